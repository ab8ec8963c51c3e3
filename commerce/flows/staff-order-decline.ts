import { z } from "zod";
import type { ShopLocale } from "../locale.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { queueTemplateMail } from "../modules/mail/index.ts";
import {
  findOrderProductIds,
  lockOrderForStaff,
  moveOrder,
  parseStaffInput,
  requireStaffAction,
  staffActionTargets,
} from "../modules/orders/index.ts";
import {
  insertPendingRefund,
  lockPaymentForRefund,
  recordAuthorizationCancelled,
  type RefundablePayment,
} from "../modules/payments/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { planRefund, refundReasonField } from "./staff-order-refund.ts";
import {
  askProviderToRefund,
  recordRefundOutcome,
  type RefundDeps,
  type RefundResult,
} from "./staff-order-refund-payment.ts";

/** What a decline or removal did with the money, and whether the shopper was told. */
export interface DeclineResult {
  /** The refund of everything captured and not yet refunded, if anything was. */
  refund: RefundResult | null;
  /** Whether an authorized, uncaptured payment was released at the provider. */
  authorizationCancelled: boolean;
  /**
   * The provider would not release an authorization our books hold as uncaptured (it may have been
   * captured after all, e.g. by a capture whose answer was lost): staff must check it with the
   * provider, and the shopper is not told that nothing was charged.
   */
  authorizationKept: boolean;
  /** False while the refund has not gone through: the shopper is mailed when it does (retryRefund, refund). */
  shopperMailed: boolean;
}

export interface DeclineDeps extends RefundDeps {
  /** Stock went back for these products: listings must follow. */
  onStockChanged: (productIds: number[]) => Promise<void>;
}

const declineInput = z.object({ reason: refundReasonField }).optional();

/** Releases an authorized, uncaptured payment; a provider that fails is logged, and the authorization lapses on its own. */
async function cancelAuthorization(deps: DeclineDeps, payment: RefundablePayment, orderId: string): Promise<boolean> {
  if (payment.provider !== deps.payments.name) return false;
  try {
    await deps.payments.cancel(payment.reference);
    return true;
  } catch (error) {
    deps.log.warn("Payment provider failed to cancel an authorization", {
      provider: deps.payments.name,
      orderId,
      err: error,
    });
    return false;
  }
}

/**
 * Declines (`decline`) or removes (`remove`) an order for staff (`orders.manage`), from
 * `processing` or `accepted`. (1) One transaction moves it (its stock goes back), records who did
 * it, writes a refund of everything captured and not yet refunded as `pending`, and audits it;
 * (2) the provider is asked to refund that, or to release an authorization that was never
 * captured; (3) a second transaction settles the refund and mails the shopper (order_declined,
 * saying what came back, or that nothing was charged); only then are the listings told of the stock. The order stays declined whatever the
 * provider answers; a refund it refused or never answered is on the order for staff to see and
 * retry (or refund again), and the shopper's mail waits for that refund to go through.
 */
export async function declineOrder(
  deps: DeclineDeps,
  actor: StaffActor,
  orderId: string,
  action: "decline" | "remove",
  input?: { reason?: string | undefined },
): Promise<DeclineResult> {
  requirePermission(actor, "orders.manage");
  const reason = parseStaffInput(declineInput, input, action)?.reason;
  const to = staffActionTargets[action];
  const declined = await deps.db.transaction(async (tx) => {
    // A completion capturing the payment holds this lock until the order is completed
    // (staff-order-complete.ts), so an `authorized` payment read below is not being captured.
    const { order, lines } = await lockOrderForStaff(tx, orderId);
    requireStaffAction(order.status, action);
    await moveOrder(tx, orderId, to, reason, actor.id);
    const payment = await lockPaymentForRefund(tx, orderId);
    const planned = payment && planRefund({ kind: "full", reason }, lines, payment, payment.captured);
    const refund =
      planned && planned.amount > 0
        ? await insertPendingRefund(tx, { orderId, ...planned, reason: reason ?? null, staffId: actor.id })
        : undefined;
    await recordAudit(tx, actor, {
      action: `order.${action}`,
      subjectKind: "order",
      subjectId: orderId,
      before: { status: order.status },
      after: { status: to, ...(refund ? { refund: { id: refund.id, amount: refund.amount, status: "pending" } } : {}) },
    });
    return { order, lines, payment, refund, productIds: await findOrderProductIds(tx, orderId) };
  });
  const { order, payment, refund } = declined;
  const outcome = refund && payment ? await askProviderToRefund(deps, refund, payment, declined.lines) : undefined;
  const releasing = !refund && payment?.status === "authorized";
  const authorizationCancelled = releasing ? await cancelAuthorization(deps, payment, orderId) : false;
  const result = await deps.db.transaction(async (tx) => {
    const refunded = refund ? await recordRefundOutcome(tx, actor, refund, outcome) : null;
    if (authorizationCancelled) await recordAuthorizationCancelled(tx, orderId);
    const authorizationKept = releasing && !authorizationCancelled;
    const tellNow =
      Boolean(order.email) &&
      !authorizationKept &&
      (!refunded || (refunded.settledHere && refunded.status === "succeeded"));
    if (tellNow)
      await queueTemplateMail(tx, {
        template: "order_declined",
        locale: order.locale as ShopLocale,
        recipient: order.email,
        orderId,
        data: {
          orderNumber: order.orderNumber,
          refundedAmount: refunded?.amount ?? null,
          currencyCode: order.currencyCode,
        },
      });
    return {
      refund: refunded && { refundId: refunded.refundId, amount: refunded.amount, status: refunded.status },
      authorizationCancelled,
      authorizationKept,
      shopperMailed: tellNow,
    };
  });
  await followStock(deps, orderId, declined.productIds);
  return result;
}

/**
 * Tells the listings the stock came back, once the money and the mail are settled; a failure is
 * logged, not thrown: the decline is done, and the listings catch up through the catalogue feed.
 */
async function followStock(deps: DeclineDeps, orderId: string, productIds: number[]): Promise<void> {
  try {
    await deps.onStockChanged(productIds);
  } catch (error) {
    deps.log.warn("Listings did not follow a declined order's stock; the catalogue feed catches up", {
      orderId,
      err: error,
    });
  }
}
