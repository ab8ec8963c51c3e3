import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { productPrices, saleSchedules } from "./schema.ts";

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

/**
 * Holds the timed sales of these products (every price list) until the transaction ends, in
 * (product, price list) order, so the sale sweeper (which skips held rows) neither starts nor ends
 * one under an import; one statement for any number.
 */
export async function lockCsvSaleSchedules(tx: DatabaseOrTransaction, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(
    sql`select 1 from unnest(${sql.param([...productIds])}::int[]) as wanted(product_id)
          join ${saleSchedules} s on s.product_id = wanted.product_id
        order by s.product_id, s.price_list_id for update of s`,
  );
}

/** The file's prices as a table: product, price list, price and price before a sale (null: none). */
const fileTable = (prices: readonly CsvPrice[]) =>
  sql`unnest(${sql.param(prices.map((price) => price.productId))}::int[],
        ${sql.param(prices.map((price) => price.priceListId))}::int[],
        ${sql.param(prices.map((price) => price.priceIncVat))}::int[],
        ${sql.param(prices.map((price) => price.originalPriceIncVat))}::int[]) as f(product_id, price_list_id, price, original)`;

/**
 * Sets each product's prices in each price list given, as the file means them (docs/product-csv.md,
 * ADR 0020): the price before a sale, else the price, is the regular price; with a price before a
 * sale, the price is a sale now. A timed sale (sale_schedules) is not in the file, and:
 * - a running one goes on, on the file's regular price (ending back at it), while it is below it;
 *   a sale in the file is its new sale price (its end kept); not below the regular price, it ends now;
 * - a planned one waits on the file's regular price, unless the file gives a sale now, which
 *   replaces it (one sale per price list, as in the editor);
 * - no price takes the product out of the list, its timed sale with it.
 * Rows already as the file means them are not written, so an export imported again changes nothing.
 */
export async function writeCsvPrices(tx: DatabaseOrTransaction, prices: readonly CsvPrice[]): Promise<void> {
  if (prices.length === 0) return;
  const removed = prices.filter((price) => price.priceIncVat === null);
  const kept = prices.filter((price) => price.priceIncVat !== null);
  await tx.execute(
    sql`delete from ${saleSchedules} s using ${fileTable(prices)}
        where s.product_id = f.product_id and s.price_list_id = f.price_list_id
          and (f.price is null or (f.original is not null and not s.started)
            or (f.original is null and s.started and s.sale_price_inc_vat >= f.price))`,
  );
  if (removed.length > 0)
    await tx.execute(
      sql`delete from ${productPrices} pp using ${fileTable(removed)}
          where pp.product_id = f.product_id and pp.price_list_id = f.price_list_id`,
    );
  if (kept.length === 0) return;
  await tx.execute(
    sql`update ${saleSchedules} s set sale_price_inc_vat = f.price from ${fileTable(kept)}
        where s.product_id = f.product_id and s.price_list_id = f.price_list_id
          and s.started and f.original is not null and s.sale_price_inc_vat <> f.price`,
  );
  // What is left of a started schedule is a running sale below the file's regular price.
  await tx.execute(
    sql`insert into ${productPrices} (product_id, price_list_id, price_inc_vat, original_price_inc_vat)
        select f.product_id, f.price_list_id,
          case when f.original is null and s.started then s.sale_price_inc_vat else f.price end,
          case when f.original is null and s.started then f.price else f.original end
        from ${fileTable(kept)}
          left join ${saleSchedules} s on s.product_id = f.product_id and s.price_list_id = f.price_list_id
        on conflict (price_list_id, product_id) do update set price_inc_vat = excluded.price_inc_vat,
          original_price_inc_vat = excluded.original_price_inc_vat
        where (product_prices.price_inc_vat, product_prices.original_price_inc_vat)
          is distinct from (excluded.price_inc_vat, excluded.original_price_inc_vat)`,
  );
}
