import { and, eq, inArray, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import type { PaymentRow } from "./payment-reads.ts";
import { paymentRefunds, payments, type RefundedLine } from "./schema.ts";

export type { RefundedLine } from "./schema.ts";

/** A refund as we keep it. */
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Refunds that hold money: given back, or asked for and not yet answered. */
const committedStatuses = ["pending", "succeeded"] as const;

/** A payment locked for a refund, with what its refunds already hold. */
export interface RefundablePayment {
  status: PaymentRow["status"];
  provider: string;
  reference: string;
  currencyCode: string;
  /** What was captured: the payment's amount once captured, else nothing. */
  captured: number;
  /** Given back or asked for (succeeded and pending refunds). */
  committed: number;
  /** Of each order line (by id), how many its succeeded and pending refunds named. */
  refundedQuantities: Map<number, number>;
}

/** Succeeded and pending refunds' sum and lines, read under the payment's lock. */
async function readCommittedRefunds(tx: DatabaseOrTransaction, orderId: string) {
  return tx
    .select({ amount: paymentRefunds.amount, lines: paymentRefunds.lines })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), inArray(paymentRefunds.status, [...committedStatuses])));
}

/**
 * Locks an order's payment row for the rest of the caller's transaction and reads what may still
 * be refunded. Every refund of one payment queues on this lock, so two staff members refunding at
 * once can never give back more than was captured together. Undefined when paying never began.
 */
export async function lockPaymentForRefund(
  tx: DatabaseOrTransaction,
  orderId: string,
): Promise<RefundablePayment | undefined> {
  const [payment] = await tx
    .select({
      status: payments.status,
      provider: payments.provider,
      reference: payments.reference,
      currencyCode: payments.currencyCode,
      amount: payments.amount,
      capturedAt: payments.capturedAt,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .for("update");
  if (!payment) return undefined;
  const refunds = await readCommittedRefunds(tx, orderId);
  const refundedQuantities = new Map<number, number>();
  for (const line of refunds.flatMap((refund) => refund.lines ?? []))
    refundedQuantities.set(line.orderLineId, (refundedQuantities.get(line.orderLineId) ?? 0) + line.quantity);
  return {
    status: payment.status,
    provider: payment.provider,
    reference: payment.reference,
    currencyCode: payment.currencyCode,
    captured: payment.capturedAt ? payment.amount : 0,
    committed: refunds.reduce((sum, refund) => sum + refund.amount, 0),
    refundedQuantities,
  };
}

/**
 * Records a refund as `pending` before the provider is asked, inside the caller's transaction,
 * and answers its id (the provider's idempotency key). The payment is locked and what it may still
 * give back checked here, whatever the caller checked: succeeded and pending refunds together
 * never exceed what was captured, nor `ceiling` when given (support's limit of the order's total).
 */
export async function insertPendingRefund(
  tx: DatabaseOrTransaction,
  refund: {
    orderId: string;
    amount: number;
    lines: RefundedLine[] | null;
    reason: string | null;
    staffId: number | null;
    ceiling?: number | undefined;
  },
): Promise<RefundRow> {
  const payment = await lockPaymentForRefund(tx, refund.orderId);
  if (!payment || payment.captured === 0) throw new DomainError("conflict", problem("nothing_captured"));
  const limit = Math.min(payment.captured, refund.ceiling ?? payment.captured);
  const available = Math.max(0, limit - payment.committed);
  if (refund.amount > available || available === 0)
    throw new DomainError("conflict", problem("refund_exceeds_available", { available }));
  if (!Number.isInteger(refund.amount) || refund.amount <= 0)
    throw new DomainError("invalid", problem("refund_amount_invalid"));
  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      orderId: refund.orderId,
      amount: refund.amount,
      currencyCode: payment.currencyCode,
      lines: refund.lines,
      reason: refund.reason,
      staffId: refund.staffId,
    })
    .returning();
  return row!;
}

/** What the provider answered about a refund. */
export type RefundOutcome =
  { status: "succeeded"; providerReference: string } | { status: "failed"; failureReason: string };

/**
 * Records the provider's answer on a refund still pending, inside the caller's transaction; a
 * success adds to the payment's refunded amount. Answers the refund as settled, or undefined when
 * it was no longer pending (another retry settled it first).
 */
export async function settleRefund(
  tx: DatabaseOrTransaction,
  refundId: string,
  outcome: RefundOutcome,
): Promise<RefundRow | undefined> {
  const [settled] = await tx
    .update(paymentRefunds)
    .set({
      status: outcome.status,
      providerReference: outcome.status === "succeeded" ? outcome.providerReference : null,
      failureReason: outcome.status === "failed" ? outcome.failureReason : null,
      completedAt: new Date(),
    })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "pending")))
    .returning();
  if (settled?.status === "succeeded")
    await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} + ${settled.amount}` })
      .where(eq(payments.orderId, settled.orderId));
  return settled;
}

/** One refund of an order, or undefined when the order has no refund with that id. */
export async function findRefund(
  db: DatabaseOrTransaction,
  orderId: string,
  refundId: string,
): Promise<RefundRow | undefined> {
  const [refund] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.orderId, orderId)));
  return refund;
}
