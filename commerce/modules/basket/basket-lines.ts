import { and, asc, eq, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { manufacturers, products, productTranslations, variants } from "../catalogue/schema.ts";
import { productPrices } from "../pricing/schema.ts";
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
  const locale = sql.placeholder("locale");
  return db
    .select({
      id: basketItems.id,
      variantId: basketItems.variantId,
      partNo: variants.partNo,
      productId: products.id,
      uniqueName: products.uniqueName,
      name: productTranslations.name,
      brand: manufacturers.name,
      values: sql<
        { name: string; value: string }[]
      >`coalesce((select json_agg(json_build_object('name', pat.name, 'value', vt.name) order by pa.sort_order)
         from variant_parametric_values x
           join parametrics pa on pa.id = x.parametric_id
           join parametric_translations pat on pat.parametric_id = pa.id and pat.locale = ${locale}
           join parametric_value_translations vt on vt.value_id = x.value_id and vt.locale = ${locale}
         where x.variant_id = ${variants.id}), '[]')`,
      imageKey: sql<string | null>`(select f.key from product_files f
         where f.product_id = ${products.id}
           and (f.colour_value_id is null or f.colour_value_id in (select x.value_id from variant_parametric_values x where x.variant_id = ${variants.id}))
         order by f.colour_value_id is null, f.sort_order, f.id limit 1)`,
      unitPriceIncVat: productPrices.priceIncVat,
      vatRate: products.vatRate,
      quantity: basketItems.quantity,
      available: sql<
        string | number
      >`coalesce((select sum(w.on_hand) from warehouse_stock w where w.variant_id = ${variants.id}), 0)`,
    })
    .from(basketItems)
    .innerJoin(variants, eq(variants.id, basketItems.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .innerJoin(
      productPrices,
      and(eq(productPrices.productId, products.id), eq(productPrices.priceListId, sql.placeholder("priceListId"))),
    )
    .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(basketItems.basketId, sql.placeholder("basketId")))
    .orderBy(asc(basketItems.addedAt), asc(basketItems.id))
    .prepare("basket_lines");
}

// Every basket answer reads its lines: prepared (per connection on PostgreSQL), the statement is
// neither rebuilt nor planned again per request; planning it cost about 2 ms each time. A
// transaction's statement must run on its own connection, so it is made for that transaction.
const poolQueries = new WeakMap<object, ReturnType<typeof linesQuery>>();
const linesQueryFor = (db: DatabaseOrTransaction) => {
  if (db instanceof PgTransaction) return linesQuery(db);
  let query = poolQueries.get(db);
  if (!query) poolQueries.set(db, (query = linesQuery(db)));
  return query;
};

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
