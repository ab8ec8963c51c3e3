import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { queryBuilder } from "#commerce/db/client.ts";
import { storeOnHandSql, warehouseOnHandSql } from "../stores/index.ts";
import type { ProductStockState } from "./staff-product-choices.ts";
import type { StockSummary } from "./stock-summaries.ts";
import { products, variants } from "./schema.ts";

/** A product's variants on sale: how many, what they hold together, what the one holding least holds (null with none). */
export interface ProductStockColumns {
  variantCount: SQL<number>;
  totalStock: SQL<number>;
  lowestStock: SQL<number | null>;
}

/**
 * How a statement on `products` gets each product's stock: the columns, and the join that brings
 * them. The statement names its columns, so the join leaves the rows' type as it was.
 */
export interface ProductStockSource {
  columns: ProductStockColumns;
  join<Query extends PgSelect>(query: Query): Query;
}

/** What each variant on sale of a product holds across every warehouse and store: rows of `on_hand`. */
const variantStockRows = (productId: SQLWrapper) => {
  const variantId = sql.raw("sv.id");
  return sql`(select ${warehouseOnHandSql(variantId)} + ${storeOnHandSql(variantId)} as on_hand
    from ${variants} sv where sv.product_id = ${productId} and sv.is_active) as variant_stock`;
};

/**
 * Stock read product by product as the statement reaches it (index look-ups per variant, live):
 * cheap for the rows of a page, far too slow to sort the whole catalogue by.
 */
export function stockPerProduct(): ProductStockSource {
  const stock = queryBuilder
    .select({
      variantCount: sql<number>`count(*)::int`.as("variant_count"),
      totalStock: sql<number>`coalesce(sum(on_hand), 0)::int`.as("total_stock"),
      lowestStock: sql<number | null>`min(on_hand)::int`.as("lowest_stock"),
    })
    .from(variantStockRows(products.id))
    .as("product_stock");
  return {
    columns: {
      variantCount: sql`${stock.variantCount}`,
      totalStock: sql`${stock.totalStock}`,
      lowestStock: sql`${stock.lowestStock}`,
    },
    join: <Query extends PgSelect>(query: Query) => query.innerJoinLateral(stock, sql`true`) as unknown as Query,
  };
}

/**
 * Every product's stock from this process's summaries (stock-summaries.ts), handed to the
 * statement as arrays: what sorting or filtering the whole catalogue by stock needs.
 */
export function stockFromSummaries(summaries: ReadonlyMap<number, StockSummary>): ProductStockSource {
  const [ids, counts, totals, lowest] = [[], [], [], []] as [number[], number[], number[], (number | null)[]];
  for (const [productId, summary] of summaries) {
    ids.push(productId);
    counts.push(summary.variantCount);
    totals.push(summary.totalStock);
    lowest.push(summary.lowestStock);
  }
  // Each column as one comma-separated text (an empty item is null), which both drivers pass and
  // PostgreSQL splits far faster than a 100,000-item array parameter.
  const column = (values: (number | null)[]) => sql`string_to_array(${values.join(",")}, ',', '')::int[]`;
  const stock = queryBuilder
    .select({
      productId: sql<number>`held.stocked_product_id`.as("stocked_product_id"),
      variantCount: sql<number>`held.variant_count`.as("variant_count"),
      totalStock: sql<number>`held.total_stock`.as("total_stock"),
      lowestStock: sql<number | null>`held.lowest_stock`.as("lowest_stock"),
    })
    .from(
      sql`unnest(${column(ids)}, ${column(counts)}, ${column(totals)}, ${column(lowest)})
        as held(stocked_product_id, variant_count, total_stock, lowest_stock)`,
    )
    .as("product_stock");
  return {
    // A product without variants on sale has no summary.
    columns: {
      variantCount: sql`coalesce(${stock.variantCount}, 0)`,
      totalStock: sql`coalesce(${stock.totalStock}, 0)`,
      lowestStock: sql`${stock.lowestStock}`,
    },
    join: <Query extends PgSelect>(query: Query) =>
      query.leftJoin(stock, sql`${stock.productId} = ${products.id}`) as unknown as Query,
  };
}

/**
 * A product's stock state against the shop's low-stock threshold, which is per variant (the
 * dashboard's): out when its variants on sale hold nothing (as the storefront sells it out), low
 * when it holds some but a variant holds fewer than the threshold, in stock otherwise.
 */
export const stockStateSql = (stock: ProductStockColumns, threshold: number) =>
  sql<ProductStockState>`case when ${stock.totalStock} = 0 then 'out'
    when ${stock.lowestStock} < ${threshold} then 'low' else 'in_stock' end`;

/** The condition that a product's stock is in `state` (the same rule as stockStateSql). */
export function stockStateIs(stock: ProductStockColumns, threshold: number, state: ProductStockState): SQL {
  if (state === "out") return sql`${stock.totalStock} = 0`;
  if (state === "low") return sql`${stock.totalStock} > 0 and ${stock.lowestStock} < ${threshold}`;
  return sql`${stock.totalStock} > 0 and ${stock.lowestStock} >= ${threshold}`;
}
