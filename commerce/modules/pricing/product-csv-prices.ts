import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";

// The product CSV's prices (flows/staff-product-csv.ts): read for a chunk of products, written for
// thousands at a time, one statement each.

/** A product's price in one price list as a product file has it, in minor units; null for none. */
export interface CsvPrice {
  productId: number;
  priceListId: number;
  priceIncVat: number | null;
  originalPriceIncVat: number | null;
}

/** Every price (and price before a sale) of these products. */
export async function readCsvPrices(db: DatabaseOrTransaction, productIds: readonly number[]): Promise<CsvPrice[]> {
  return selectRows<CsvPrice>(
    db,
    sql`select product_id as "productId", price_list_id as "priceListId", price_inc_vat as "priceIncVat",
          original_price_inc_vat as "originalPriceIncVat"
        from product_prices where product_id = any(${sql.param([...productIds])}::int[])`,
  );
}

/** Sets each product's price and price before a sale in each price list given; a null price takes it out of that list. */
export async function writeCsvPrices(tx: DatabaseOrTransaction, prices: readonly CsvPrice[]): Promise<void> {
  const removed = prices.filter((price) => price.priceIncVat === null);
  const kept = prices.filter((price) => price.priceIncVat !== null);
  if (removed.length > 0)
    await tx.execute(
      sql`delete from product_prices pp using unnest(${sql.param(removed.map((price) => price.productId))}::int[],
            ${sql.param(removed.map((price) => price.priceListId))}::int[]) as gone(product_id, price_list_id)
          where pp.product_id = gone.product_id and pp.price_list_id = gone.price_list_id`,
    );
  if (kept.length > 0)
    await tx.execute(
      sql`insert into product_prices (product_id, price_list_id, price_inc_vat, original_price_inc_vat)
          select * from unnest(${sql.param(kept.map((price) => price.productId))}::int[],
            ${sql.param(kept.map((price) => price.priceListId))}::int[], ${sql.param(kept.map((price) => price.priceIncVat))}::int[],
            ${sql.param(kept.map((price) => price.originalPriceIncVat))}::int[])
          on conflict (price_list_id, product_id) do update set price_inc_vat = excluded.price_inc_vat,
            original_price_inc_vat = excluded.original_price_inc_vat
          where (product_prices.price_inc_vat, product_prices.original_price_inc_vat)
            is distinct from (excluded.price_inc_vat, excluded.original_price_inc_vat)`,
    );
}
