import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "../accounts/schema.ts";
import { variants } from "../catalogue/schema.ts";
import { deliveryMethods, paymentMethods } from "../checkout/schema.ts";
import { currencies } from "../pricing/schema.ts";
import { stores } from "../stores/schema.ts";

/** A shopping bag, found through its unguessable id in an HttpOnly cookie. */
export const baskets = pgTable(
  "baskets",
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: integer().references(() => customers.id, { onDelete: "set null" }),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id),
    locale: text().notNull(),
    paymentMethodId: integer().references(() => paymentMethods.id),
    deliveryMethodId: integer().references(() => deliveryMethods.id),
    pickupStoreId: integer().references(() => stores.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("baskets_customer_idx").on(t.customerId)],
);

/** A line in a basket. Prices are never stored here: they always come from the price lists. */
export const basketItems = pgTable(
  "basket_items",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    basketId: uuid()
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    variantId: integer()
      .notNull()
      .references(() => variants.id),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("basket_items_variant_idx").on(t.basketId, t.variantId),
    check("basket_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** The buyer's contact details and addresses for a basket (SPEC §7 update-buyer). */
export const basketBuyers = pgTable("basket_buyers", {
  basketId: uuid()
    .primaryKey()
    .references(() => baskets.id, { onDelete: "cascade" }),
  email: text().notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  phone: text(),
  /** Address snapshots, validated by the basket module's zod schema. */
  billingAddress: jsonb().notNull(),
  shippingAddress: jsonb(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
