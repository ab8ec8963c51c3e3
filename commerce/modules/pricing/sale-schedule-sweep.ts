import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { productPrices, saleSchedules } from "./schema.ts";

// The sale sweeper's steps (flows/apply-due-sales.ts). Each takes the due schedules it can lock
// and skips those another sweeper (or an editor's save) holds, so several processes sweeping at
// once apply each schedule once; a schedule applied is started or gone, so a second sweep finds
// nothing to do again.

/** A sale the sweeper changed: one product in one price list. */
export interface SweptSale {
  productId: number;
  priceListId: number;
}

const sweptSalesOf = (rows: { product_id: number; price_list_id: number }[]): SweptSale[] =>
  rows.map((row) => ({ productId: Number(row.product_id), priceListId: Number(row.price_list_id) }));

/**
 * Puts on the price up to `limit` sales whose start has come by `now`: the sale price becomes the
 * price and the regular price the price before it. A sale no longer below the price (lowered
 * since it was planned), or in a list that no longer prices the product, is dropped instead: a
 * sale is a lower price. Answers the sales started and dropped.
 */
export async function startDueSales(
  tx: DatabaseOrTransaction,
  now: Date,
  limit: number,
): Promise<{ started: SweptSale[]; dropped: SweptSale[] }> {
  const rows = await selectRows<{ outcome: "started" | "dropped"; product_id: number; price_list_id: number }>(
    tx,
    sql`with due as (
          select price_list_id, product_id, sale_price_inc_vat from ${saleSchedules}
          where not started and starts_at <= ${now.toISOString()}::timestamptz
          order by starts_at, price_list_id, product_id
          limit ${limit}
          for update skip locked
        ),
        priced as (
          update ${productPrices} pp set
            original_price_inc_vat = coalesce(pp.original_price_inc_vat, pp.price_inc_vat),
            price_inc_vat = due.sale_price_inc_vat
          from due
          where pp.price_list_id = due.price_list_id and pp.product_id = due.product_id
            and coalesce(pp.original_price_inc_vat, pp.price_inc_vat) > due.sale_price_inc_vat
          returning pp.price_list_id, pp.product_id
        ),
        marked as (
          update ${saleSchedules} s set started = true
          from priced where s.price_list_id = priced.price_list_id and s.product_id = priced.product_id
        ),
        dropped as (
          delete from ${saleSchedules} s using due
          where s.price_list_id = due.price_list_id and s.product_id = due.product_id
            and not exists (select 1 from priced where priced.price_list_id = due.price_list_id and priced.product_id = due.product_id)
          returning s.price_list_id, s.product_id
        )
        select 'started' as outcome, price_list_id, product_id from priced
        union all
        select 'dropped', price_list_id, product_id from dropped`,
  );
  return {
    started: sweptSalesOf(rows.filter((row) => row.outcome === "started")),
    dropped: sweptSalesOf(rows.filter((row) => row.outcome === "dropped")),
  };
}

/**
 * Takes off the price up to `limit` running sales whose end has come by `now`: the price before
 * the sale is the price again, and the schedule goes. Answers the sales ended (a sale a bulk price
 * change had already ended leaves the price as it is and is not among them).
 */
export async function endDueSales(tx: DatabaseOrTransaction, now: Date, limit: number): Promise<SweptSale[]> {
  const rows = await selectRows<{ product_id: number; price_list_id: number }>(
    tx,
    sql`with due as (
          select price_list_id, product_id from ${saleSchedules}
          where started and ends_at <= ${now.toISOString()}::timestamptz
          order by ends_at, price_list_id, product_id
          limit ${limit}
          for update skip locked
        ),
        removed as (
          delete from ${saleSchedules} s using due
          where s.price_list_id = due.price_list_id and s.product_id = due.product_id
        )
        update ${productPrices} pp set price_inc_vat = pp.original_price_inc_vat, original_price_inc_vat = null
        from due
        where pp.price_list_id = due.price_list_id and pp.product_id = due.product_id
          and pp.original_price_inc_vat is not null
        returning pp.price_list_id, pp.product_id`,
  );
  return sweptSalesOf(rows);
}
