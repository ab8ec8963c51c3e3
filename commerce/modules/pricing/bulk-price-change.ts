import { sql, type SQL } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { productPrices } from "./schema.ts";

/**
 * A change to many products' prices at once: by a percentage (up to two decimals) or by an amount
 * in minor units, up or down.
 */
export type ListPriceChange =
  | { kind: "percent"; direction: "up" | "down"; percent: number }
  | { kind: "amount"; direction: "up" | "down"; minorUnits: number };

/** PostgreSQL's integer ends here: a price raised past it stays at it rather than failing the change. */
const highestPrice = 2_147_483_647;

/**
 * The changed price of a column. A percentage is rounded to the nearest minor unit, halves away
 * from zero (PostgreSQL's round on numeric); a price never goes below 1 minor unit.
 */
function changed(column: SQL, change: ListPriceChange): SQL {
  const sign = change.direction === "up" ? sql`+` : sql`-`;
  const raw =
    change.kind === "percent"
      ? sql`round(${column}::numeric * (100 ${sign} ${String(change.percent)}::numeric) / 100)`
      : sql`(${column}::numeric ${sign} ${change.minorUnits})`;
  return sql`least(greatest(${raw}, 1), ${highestPrice})::int`;
}

/**
 * Changes the products' prices in one price list; products without a price there are left without.
 * On sale, the sale price and the price before it move alike (by the same percentage or amount), so
 * the sale goes on with its discount; should the two meet at the floor, the sale ends (the price
 * before it is cleared). Answers the products whose price changed.
 */
export async function changeListPrices(
  tx: DatabaseOrTransaction,
  priceListId: number,
  productIds: readonly number[],
  change: ListPriceChange,
): Promise<number[]> {
  const price = changed(sql.raw("price_inc_vat"), change);
  const original = changed(sql.raw("original_price_inc_vat"), change);
  const saleOriginal = sql`case when ${original} > ${price} then ${original} end`;
  // A price already at the floor (or the ceiling) that would not move is left alone, not counted as changed.
  const rows = await selectRows<{ product_id: number }>(
    tx,
    sql`update ${productPrices} set
          price_inc_vat = ${price},
          original_price_inc_vat = ${saleOriginal}
        where price_list_id = ${priceListId} and product_id = any(${sql.param([...productIds])}::int[])
          and (price_inc_vat, original_price_inc_vat) is distinct from (${price}, ${saleOriginal})
        returning product_id`,
  );
  return rows.map((row) => Number(row.product_id));
}
