import { and, asc, eq, getTableColumns, type SQLWrapper } from "drizzle-orm";
import { type DatabaseOrTransaction, readSideBySide, queryBuilder } from "#commerce/db/client.ts";
import { type PaymentState, stateOfRow } from "./payment-state.ts";
import { paymentRefunds, payments } from "./schema.ts";
import type { RefundRow } from "./refund-records.ts";

/** An order's payment row as we keep it. */
export type PaymentRow = typeof payments.$inferSelect;

/**
 * An order's payment as a lateral subquery the orders module joins in its own statement (ADR
 * 0014): its `status`, `declineReason`, `provider` and the provider's `reference`; no row while
 * paying has not begun.
 */
export const paymentOf = (orderId: SQLWrapper) =>
  queryBuilder
    .select({
      status: payments.status,
      declineReason: payments.declineReason,
      provider: payments.provider,
      reference: payments.reference,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .as("order_payment");

/** An order's payment, or undefined while paying has not begun. */
export async function findPayment(db: DatabaseOrTransaction, orderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return payment;
}

/** An order's payment as the back office shows it: the provider's reference, what was authorized, captured and refunded, and each refund. */
export interface PaymentDetail extends PaymentRow {
  state: PaymentState;
  authorizedAmount: number;
  capturedAmount: number;
  /** Refunds asked for whose answer has not come (they hold their amount until it does). */
  pendingRefundAmount: number;
  refunds: RefundRow[];
}

/** An order's payment with its refunds (oldest first), or undefined while paying has not begun. */
export async function findPaymentDetail(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<PaymentDetail | undefined> {
  const [[payment], refunds] = await readSideBySide<[(PaymentRow & { state: PaymentState })[], RefundRow[]]>(db, [
    () =>
      db
        .select({ ...getTableColumns(payments), state: stateOfRow })
        .from(payments)
        .where(eq(payments.orderId, orderId)),
    () =>
      db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.orderId, orderId))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
  ]);
  if (!payment) return undefined;
  return {
    ...payment,
    authorizedAmount: payment.authorizedAt ? payment.amount : 0,
    capturedAmount: payment.capturedAt ? payment.amount : 0,
    pendingRefundAmount: refunds
      .filter((refund) => refund.status === "pending")
      .reduce((sum, refund) => sum + refund.amount, 0),
    refunds,
  };
}

/** Money given back to a shopper on one order: what they see of its refunds. */
export interface ShopperRefund {
  amount: number;
  currencyCode: string;
  lines: { orderLineId: number; quantity: number }[];
  refundedAt: Date;
}

/** The refunds of an order that went through, oldest first (the shopper's view: no reasons, no pending ones). */
export async function listSucceededRefunds(db: DatabaseOrTransaction, orderId: string): Promise<ShopperRefund[]> {
  const refunds = await db
    .select({
      amount: paymentRefunds.amount,
      currencyCode: paymentRefunds.currencyCode,
      lines: paymentRefunds.lines,
      completedAt: paymentRefunds.completedAt,
    })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.status, "succeeded")))
    .orderBy(asc(paymentRefunds.completedAt));
  return refunds.map((refund) => ({
    amount: refund.amount,
    currencyCode: refund.currencyCode,
    lines: (refund.lines ?? []).map(({ orderLineId, quantity }) => ({ orderLineId, quantity })),
    refundedAt: refund.completedAt!,
  }));
}
