import type { Database } from "../db/client.ts";
import type { ShopLocale } from "../locale.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { queueTemplateMail } from "../modules/mail/index.ts";
import {
  insertShipment,
  lockOrderForStaff,
  moveOrder,
  requireStaffAction,
  resolveShipment,
  type ShipmentInput,
} from "../modules/orders/index.ts";
import { DomainError } from "../errors.ts";
import { problem } from "../error-codes.ts";
import { findPayment, recordCapture } from "../modules/payments/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import type { PaymentProvider } from "../providers/payments/payment-provider.ts";

/**
 * Takes a payment still only authorized, inside the completion's transaction and under the order's
 * lock: whose payment it is, ask the provider (the order's id is the capture's idempotency key),
 * record the capture. The lock is held while the provider answers because a decline takes the same
 * lock first: it waits until the order is completed and is then refused, so it never releases an
 * authorization that is being captured (a rare wait: the shop captures at once, inside the
 * settling transaction as ADR 0007 says, so only an older or deferred payment is still authorized
 * here). A failure after the provider took the money leaves our books saying `authorized` and the
 * order where it was; asking again is the same capture. A provider that fails is `capture_failed`.
 */
async function captureAuthorized(tx: Database, payments: PaymentProvider, orderId: string): Promise<void> {
  const payment = await findPayment(tx, orderId);
  if (payment?.status !== "authorized") return;
  if (payment.provider !== payments.name)
    throw new DomainError("conflict", problem("payment_provider_not_configured", { provider: payment.provider }));
  try {
    await payments.capture(payment.reference, payment.amount, orderId);
  } catch {
    throw new DomainError("payment_failed", problem("capture_failed"));
  }
  await recordCapture(tx, orderId);
}

/**
 * Completes a shipped order for staff (`orders.manage`): `accepted` → `completed` with the
 * carrier, tracking number and tracking page (a carrier's own, or one given), recorded with who
 * did it, audited, and the shopper mailed the link (order_shipped). One transaction, holding the
 * order's lock throughout.
 *
 * Money: the shop captures a payment as soon as it is authorized (flows/place-order.ts), so a
 * completed order's money is normally taken already. A payment still only authorized (a provider
 * or an older order that captured later) is captured first (captureAuthorized); if the provider
 * refuses, or the payment went through a provider not configured here, the order does not move.
 */
export async function completeOrder(
  db: Database,
  payments: PaymentProvider,
  actor: StaffActor,
  orderId: string,
  input: ShipmentInput,
): Promise<void> {
  requirePermission(actor, "orders.manage");
  const shipment = resolveShipment(input);
  await db.transaction(async (tx) => {
    const { order } = await lockOrderForStaff(tx, orderId);
    requireStaffAction(order.status, "complete");
    await captureAuthorized(tx, payments, orderId);
    await moveOrder(tx, orderId, "completed", undefined, actor.id);
    await insertShipment(tx, orderId, shipment, actor.id);
    if (order.email)
      await queueTemplateMail(tx, {
        template: "order_shipped",
        locale: order.locale as ShopLocale,
        recipient: order.email,
        orderId,
        data: { orderNumber: order.orderNumber, ...shipment },
      });
    await recordAudit(tx, actor, {
      action: "order.complete",
      subjectKind: "order",
      subjectId: orderId,
      before: { status: order.status },
      after: { status: "completed", shipment },
    });
  });
}
