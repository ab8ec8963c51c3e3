import { z } from "zod";
import { DomainError } from "../errors.ts";
import { problem } from "../error-codes.ts";
import { idField, isUuid } from "../validation.ts";
import { recordAudit } from "../modules/audit/index.ts";
import {
  findOrderWithLines,
  lockOrderForStaff,
  type OrderLineRow,
  type OrderRow,
  parseStaffInput,
  requireStaffAction,
} from "../modules/orders/index.ts";
import {
  findPayment,
  findRefund,
  insertPendingRefund,
  lockPaymentForRefund,
  type RefundablePayment,
  type RefundedLine,
  type RefundOutcome,
  type RefundRow,
} from "../modules/payments/index.ts";
import { type StaffActor, requirePermission } from "../modules/access/index.ts";
import {
  askProviderToRefund,
  mailRefund,
  recordRefundOutcome,
  type RefundDeps,
  type RefundResult,
} from "./staff-order-refund-payment.ts";

/** Why money goes back, as staff write it (the provider may show it to the shopper). */
export const refundReasonField = z
  .string()
  .trim()
  .max(255)
  .optional()
  .transform((reason) => reason || undefined);

/** A refund as staff ask for it: everything still refundable, some of some lines, or an amount (minor units). */
export const refundRequestInput = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("full"), reason: refundReasonField }),
  z.object({
    kind: z.literal("lines"),
    lines: z
      .array(
        z.object({
          orderLineId: z.coerce.number().pipe(idField),
          quantity: z.coerce.number().int().min(1).max(100_000),
        }),
      )
      .min(1)
      .max(500),
    reason: refundReasonField,
  }),
  z.object({
    kind: z.literal("amount"),
    amount: z.coerce.number().int().min(1).max(2_000_000_000),
    reason: refundReasonField,
  }),
]);
export type RefundRequest = z.input<typeof refundRequestInput>;
export type ParsedRefundRequest = z.output<typeof refundRequestInput>;

/** Each line's quantity still refundable, with what it would give back. */
function remainingLines(lines: readonly OrderLineRow[], payment: RefundablePayment): RefundedLine[] {
  return lines.flatMap((line) => {
    const quantity = line.quantity - (payment.refundedQuantities.get(line.id) ?? 0);
    return quantity > 0 ? [{ orderLineId: line.id, quantity, amount: line.unitPriceIncVat * quantity }] : [];
  });
}

/** The lines asked for, each checked against what was bought less what refunds already named. */
function requestedLines(
  requested: { orderLineId: number; quantity: number }[],
  lines: readonly OrderLineRow[],
  payment: RefundablePayment,
): RefundedLine[] {
  const wanted = new Map<number, number>();
  for (const { orderLineId, quantity } of requested) wanted.set(orderLineId, (wanted.get(orderLineId) ?? 0) + quantity);
  return [...wanted].map(([orderLineId, quantity]) => {
    const line = lines.find((candidate) => candidate.id === orderLineId);
    if (!line) throw new DomainError("not_found", problem("order_line_not_found"));
    const available = line.quantity - (payment.refundedQuantities.get(line.id) ?? 0);
    if (quantity > available)
      throw new DomainError("conflict", problem("refund_quantity_exceeds", { line: orderLineId, available }));
    return { orderLineId, quantity, amount: line.unitPriceIncVat * quantity };
  });
}

/** What the refund gives back and for which lines; the amount is checked again where it is written. */
export function planRefund(
  request: ParsedRefundRequest,
  lines: readonly OrderLineRow[],
  payment: RefundablePayment,
  ceiling: number,
): { amount: number; lines: RefundedLine[] | null } {
  if (request.kind === "amount") return { amount: request.amount, lines: null };
  if (request.kind === "lines") {
    const refunded = requestedLines(request.lines, lines, payment);
    return { amount: refunded.reduce((sum, line) => sum + line.amount, 0), lines: refunded };
  }
  const amount = Math.max(0, ceiling - payment.committed);
  const remaining = remainingLines(lines, payment);
  // Lines only when they fit in the amount (a refund by amount earlier may have given some back).
  return { amount, lines: remaining.reduce((sum, line) => sum + line.amount, 0) <= amount ? remaining : null };
}

/**
 * The most the refunds of an order may give back together: what was captured; for support, also
 * never more than the order's total (issue 16's roles), whatever was captured.
 */
function refundCeiling(actor: StaffActor, captured: number, orderTotal: number): number {
  return actor.role === "support" ? Math.min(captured, orderTotal) : captured;
}

/**
 * Refunds an order in full, by line or by amount (`orders.refund`: owners, managers, support).
 * Two transactions around the provider's call, so the money is on our books before it moves:
 * (1) lock the order and its payment, plan the refund, write it `pending` and audit it; (2) ask
 * the provider, with the refund's id as idempotency key, outside any transaction; (3) settle it,
 * audit the outcome and mail the shopper. Refused by the provider: recorded `failed`, then thrown
 * as `refund_refused`. No answer: it stays `pending` (answered so) until retryRefund.
 */
export async function refundOrder(
  deps: RefundDeps,
  actor: StaffActor,
  orderId: string,
  input: RefundRequest,
): Promise<RefundResult> {
  requirePermission(actor, "orders.refund");
  const request = parseStaffInput(refundRequestInput, input, "refund");
  const reserved = await deps.db.transaction(async (tx) => {
    const { order, lines } = await lockOrderForStaff(tx, orderId);
    requireStaffAction(order.status, "refund");
    const payment = await lockPaymentForRefund(tx, orderId);
    if (!payment || payment.captured === 0) throw new DomainError("conflict", problem("nothing_captured"));
    const ceiling = refundCeiling(actor, payment.captured, order.totalIncVat);
    const planned = planRefund(request, lines, payment, ceiling);
    const refund = await insertPendingRefund(tx, {
      orderId,
      ...planned,
      reason: request.reason ?? null,
      staffId: actor.id,
      ceiling,
    });
    await recordAudit(tx, actor, {
      action: "order.refund",
      subjectKind: "order",
      subjectId: orderId,
      before: { committedRefunds: payment.committed },
      after: {
        committedRefunds: payment.committed + refund.amount,
        refund: { id: refund.id, kind: request.kind, amount: refund.amount, lines: refund.lines, status: "pending" },
      },
    });
    return { order, lines, payment, refund };
  });
  const outcome = await askProviderToRefund(deps, reserved.refund, reserved.payment, reserved.lines);
  return settleAndMail(deps, actor, reserved.refund, outcome, reserved);
}

/**
 * Asks the provider again about a refund left `pending` (its answer was lost), under the same
 * idempotency key, so it is never given twice; settles and mails as refundOrder does (`orders.refund`).
 */
export async function retryRefund(
  deps: RefundDeps,
  actor: StaffActor,
  orderId: string,
  refundId: string,
): Promise<RefundResult> {
  requirePermission(actor, "orders.refund");
  if (!isUuid(orderId) || !isUuid(refundId)) throw new DomainError("not_found", problem("refund_not_found"));
  const [refund, found, payment] = await Promise.all([
    findRefund(deps.db, orderId, refundId),
    findOrderWithLines(deps.db, orderId),
    findPayment(deps.db, orderId),
  ]);
  if (!refund || !found || !payment) throw new DomainError("not_found", problem("refund_not_found"));
  if (refund.status !== "pending") throw new DomainError("conflict", problem("refund_not_pending"));
  const outcome = await askProviderToRefund(deps, refund, payment, found.lines);
  return settleAndMail(deps, actor, refund, outcome, found);
}

/** Settles the refund as the provider answered, mails the shopper if this call gave the money back, and throws a refusal. */
async function settleAndMail(
  deps: RefundDeps,
  actor: StaffActor,
  refund: RefundRow,
  outcome: RefundOutcome | undefined,
  { order, lines }: { order: OrderRow; lines: OrderLineRow[] },
): Promise<RefundResult> {
  const { settledHere, ...result } = await deps.db.transaction(async (tx) => {
    const settled = await recordRefundOutcome(tx, actor, refund, outcome);
    if (settled.settledHere && settled.status === "succeeded") await mailRefund(tx, order, refund, lines);
    return settled;
  });
  if (settledHere && outcome?.status === "failed")
    throw new DomainError("payment_failed", problem("refund_refused", { reason: outcome.failureReason }));
  return result;
}
