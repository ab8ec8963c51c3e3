import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The merchant's settings, one row per key; each key's value is checked by its own zod schema. */
export const shopSettings = pgTable("shop_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
