import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../accounts/schema.ts";

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  email: text().notNull().unique(),
  locale: text().notNull(),
  customerId: integer().references(() => customers.id, { onDelete: "set null" }),
  subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp({ withTimezone: true }),
});
