import { boolean, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { products } from "../catalogue/schema.ts";

/** SPEC §3 Currency: Code, Id, Name, Prefix, Suffix; exactly one is the default. */
export const currencies = pgTable("currencies", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  prefix: text().notNull().default(""),
  suffix: text().notNull().default(""),
  /** Digits after the decimal point; amounts are stored in these minor units. */
  decimals: smallint().notNull().default(2),
  isDefault: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
});

export const priceLists = pgTable("price_lists", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  currencyId: integer()
    .notNull()
    .references(() => currencies.id),
});

/**
 * A product's price in one price list, in minor units including VAT.
 * `originalPriceIncVat` is set when the product is on sale and holds the price before the sale.
 */
export const productPrices = pgTable(
  "product_prices",
  {
    priceListId: integer()
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    priceIncVat: integer().notNull(),
    originalPriceIncVat: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId] }),
    index("product_prices_sort_idx").on(t.priceListId, t.priceIncVat),
  ],
);
