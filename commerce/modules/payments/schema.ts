import { integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "../orders/schema.ts";

export const paymentStatus = pgEnum("payment_status", [
  "pending",
  "action_required",
  "authorized",
  "captured",
  "declined",
  "cancelled",
]);

/** One payment per order: what the provider said, and whether the money was captured (once). */
export const payments = pgTable("payments", {
  orderId: uuid()
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  provider: text().notNull(),
  methodKind: text().notNull(),
  status: paymentStatus().notNull(),
  /** The provider's id for the payment; never a card number. */
  reference: text().notNull(),
  amount: integer().notNull(),
  currencyCode: text().notNull(),
  /** For instalments: over how many months, and the monthly amount. */
  instalmentMonths: integer(),
  monthlyAmount: integer(),
  cardLast4: text(),
  declineReason: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  authorizedAt: timestamp({ withTimezone: true }),
  capturedAt: timestamp({ withTimezone: true }),
});
