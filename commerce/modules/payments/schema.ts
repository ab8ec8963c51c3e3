import { sql, type SQL } from "drizzle-orm";
import { type AnyPgColumn, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "../orders/schema.ts";
import { staffMembers } from "../staff/schema.ts";

export const paymentStatus = pgEnum("payment_status", [
  "pending",
  "action_required",
  "authorized",
  "captured",
  "declined",
  "cancelled",
]);

/**
 * Where a payment's money stands, as the back office filters by it (payment-state.ts names the
 * states): one expression for payments_state_idx and every query that filters or shows the state,
 * so the index answers them. Literal branches only, so it is immutable, as an index needs.
 */
export const paymentStateExpression = (payment: {
  status: AnyPgColumn;
  refundedAmount: AnyPgColumn;
  amount: AnyPgColumn;
}): SQL =>
  sql`(case when ${payment.status} in ('pending', 'action_required') then 'awaiting' when ${payment.status} = 'captured' and ${payment.refundedAmount} >= ${payment.amount} then 'refunded' when ${payment.status} = 'captured' and ${payment.refundedAmount} > 0 then 'partially_refunded' when ${payment.status} = 'captured' then 'captured' when ${payment.status} = 'authorized' then 'authorized' when ${payment.status} = 'declined' then 'declined' else 'cancelled' end)`;

/** One payment per order: what the provider said, and whether the money was captured (once). */
export const payments = pgTable(
  "payments",
  {
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
    /**
     * What the refunds that succeeded gave back so far, kept with the payment (in the transaction
     * settling each refund) so the back office can filter orders by refunded state without summing
     * every order's refunds.
     */
    refundedAmount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    authorizedAt: timestamp({ withTimezone: true }),
    capturedAt: timestamp({ withTimezone: true }),
  },
  // The back office's order list filters by state: the rarer states (refunds, authorizations,
  // declines) are found here instead of by reading every payment.
  (t) => [index("payments_state_idx").on(paymentStateExpression(t), t.orderId)],
);

export const refundStatus = pgEnum("refund_status", ["pending", "succeeded", "failed"]);

/** An order line's share of a refund, when the refund names lines. */
export interface RefundedLine {
  orderLineId: number;
  quantity: number;
  amount: number;
}

/**
 * Money given back on a captured payment. Written `pending` before the provider is asked (its id
 * is the provider's idempotency key, so a retry never refunds twice), then `succeeded` or `failed`.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => payments.orderId, { onDelete: "cascade" }),
    status: refundStatus().notNull().default("pending"),
    amount: integer().notNull(),
    currencyCode: text().notNull(),
    /** The lines refunded, or empty for a refund by amount. */
    lines: jsonb().$type<RefundedLine[]>(),
    reason: text(),
    /** The provider's id for the refund, once it has one. */
    providerReference: text(),
    failureReason: text(),
    staffId: integer().references(() => staffMembers.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("payment_refunds_order_idx").on(t.orderId, t.createdAt)],
);
