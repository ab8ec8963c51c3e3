import { and, eq, exists, inArray, not, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { queryBuilder } from "#commerce/db/client.ts";
import { payments, paymentStateExpression } from "./schema.ts";

/**
 * Where an order's money stands, as the back office filters and shows it: no payment yet
 * (`none`), waiting for the shopper or provider (`awaiting`), `authorized` but not yet taken,
 * `captured`, `partially_refunded`, `refunded` in full, `declined`, or `cancelled` (given up
 * before it was taken).
 */
export const paymentStates = [
  "none",
  "awaiting",
  "authorized",
  "captured",
  "partially_refunded",
  "refunded",
  "declined",
  "cancelled",
] as const;
export type PaymentState = (typeof paymentStates)[number];
type RowState = Exclude<PaymentState, "none">;

/** The state of the payment row in scope (payments_state_idx's expression). */
export const stateOfRow = sql<RowState>`${paymentStateExpression(payments)}`;

const rowStatesOf = (states: readonly PaymentState[]) => states.filter((state): state is RowState => state !== "none");

/**
 * An order's payment state and refunded amount as a lateral subquery the orders module joins in
 * its own list statement (ADR 0014); no row while paying has not begun (state `none`).
 */
export const paymentStateOf = (orderId: SQLWrapper) =>
  queryBuilder
    .select({ state: stateOfRow.as("payment_state"), refundedAmount: payments.refundedAmount })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .as("payment_state_of");

/** A condition the orders module puts in its WHERE: the order's payment is in one of `states`. */
export function paymentStateIn(orderId: SQLWrapper, states: readonly PaymentState[]): SQL {
  const rowStates = rowStatesOf(states);
  const paymentRow = (condition?: SQL) =>
    queryBuilder
      .select({ one: sql`1` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), condition));
  const conditions: SQL[] = [];
  if (rowStates.length > 0) conditions.push(exists(paymentRow(inArray(stateOfRow, rowStates))));
  if (states.includes("none")) conditions.push(not(exists(paymentRow())));
  return or(...conditions) ?? sql`false`;
}

/**
 * The ids of the orders whose payment is in one of `states` (`none` has no payment, so it is not
 * one of them), as a subquery `order_id` the orders module counts from: read off
 * payments_state_idx, without visiting every order.
 */
export const ordersWithPaymentIn = (states: readonly RowState[]) =>
  queryBuilder
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(inArray(stateOfRow, [...states]))
    .as("orders_with_payment_in");
