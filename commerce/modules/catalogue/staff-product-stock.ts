import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { type DatabaseOrTransaction, queryBuilder } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { storeOnHandSql, warehouseOnHandSql } from "../stores/index.ts";
import type { ProductStockState } from "./staff-product-choices.ts";
import type { StockSummary } from "./stock-summaries.ts";
import { foldedText } from "./folded-text.ts";
import { variantLineOf } from "./catalogue-lookups.ts";
import { products, productTranslations, variants } from "./schema.ts";

/** A product's variants on sale: how many, what they hold together, and whether one runs low (as StockSummary says). */
export interface ProductStockColumns {
  variantCount: SQL<number>;
  totalStock: SQL<number>;
  lowestOnShopThreshold: SQL<number | null>;
  belowOwnThreshold: SQL<number>;
}

/**
 * How a statement on `products` gets each product's stock: the columns, and the join that brings
 * them. The statement names its columns, so the join leaves the rows' type as it was.
 */
export interface ProductStockSource {
  columns: ProductStockColumns;
  join<Query extends PgSelect>(query: Query): Query;
}

/** What each variant on sale of a product holds across every warehouse and store: rows of `on_hand`, `low_stock_threshold`. */
const variantStockRows = (productId: SQLWrapper) => {
  const variantId = sql.raw("sv.id");
  return sql`(select ${warehouseOnHandSql(variantId)} + ${storeOnHandSql(variantId)} as on_hand, sv.low_stock_threshold
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
      lowestOnShopThreshold: sql<number | null>`(min(on_hand) filter (where low_stock_threshold is null))::int`.as(
        "lowest_on_shop_threshold",
      ),
      belowOwnThreshold: sql<number>`(count(*) filter (where on_hand < low_stock_threshold))::int`.as(
        "below_own_threshold",
      ),
    })
    .from(variantStockRows(products.id))
    .as("product_stock");
  return {
    columns: {
      variantCount: sql`${stock.variantCount}`,
      totalStock: sql`${stock.totalStock}`,
      lowestOnShopThreshold: sql`${stock.lowestOnShopThreshold}`,
      belowOwnThreshold: sql`${stock.belowOwnThreshold}`,
    },
    join: <Query extends PgSelect>(query: Query) => query.innerJoinLateral(stock, sql`true`) as unknown as Query,
  };
}

/**
 * Every product's stock from this process's summaries (stock-summaries.ts), handed to the
 * statement as arrays: what sorting or filtering the whole catalogue by stock needs.
 */
export function stockFromSummaries(summaries: ReadonlyMap<number, StockSummary>): ProductStockSource {
  const [ids, counts, totals, lowest, belowOwn] = [[], [], [], [], []] as [
    number[],
    number[],
    number[],
    (number | null)[],
    number[],
  ];
  for (const [productId, summary] of summaries) {
    ids.push(productId);
    counts.push(summary.variantCount);
    totals.push(summary.totalStock);
    lowest.push(summary.lowestOnShopThreshold);
    belowOwn.push(summary.belowOwnThreshold);
  }
  // Each column as one comma-separated text (an empty item is null), which both drivers pass and
  // PostgreSQL splits far faster than a 100,000-item array parameter.
  const column = (values: (number | null)[]) => sql`string_to_array(${values.join(",")}, ',', '')::int[]`;
  const stock = queryBuilder
    .select({
      productId: sql<number>`held.stocked_product_id`.as("stocked_product_id"),
      variantCount: sql<number>`held.variant_count`.as("variant_count"),
      totalStock: sql<number>`held.total_stock`.as("total_stock"),
      lowestOnShopThreshold: sql<number | null>`held.lowest_on_shop_threshold`.as("lowest_on_shop_threshold"),
      belowOwnThreshold: sql<number>`held.below_own_threshold`.as("below_own_threshold"),
    })
    .from(
      sql`unnest(${column(ids)}, ${column(counts)}, ${column(totals)}, ${column(lowest)}, ${column(belowOwn)})
        as held(stocked_product_id, variant_count, total_stock, lowest_on_shop_threshold, below_own_threshold)`,
    )
    .as("product_stock");
  return {
    // A product without variants on sale has no summary.
    columns: {
      variantCount: sql`coalesce(${stock.variantCount}, 0)`,
      totalStock: sql`coalesce(${stock.totalStock}, 0)`,
      lowestOnShopThreshold: sql`${stock.lowestOnShopThreshold}`,
      belowOwnThreshold: sql`coalesce(${stock.belowOwnThreshold}, 0)`,
    },
    join: <Query extends PgSelect>(query: Query) =>
      query.leftJoin(stock, sql`${stock.productId} = ${products.id}`) as unknown as Query,
  };
}

/** Whether a variant runs low: below its own threshold, or below `shopThreshold` (the shop's setting) when it has none. */
const runsLowSql = (stock: ProductStockColumns, shopThreshold: number) =>
  sql`(${stock.belowOwnThreshold} > 0 or coalesce(${stock.lowestOnShopThreshold} < ${shopThreshold}, false))`;

/**
 * A product's stock state against the low-stock threshold, which is per variant (the dashboard's):
 * out when its variants on sale hold nothing (as the storefront sells it out), low when it holds
 * some but a variant holds fewer than its threshold (its own, else the shop's `shopThreshold`),
 * in stock otherwise.
 */
export const stockStateSql = (stock: ProductStockColumns, shopThreshold: number) =>
  sql<ProductStockState>`case when ${stock.totalStock} = 0 then 'out'
    when ${runsLowSql(stock, shopThreshold)} then 'low' else 'in_stock' end`;

/** The condition that a product's stock is in `state` (the same rule as stockStateSql). */
export function stockStateIs(stock: ProductStockColumns, shopThreshold: number, state: ProductStockState): SQL {
  if (state === "out") return sql`${stock.totalStock} = 0`;
  if (state === "low") return sql`${stock.totalStock} > 0 and ${runsLowSql(stock, shopThreshold)}`;
  return sql`${stock.totalStock} > 0 and not ${runsLowSql(stock, shopThreshold)}`;
}

/** Variants on sale with their own low-stock threshold (null: the shop's): id, product_id, low_stock_threshold. */
export const activeVariantThresholdRows = sql`(select id, product_id, low_stock_threshold from ${variants} where is_active)`;

/** A variant as the back office's stock pages list it, named in the member's locale. */
export interface StockVariant {
  variantId: number;
  productId: number;
  partNo: string;
  productName: string;
  /** Colour, size and the like. */
  values: { name: string; value: string }[];
  onSale: boolean;
  /** Below this many it runs low; null follows the shop's setting. */
  lowStockThreshold: number | null;
}

/** `%` and `_` are LIKE's wildcards: a search for them means the characters themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The variants a stock page lists, under another name: the lateral line names its own `variants`. */
const variant = alias(variants, "sv");

/** Variants matching `where` (a condition on `variant`), by product name, then as the product orders them. */
async function listStockVariants(
  db: DatabaseOrTransaction,
  locale: ShopLocale,
  where: SQL | undefined,
  limit: number,
): Promise<StockVariant[]> {
  const line = variantLineOf(variant.id, locale);
  return db
    .select({
      variantId: variant.id,
      productId: line.productId,
      partNo: line.partNo,
      productName: line.name,
      values: line.values,
      onSale: variant.isActive,
      lowStockThreshold: variant.lowStockThreshold,
    })
    .from(variant)
    .innerJoinLateral(line, sql`true`)
    .where(where)
    .orderBy(asc(line.name), asc(variant.productId), asc(variant.sortOrder), asc(variant.id))
    .limit(limit);
}

/**
 * Variants whose part number or product name (in `locale`, case and accents folded) contains the
 * text, at most `limit`; each part is its own select so each uses its trigram index (0013).
 */
export function searchStockVariants(
  db: DatabaseOrTransaction,
  search: string,
  locale: ShopLocale,
  limit: number,
): Promise<StockVariant[]> {
  const pattern = containing(search);
  return listStockVariants(
    db,
    locale,
    or(
      sql`${variant.partNo} ilike ${pattern}`,
      inArray(
        variant.productId,
        db
          .select({ id: productTranslations.productId })
          .from(productTranslations)
          .where(
            and(
              eq(productTranslations.locale, locale),
              sql`${foldedText(productTranslations.name)} like ${foldedText(sql`${pattern}`)}`,
            ),
          ),
      ),
    ),
    limit,
  );
}

/** Every variant of a product, on sale or not (none when there is no such product). */
export function listProductStockVariants(
  db: DatabaseOrTransaction,
  productId: number,
  locale: ShopLocale,
): Promise<StockVariant[]> {
  return listStockVariants(db, locale, eq(variant.productId, productId), 1000);
}

/** The variants with these part numbers, on sale or not: their id and product, by part number. */
export async function findVariantsByPartNo(
  db: DatabaseOrTransaction,
  partNos: readonly string[],
): Promise<Map<string, { variantId: number; productId: number }>> {
  if (partNos.length === 0) return new Map();
  const rows = await db
    .select({ partNo: variants.partNo, variantId: variants.id, productId: variants.productId })
    .from(variants)
    .where(inArray(variants.partNo, [...partNos]));
  return new Map(rows.map(({ partNo, ...variant }) => [partNo, variant]));
}

/** One variant's part number, product and low-stock threshold, locked against another change until the transaction ends; undefined when there is none. */
export async function lockStockVariant(
  tx: DatabaseOrTransaction,
  variantId: number,
): Promise<{ partNo: string; productId: number; lowStockThreshold: number | null } | undefined> {
  const [row] = await tx
    .select({ partNo: variants.partNo, productId: variants.productId, lowStockThreshold: variants.lowStockThreshold })
    .from(variants)
    .where(eq(variants.id, variantId))
    // Not `for update`: that would hold up orders whose lines point at the variant.
    .for("no key update");
  return row;
}

/** Gives a variant its own low-stock threshold, or (null) has it follow the shop's setting. */
export async function setVariantLowStockThreshold(
  tx: DatabaseOrTransaction,
  variantId: number,
  threshold: number | null,
): Promise<void> {
  await tx.update(variants).set({ lowStockThreshold: threshold }).where(eq(variants.id, variantId));
}
