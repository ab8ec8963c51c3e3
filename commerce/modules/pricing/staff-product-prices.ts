import { and, asc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { productPrices, saleSchedules } from "./schema.ts";

// The product editor's steps on one product's prices and sales (flows/staff-product-editor.ts).

/** A sale price and its window: from `startsAt` (or at once) until `endsAt` (or until removed). */
export interface ListSale {
  priceIncVat: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** A product's price in one price list, in minor units including VAT, and its sale if it has one. */
export interface ProductListPrice {
  priceListId: number;
  /** The regular price: during a sale, the price before it. */
  priceIncVat: number;
  /** A sale waiting for its start (`running` false) or on the price now. */
  sale: (ListSale & { running: boolean }) | null;
}

/** What the editor sets in one price list: its regular price (null: not sold there) and its sale. */
export interface ListPriceSetting {
  priceListId: number;
  priceIncVat: number | null;
  sale: ListSale | null;
}

/**
 * The product's price and sale in each price list that has a price, by price list. With `lock`,
 * its sale schedules are locked first, so the sale sweeper (which skips locked rows) neither starts
 * nor ends one of them until the caller's transaction ends, and what is read stays true.
 */
export async function readProductPrices(
  db: DatabaseOrTransaction,
  productId: number,
  options: { lock?: boolean } = {},
): Promise<ProductListPrice[]> {
  if (options.lock)
    await db.execute(sql`select 1 from ${saleSchedules} where ${saleSchedules.productId} = ${productId} for update`);
  const rows = await db
    .select({
      priceListId: productPrices.priceListId,
      price: productPrices.priceIncVat,
      original: productPrices.originalPriceIncVat,
      salePrice: saleSchedules.salePriceIncVat,
      startsAt: saleSchedules.startsAt,
      endsAt: saleSchedules.endsAt,
      started: saleSchedules.started,
    })
    .from(productPrices)
    .leftJoin(
      saleSchedules,
      and(
        eq(saleSchedules.priceListId, productPrices.priceListId),
        eq(saleSchedules.productId, productPrices.productId),
      ),
    )
    .where(eq(productPrices.productId, productId))
    .orderBy(asc(productPrices.priceListId));
  return rows.map((row): ProductListPrice => {
    const { priceListId } = row;
    if (row.salePrice !== null && !row.started)
      return {
        priceListId,
        priceIncVat: row.price,
        sale: { priceIncVat: row.salePrice, startsAt: row.startsAt, endsAt: row.endsAt, running: false },
      };
    // On sale now: by a schedule the sweeper started, or with no window at all (until removed).
    if (row.original !== null)
      return {
        priceListId,
        priceIncVat: row.original,
        sale: { priceIncVat: row.price, startsAt: row.startsAt, endsAt: row.endsAt, running: true },
      };
    return { priceListId, priceIncVat: row.price, sale: null };
  });
}

/** Whether a setting leaves the list as it is: the same regular price and the same sale. */
export function leavesListAsIs(setting: ListPriceSetting, current: ProductListPrice | undefined): boolean {
  if (!current) return setting.priceIncVat === null;
  const time = (at: Date | null) => at?.getTime() ?? null;
  const [wanted, had] = [setting.sale, current.sale];
  return (
    setting.priceIncVat === current.priceIncVat &&
    (wanted === null || had === null
      ? wanted === had
      : wanted.priceIncVat === had.priceIncVat &&
        time(wanted.startsAt) === time(had.startsAt) &&
        time(wanted.endsAt) === time(had.endsAt))
  );
}

/**
 * Sets the product's price and sale in each price list given, as of `now`: no price takes it out
 * of the list (and its sale with it); a sale whose start has come (or that has none) is on the
 * price at once, the regular price kept as the price before it; a later one waits for the sale
 * sweeper. A sale is kept as a schedule only while the sweeper has something to do: start it, or
 * end it. No sale puts the regular price back at once.
 */
export async function setProductPrices(
  tx: DatabaseOrTransaction,
  productId: number,
  settings: readonly ListPriceSetting[],
  now: Date,
): Promise<void> {
  for (const { priceListId, priceIncVat, sale } of settings) {
    const priceRow = and(eq(productPrices.productId, productId), eq(productPrices.priceListId, priceListId));
    const scheduleRow = and(eq(saleSchedules.productId, productId), eq(saleSchedules.priceListId, priceListId));
    if (priceIncVat === null) {
      await tx.delete(saleSchedules).where(scheduleRow);
      await tx.delete(productPrices).where(priceRow);
      continue;
    }
    const running = sale !== null && (sale.startsAt === null || sale.startsAt <= now);
    const price = running
      ? { priceIncVat: sale.priceIncVat, originalPriceIncVat: priceIncVat }
      : { priceIncVat, originalPriceIncVat: null };
    await tx
      .insert(productPrices)
      .values({ productId, priceListId, ...price })
      .onConflictDoUpdate({ target: [productPrices.priceListId, productPrices.productId], set: price });
    if (sale === null || (running && sale.endsAt === null)) {
      await tx.delete(saleSchedules).where(scheduleRow);
      continue;
    }
    const schedule = {
      salePriceIncVat: sale.priceIncVat,
      startsAt: sale.startsAt,
      endsAt: sale.endsAt,
      started: running,
    };
    await tx
      .insert(saleSchedules)
      .values({ productId, priceListId, ...schedule })
      .onConflictDoUpdate({ target: [saleSchedules.priceListId, saleSchedules.productId], set: schedule });
  }
}

/** Gives the product `toId` every price, price before a sale and sale schedule of `fromId`. */
export async function copyProductPrices(tx: DatabaseOrTransaction, fromId: number, toId: number): Promise<void> {
  await tx.execute(sql`
    insert into ${productPrices} (price_list_id, product_id, price_inc_vat, original_price_inc_vat)
    select price_list_id, ${toId}, price_inc_vat, original_price_inc_vat from ${productPrices} where product_id = ${fromId}`);
  await tx.execute(sql`
    insert into ${saleSchedules} (price_list_id, product_id, sale_price_inc_vat, starts_at, ends_at, started)
    select price_list_id, ${toId}, sale_price_inc_vat, starts_at, ends_at, started from ${saleSchedules} where product_id = ${fromId}`);
}
