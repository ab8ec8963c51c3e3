import { sql } from "drizzle-orm";
import { type DatabaseHandle, openDatabase, selectRows } from "#commerce/db/client.ts";

/** A basket line: a variant and how many of it. */
export interface OrderItem {
  variantId: number;
  quantity: number;
}

/** A product whose whole stock one order can buy, taking it out of stock everywhere. */
export interface LastUnitsProduct {
  productId: number;
  categoryId: number;
  /** Every unit of every variant of the product that a home delivery can take. */
  items: OrderItem[];
}

/** Reads, never writes: what the bench buys is chosen here, and the listing's count is checked against it. */
export interface BenchCatalogue {
  countActiveProducts(): Promise<number>;
  /**
   * `count` products chosen at random among those with a variant in a warehouse (what a home
   * delivery takes from), one such variant of each, none of `excluded`.
   */
  pickOrderVariants(count: number, excluded: readonly number[]): Promise<number[]>;
  /**
   * `count` products chosen at random whose stock is all in warehouses and small (so one order
   * buys all of it and the product leaves the in-stock listing), in active categories.
   */
  pickLastUnitsProducts(count: number): Promise<LastUnitsProduct[]>;
  /**
   * Up to `count` products chosen at random that the back office's edits show on the listing:
   * published, in stock, priced in the default price list and not on sale there (a sale's price is
   * what the shop shows, so a new regular price would not show), in an active category.
   */
  pickEditableProducts(count: number): Promise<{ productId: number; categoryId: number }[]>;
  /** Active categories without subcategories that hold products: where an edit may move a product. */
  listLeafCategoryIds(): Promise<number[]>;
  close(): Promise<void>;
}

/** The stock a home delivery can take (warehouses) and the stock it cannot (stores) per active variant. */
const variantStock = sql`
  warehouse as (select variant_id, sum(on_hand)::int as units from warehouse_stock group by variant_id),
  store as (select variant_id, sum(on_hand)::int as units from store_stock group by variant_id),
  variant_stock as (
    select v.product_id, v.id as variant_id, coalesce(w.units, 0) as warehouse_units, coalesce(s.units, 0) as store_units
    from variants v left join warehouse w on w.variant_id = v.id left join store s on s.variant_id = v.id
    where v.is_active
  )`;

/** Opens the bench's PostgreSQL database (the one the servers use) for reading. */
export async function openBenchCatalogue(url: string): Promise<BenchCatalogue> {
  const handle: DatabaseHandle = await openDatabase({ engine: "postgres", url, poolSize: 1 });
  return {
    async countActiveProducts() {
      const [row] = await selectRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from products where is_active`,
      );
      return row!.count;
    },
    async pickOrderVariants(count, excluded) {
      const rows = await selectRows<{ variantId: number }>(
        handle.db,
        sql`with ${variantStock},
            one_per_product as (
              select distinct on (vs.product_id) vs.variant_id from variant_stock vs join products p on p.id = vs.product_id
              where p.is_active and vs.warehouse_units > 0 and not (p.id = any(${sql.param([...excluded])}::int[]))
              order by vs.product_id, random()
            )
            select variant_id as "variantId" from one_per_product order by random() limit ${count}`,
      );
      return rows.map((row) => row.variantId);
    },
    async pickLastUnitsProducts(count) {
      // At most 30 units, so the order stays an ordinary one (a line may hold 99).
      return selectRows<LastUnitsProduct>(
        handle.db,
        sql`with ${variantStock}
            select p.id as "productId", p.category_id as "categoryId",
              json_agg(json_build_object('variantId', vs.variant_id, 'quantity', vs.warehouse_units)) filter (where vs.warehouse_units > 0) as items
            from products p join categories c on c.id = p.category_id and c.is_active join variant_stock vs on vs.product_id = p.id
            where p.is_active
            group by p.id
            having sum(vs.store_units) = 0 and sum(vs.warehouse_units) between 1 and 30
            order by random() limit ${count}`,
      );
    },
    async pickEditableProducts(count) {
      return selectRows<{ productId: number; categoryId: number }>(
        handle.db,
        sql`select p.id as "productId", p.category_id as "categoryId"
            from products p join categories c on c.id = p.category_id and c.is_active
              join product_facets pf on pf.product_id = p.id and pf.in_stock
            where p.is_active and exists (
              select 1 from product_prices pp join price_lists pl on pl.id = pp.price_list_id join currencies cu on cu.id = pl.currency_id and cu.is_default
              where pp.product_id = p.id and pp.original_price_inc_vat is null)
            order by random() limit ${count}`,
      );
    },
    async listLeafCategoryIds() {
      const rows = await selectRows<{ id: number }>(
        handle.db,
        sql`select c.id from categories c
            where c.is_active and not exists (select 1 from categories child where child.parent_id = c.id)
              and exists (select 1 from products p where p.category_id = c.id)
            order by c.id`,
      );
      return rows.map((row) => row.id);
    },
    close: () => handle.close(),
  };
}
