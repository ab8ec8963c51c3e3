import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
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
    // One product's prices in every list (the editor, the indexes' catch-up): the key leads with the list.
    index("product_prices_product_idx").on(t.productId),
  ],
);

/**
 * A sale with a time window for one product in one price list: from `startsAt` (or at once) the
 * price becomes `salePriceIncVat` with the regular price kept as the original; at `endsAt` (or
 * never) the regular price comes back and the row goes. `started` says the sale is on the price.
 */
export const saleSchedules = pgTable(
  "sale_schedules",
  {
    priceListId: integer()
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    salePriceIncVat: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    started: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.productId] }),
    index("sale_schedules_product_idx").on(t.productId),
    index("sale_schedules_start_idx")
      .on(t.startsAt)
      .where(sql`not ${t.started}`),
    index("sale_schedules_end_idx")
      .on(t.endsAt)
      .where(sql`${t.started}`),
    check("sale_schedules_positive_price", sql`${t.salePriceIncVat} > 0`),
    check("sale_schedules_window", sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);
