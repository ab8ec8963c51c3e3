import type { Database } from "../db/client.ts";
import type { CommerceLogger } from "../commerce.ts";
import type { OrderNote, ShipmentInput } from "../modules/orders/index.ts";
import type { StaffActor } from "../modules/access/index.ts";
import type { PaymentProvider } from "../providers/payments/payment-provider.ts";
import { acceptOrder } from "./staff-order-accept.ts";
import { completeOrder } from "./staff-order-complete.ts";
import { resendConfirmation } from "./staff-order-confirmation.ts";
import { type DeclineResult, declineOrder } from "./staff-order-decline.ts";
import { addOrderNote } from "./staff-order-note.ts";
import { type RefundRequest, refundOrder, retryRefund } from "./staff-order-refund.ts";
import type { RefundResult } from "./staff-order-refund-payment.ts";

export type { DeclineResult } from "./staff-order-decline.ts";
export type { RefundRequest } from "./staff-order-refund.ts";
export type { RefundResult } from "./staff-order-refund-payment.ts";

/**
 * What staff do to an order, each a flow that checks the actor's permission first, refuses an
 * action the order's status does not allow (`order_transition_refused` or `order_action_refused`,
 * 409), audits what it changed in the same transaction, and mails the shopper at the order's
 * address in the order's language. Reads are commerce.staffOrders.
 */
export interface StaffOrderActions {
  /** `processing` → `accepted`; a store-pickup order mails pickup_ready (`orders.manage`). */
  accept(actor: StaffActor, orderId: string): Promise<void>;
  /** `accepted` → `completed` with carrier, tracking number and link; mails order_shipped (`orders.manage`). */
  complete(actor: StaffActor, orderId: string, shipment: ShipmentInput): Promise<void>;
  /** `processing`/`accepted` → `declined`: stock back, captured money refunded, an uncaptured authorization released; mails order_declined (`orders.manage`). */
  decline(actor: StaffActor, orderId: string, input?: { reason?: string }): Promise<DeclineResult>;
  /** As decline, to `removed` (`orders.manage`). */
  remove(actor: StaffActor, orderId: string, input?: { reason?: string }): Promise<DeclineResult>;
  /** Refunds in full, by line or by amount, never more than captured (support: than the order's total); mails order_refunded (`orders.refund`). */
  refund(actor: StaffActor, orderId: string, request: RefundRequest): Promise<RefundResult>;
  /** Asks the provider again about a refund left pending, under the same idempotency key (`orders.refund`). */
  retryRefund(actor: StaffActor, orderId: string, refundId: string): Promise<RefundResult>;
  /** Queues the order confirmation again (`orders.manage`). */
  resendConfirmation(actor: StaffActor, orderId: string): Promise<void>;
  /** An internal note, never shown to the shopper (`orders.note`). */
  addNote(actor: StaffActor, orderId: string, body: string): Promise<OrderNote>;
}

export interface StaffOrderActionOptions {
  payments: PaymentProvider;
  log: CommerceLogger;
  /** Stock went back for these products (a decline or removal): listings must follow. */
  onStockChanged: (productIds: number[]) => Promise<void>;
}

/** The back office's order actions on one database and payment provider. */
export function createStaffOrderActions(db: Database, options: StaffOrderActionOptions): StaffOrderActions {
  const deps = { db, ...options };
  return {
    accept: (actor, orderId) => acceptOrder(db, actor, orderId),
    complete: (actor, orderId, shipment) => completeOrder(db, options.payments, actor, orderId, shipment),
    decline: (actor, orderId, input) => declineOrder(deps, actor, orderId, "decline", input),
    remove: (actor, orderId, input) => declineOrder(deps, actor, orderId, "remove", input),
    refund: (actor, orderId, request) => refundOrder(deps, actor, orderId, request),
    retryRefund: (actor, orderId, refundId) => retryRefund(deps, actor, orderId, refundId),
    resendConfirmation: (actor, orderId) => resendConfirmation(db, actor, orderId),
    addNote: (actor, orderId, body) => addOrderNote(db, actor, orderId, body),
  };
}
