import { asc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { reusableQuery } from "#commerce/db/reusable-statements.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { variantLineOf } from "../catalogue/index.ts";
import { listPriceOf } from "../pricing/index.ts";
import { warehouseOnHandSql } from "../stores/index.ts";
import { basketItems } from "./schema.ts";

/** A basket line as the shopper sees it, priced from the price list (never from the client). */
export interface BasketLine {
  id: number;
  variantId: number;
  partNo: string;
  productId: number;
  uniqueName: string;
  name: string;
  brand: string | null;
  /** The variant's attributes in the shopper's language: colour, size. */
  values: { name: string; value: string }[];
  imageKey: string | null;
  unitPriceIncVat: number;
  /** Basis points: 2500 is 25 %. */
  vatRate: number;
  quantity: number;
  lineTotalIncVat: number;
  /** What the warehouses hold now; online orders ship from them. */
  available: number;
}

/** The lines of one basket, priced and named; a Drizzle query so it can be a prepared statement. */
function linesQuery(db: DatabaseOrTransaction) {
  const variant = variantLineOf(basketItems.variantId, sql.placeholder("locale"));
  const price = listPriceOf(variant.productId, sql.placeholder("priceListId"));
  return db
    .select({
      id: basketItems.id,
      variantId: basketItems.variantId,
      partNo: variant.partNo,
      productId: variant.productId,
      uniqueName: variant.uniqueName,
      name: variant.name,
      brand: variant.brand,
      values: variant.values,
      imageKey: variant.imageKey,
      unitPriceIncVat: price.priceIncVat,
      vatRate: variant.vatRate,
      quantity: basketItems.quantity,
      available: warehouseOnHandSql(basketItems.variantId),
    })
    .from(basketItems)
    .innerJoinLateral(variant, sql`true`)
    .innerJoinLateral(price, sql`true`)
    .where(eq(basketItems.basketId, sql.placeholder("basketId")))
    .orderBy(asc(basketItems.addedAt), asc(basketItems.id))
    .prepare("basket_lines");
}

// Every basket answer reads its lines: prepared, the statement is neither rebuilt nor planned again
// per request; planning it cost about 2 ms each time.
const linesQueryFor = reusableQuery(linesQuery);

/** A basket's lines in one query: names in `locale`, prices from `priceListId`, stock as it is now. */
export async function readBasketLines(
  db: DatabaseOrTransaction,
  basketId: string,
  locale: ShopLocale,
  priceListId: number,
): Promise<BasketLine[]> {
  const rows = await linesQueryFor(db).execute({ basketId, locale, priceListId });
  return rows.map((row) => ({
    ...row,
    lineTotalIncVat: row.unitPriceIncVat * row.quantity,
    available: Number(row.available),
  }));
}

/** The VAT inside a price that includes it, rounded to the minor unit. */
export function vatIncluded(amountIncVat: number, vatRate: number): number {
  return Math.round((amountIncVat * vatRate) / (10_000 + vatRate));
}

export interface BasketTotals {
  itemCount: number;
  subtotalIncVat: number;
  deliveryIncVat: number;
  vatAmount: number;
  totalIncVat: number;
}

/** Delivery is taxed at the standard Swedish rate, like the goods in the demo shop. */
export const deliveryVatRate = 2500;

/** Totals of priced lines plus delivery; VAT is the sum of each line's and the delivery's. */
export function computeTotals(
  lines: readonly Pick<BasketLine, "lineTotalIncVat" | "vatRate" | "quantity">[],
  deliveryIncVat: number,
): BasketTotals {
  const subtotalIncVat = lines.reduce((sum, line) => sum + line.lineTotalIncVat, 0);
  const vatAmount =
    lines.reduce((sum, line) => sum + vatIncluded(line.lineTotalIncVat, line.vatRate), 0) +
    vatIncluded(deliveryIncVat, deliveryVatRate);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalIncVat,
    deliveryIncVat,
    vatAmount,
    totalIncVat: subtotalIncVat + deliveryIncVat,
  };
}
