import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import type { ShopLocale } from "../locale.ts";
import type { CommerceLogger } from "../commerce.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { vatIncluded } from "../modules/basket/index.ts";
import { queueTemplateMail } from "../modules/mail/index.ts";
import type { OrderLineRow, OrderRow } from "../modules/orders/index.ts";
import { findRefund, type RefundOutcome, type RefundRow, settleRefund } from "../modules/payments/index.ts";
import type { StaffActor } from "../modules/access/index.ts";
import { type PaymentLine, type PaymentProvider, RefundRefusedError } from "../providers/payments/payment-provider.ts";

// The half of a refund that talks to the provider, shared by refunds and declines. A refund is
// first written `pending` and committed (staff-order-refund.ts, staff-order-decline.ts), so money
// the provider gives back is always on our books even if this process dies while asking; then the
// provider is asked outside any transaction, and its answer settles the refund in a second one.

/** What became of a refund: given back, refused by the provider, or still unknown (asked again later). */
export interface RefundResult {
  refundId: string;
  amount: number;
  status: "succeeded" | "failed" | "pending";
}

/** What the flows that refund need besides the database. */
export interface RefundDeps {
  db: Database;
  payments: PaymentProvider;
  log: CommerceLogger;
}

/**
 * The refund's lines as the provider shows them to the shopper, when they make up its whole
 * amount; a refund by amount (or one that also gives delivery back) goes without lines.
 */
function providerLinesOf(refund: RefundRow, lines: readonly OrderLineRow[]): PaymentLine[] | undefined {
  const named = (refund.lines ?? []).flatMap((refunded) => {
    const line = lines.find((candidate) => candidate.id === refunded.orderLineId);
    return line ? [{ line, quantity: refunded.quantity, amount: refunded.amount }] : [];
  });
  if (named.length === 0 || named.reduce((sum, { amount }) => sum + amount, 0) !== refund.amount) return undefined;
  return named.map(({ line, quantity, amount }) => ({
    reference: line.partNo,
    name: line.name,
    quantity,
    unitPriceIncVat: line.unitPriceIncVat,
    totalIncVat: amount,
    vatRate: line.vatRate,
    vatAmount: vatIncluded(amount, line.vatRate),
    kind: "goods" as const,
  }));
}

/**
 * Asks the provider for a pending refund, under the refund's id as its idempotency key. Answers the
 * outcome, or undefined when it is unknown (the provider could not be reached or answered with an
 * error that is not a refusal): the refund then stays pending, holding its amount, until asked again.
 */
export async function askProviderToRefund(
  deps: RefundDeps,
  refund: RefundRow,
  payment: { provider: string; reference: string },
  lines: readonly OrderLineRow[],
): Promise<RefundOutcome | undefined> {
  if (payment.provider !== deps.payments.name)
    return { status: "failed", failureReason: `provider_not_configured:${payment.provider}` };
  try {
    const answer = await deps.payments.refund(payment.reference, {
      refundId: refund.id,
      amount: refund.amount,
      lines: providerLinesOf(refund, lines),
      description: refund.reason ?? undefined,
    });
    return { status: "succeeded", providerReference: answer.reference };
  } catch (error) {
    if (error instanceof RefundRefusedError) return { status: "failed", failureReason: error.reason };
    deps.log.warn("Payment provider failed to answer a refund", {
      provider: deps.payments.name,
      orderId: refund.orderId,
      refundId: refund.id,
      err: error,
    });
    return undefined;
  }
}

/**
 * Records the provider's answer inside the caller's transaction, audited as the staff member's,
 * and answers the refund's result, and whether this call settled it (so only that call mails the
 * shopper): a refund another request settled meanwhile is answered as it now stands.
 */
export async function recordRefundOutcome(
  tx: DatabaseOrTransaction,
  actor: StaffActor,
  refund: RefundRow,
  outcome: RefundOutcome | undefined,
): Promise<RefundResult & { settledHere: boolean }> {
  const result = (status: RefundRow["status"], settledHere: boolean) => ({
    refundId: refund.id,
    amount: refund.amount,
    status,
    settledHere,
  });
  if (!outcome) return result("pending", false);
  const settled = await settleRefund(tx, refund.id, outcome);
  if (!settled) return result((await findRefund(tx, refund.orderId, refund.id))!.status, false);
  await recordAudit(tx, actor, {
    action: "order.refund_settled",
    subjectKind: "order",
    subjectId: refund.orderId,
    before: { refundId: refund.id, status: "pending" },
    after: {
      refundId: refund.id,
      status: settled.status,
      amount: settled.amount,
      ...(settled.failureReason ? { failureReason: settled.failureReason } : {}),
    },
  });
  return result(settled.status, true);
}

/**
 * Tells the shopper (in the order's language, at the order's address) that money went back to
 * them. On a declined or removed order this is the decline's own mail (order_declined with the
 * amount): a decline whose refund did not go through at once mails nothing until it does, since
 * "nothing was charged" would be untrue.
 */
export async function mailRefund(
  tx: DatabaseOrTransaction,
  order: Pick<OrderRow, "id" | "orderNumber" | "email" | "locale" | "currencyCode" | "status">,
  refund: RefundRow,
  lines: readonly OrderLineRow[],
): Promise<void> {
  if (!order.email) return;
  const mail = { locale: order.locale as ShopLocale, recipient: order.email, orderId: order.id };
  if (order.status === "declined" || order.status === "removed") {
    await queueTemplateMail(tx, {
      ...mail,
      template: "order_declined",
      data: { orderNumber: order.orderNumber, refundedAmount: refund.amount, currencyCode: refund.currencyCode },
    });
    return;
  }
  await queueTemplateMail(tx, {
    ...mail,
    template: "order_refunded",
    data: {
      orderNumber: order.orderNumber,
      amount: refund.amount,
      currencyCode: refund.currencyCode,
      lines: (refund.lines ?? []).flatMap((refunded) => {
        const line = lines.find((candidate) => candidate.id === refunded.orderLineId);
        return line ? [{ name: line.name, quantity: refunded.quantity }] : [];
      }),
    },
  });
}
