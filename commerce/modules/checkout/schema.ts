import { boolean, integer, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** `hosted`: the provider's own checkout (Klarna Checkout), which offers its ways to pay itself. */
export const paymentMethodKind = pgEnum("payment_method_kind", ["card", "instalments", "invoice", "hosted"]);

/** A way to pay offered at checkout, handled by a payment provider. */
export const paymentMethods = pgTable("payment_methods", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  provider: text().notNull(),
  kind: paymentMethodKind().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

export const paymentMethodTranslations = pgTable(
  "payment_method_translations",
  {
    paymentMethodId: integer()
      .notNull()
      .references(() => paymentMethods.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.paymentMethodId, t.locale] })],
);

export const deliveryMethodKind = pgEnum("delivery_method_kind", ["home", "store_pickup"]);

export const deliveryMethods = pgTable("delivery_methods", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  code: text().notNull().unique(),
  kind: deliveryMethodKind().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

export const deliveryMethodTranslations = pgTable(
  "delivery_method_translations",
  {
    deliveryMethodId: integer()
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: "cascade" }),
    locale: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryMethodId, t.locale] })],
);

/** Delivery fee per currency, in minor units including VAT. */
export const deliveryMethodPrices = pgTable(
  "delivery_method_prices",
  {
    deliveryMethodId: integer()
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: "cascade" }),
    currencyCode: text().notNull(),
    priceIncVat: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryMethodId, t.currencyCode] })],
);
