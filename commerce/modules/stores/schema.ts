import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, text, time } from "drizzle-orm/pg-core";
import { variants } from "../catalogue/schema.ts";

/** A warehouse ships web orders; its stock is a variant's OnHand (SPEC §3). */
export const warehouses = pgTable("warehouses", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  name: text().notNull(),
  city: text().notNull(),
});

/**
 * A physical store. Opening hours are local (Europe/Stockholm) times; a null pair means closed.
 * Its stock is a variant's OnHandStore (SPEC §3).
 */
export const stores = pgTable("stores", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  streetAddress: text().notNull(),
  zipCode: text().notNull(),
  city: text().notNull(),
  country: text().notNull().default("SE"),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  phone: text().notNull(),
  fax: text(),
  email: text().notNull(),
  weekdayOpens: time(),
  weekdayCloses: time(),
  saturdayOpens: time(),
  saturdayCloses: time(),
  sundayOpens: time(),
  sundayCloses: time(),
  sortOrder: integer().notNull().default(0),
});

/**
 * A dated exception to a store's week (a holiday, a late opening): on that day in Stockholm the
 * store keeps these hours instead, or stays closed when both are null.
 */
export const storeOpeningExceptions = pgTable(
  "store_opening_exceptions",
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    opens: time(),
    closes: time(),
    /** What the day is, for staff ("Julafton"); shoppers see the hours only. */
    note: text().notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.day] }),
    check(
      "store_opening_exceptions_hours",
      sql`(${t.opens} is null and ${t.closes} is null) or (${t.opens} is not null and ${t.closes} is not null and ${t.opens} < ${t.closes})`,
    ),
  ],
);

/** Stores are listed per locale (SPEC §3): a store appears in each locale it has a translation for. */
export const storeTranslations = pgTable(
  "store_translations",
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.locale] })],
);

export const warehouseStock = pgTable(
  "warehouse_stock",
  {
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    onHand: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.warehouseId] }),
    check("warehouse_stock_not_negative", sql`${t.onHand} >= 0`),
  ],
);

export const storeStock = pgTable(
  "store_stock",
  {
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    onHand: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.storeId] }),
    index("store_stock_store_idx").on(t.storeId),
    check("store_stock_not_negative", sql`${t.onHand} >= 0`),
  ],
);
