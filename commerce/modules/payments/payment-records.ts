import { and, eq, inArray, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { placeholderSql, reusableQuery } from "#commerce/db/reusable-statements.ts";
import type { AuthorizationResult } from "#commerce/providers/payments/payment-provider.ts";
import { instalmentPlans, type PaymentDetails } from "./inputs.ts";
import { payments, type paymentStatus } from "./schema.ts";

type PaymentStatus = (typeof paymentStatus.enumValues)[number];

/** A payment the provider has not settled yet: it may still be paid, or refused. */
export const waitingPaymentStatuses = ["pending", "action_required"] as const satisfies readonly PaymentStatus[];

/** The payment waiting for an order's authorization, inside the caller's transaction: it marks the order as being paid. */
export async function insertPendingPayment(
  tx: DatabaseOrTransaction,
  payment: { orderId: string; provider: string; amount: number; currencyCode: string; details: PaymentDetails },
): Promise<void> {
  const { details } = payment;
  const plan =
    details.kind === "instalments"
      ? instalmentPlans(payment.amount).find((candidate) => candidate.months === details.months)
      : undefined;
  await pendingPaymentInsert(tx).execute({
    orderId: payment.orderId,
    provider: payment.provider,
    methodKind: details.kind,
    amount: payment.amount,
    currencyCode: payment.currencyCode,
    instalmentMonths: plan?.months ?? null,
    monthlyAmount: plan?.monthlyAmount ?? null,
    cardLast4: details.kind === "card" ? details.cardNumber.slice(-4) : null,
  });
}

// Written by every order paid now, inside its transaction.
const pendingPaymentInsert = reusableQuery((db) =>
  db
    .insert(payments)
    .values({
      orderId: sql.placeholder("orderId"),
      provider: sql.placeholder("provider"),
      methodKind: sql.placeholder("methodKind"),
      status: "pending",
      reference: "pending",
      amount: sql.placeholder("amount"),
      currencyCode: sql.placeholder("currencyCode"),
      instalmentMonths: sql.placeholder("instalmentMonths"),
      monthlyAmount: sql.placeholder("monthlyAmount"),
      cardLast4: sql.placeholder("cardLast4"),
    })
    .prepare("pending_payment_insert"),
);

/** Whether paying the order has begun: from then on its lines and total are what is being paid. */
export async function hasPayment(tx: DatabaseOrTransaction, orderId: string): Promise<boolean> {
  return (await tx.$count(payments, eq(payments.orderId, orderId))) > 0;
}

/**
 * Gives up a payment still waiting (`pending` or `action_required`) in our books, inside the
 * caller's transaction, so a late answer no longer pays it. Returns whether it was waiting.
 */
export async function cancelWaitingPayment(tx: DatabaseOrTransaction, orderId: string): Promise<boolean> {
  const givenUp = await tx
    .update(payments)
    .set({ status: "cancelled" })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...waitingPaymentStatuses])))
    .returning({ orderId: payments.orderId });
  return givenUp.length > 0;
}

/**
 * Records the provider's answer on a payment still waiting (`pending` or `action_required`); an
 * authorized payment is captured at once, so it is recorded as captured. Returns the payment's
 * amount and reference, or nothing when it was no longer waiting (a repeated answer or callback).
 */
export async function recordPaymentAnswer(
  tx: DatabaseOrTransaction,
  orderId: string,
  result: AuthorizationResult,
): Promise<{ amount: number; reference: string } | undefined> {
  const now = new Date();
  const authorized = result.status === "authorized";
  const [recorded] = await paymentAnswerUpdate(tx).execute({
    orderId,
    status: authorized ? "captured" : result.status,
    reference: result.reference,
    declineReason: result.status === "declined" ? result.reason : null,
    authorizedAt: authorized ? now : null,
    capturedAt: authorized ? now : null,
  });
  return recorded;
}

// Written by every order paid, inside the transaction that settles it.
const paymentAnswerUpdate = reusableQuery((db) =>
  db
    .update(payments)
    .set({
      status: placeholderSql("status"),
      reference: placeholderSql("reference"),
      declineReason: placeholderSql("declineReason"),
      authorizedAt: placeholderSql("authorizedAt"),
      capturedAt: placeholderSql("capturedAt"),
    })
    .where(and(eq(payments.orderId, sql.placeholder("orderId")), inArray(payments.status, [...waitingPaymentStatuses])))
    .returning({ amount: payments.amount, reference: payments.reference })
    .prepare("payment_answer_update"),
);

/**
 * Records that an authorized payment's money was taken (the provider's capture answered), inside
 * the caller's transaction. Returns whether it was waiting to be captured.
 */
export async function recordCapture(tx: DatabaseOrTransaction, orderId: string): Promise<boolean> {
  const captured = await tx
    .update(payments)
    .set({ status: "captured", capturedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "authorized")))
    .returning({ orderId: payments.orderId });
  return captured.length > 0;
}

/**
 * Records that an authorized, uncaptured payment was given up (the provider released it), inside
 * the caller's transaction, so it is never captured. Returns whether it was authorized.
 */
export async function recordAuthorizationCancelled(tx: DatabaseOrTransaction, orderId: string): Promise<boolean> {
  const cancelled = await tx
    .update(payments)
    .set({ status: "cancelled" })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "authorized")))
    .returning({ orderId: payments.orderId });
  return cancelled.length > 0;
}
