import type { Database } from "../db/client.ts";
import type { ShopLocale } from "../locale.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { queueTemplateMail } from "../modules/mail/index.ts";
import { lockOrderForStaff, moveOrder, requireStaffAction } from "../modules/orders/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";

/**
 * Accepts a paid order for staff (`orders.manage`): `processing` → `accepted`, recorded with who
 * did it, audited; a store-pickup order tells the shopper it is ready at its store (pickup_ready,
 * naming the store as the order kept it). One transaction.
 */
export async function acceptOrder(db: Database, actor: StaffActor, orderId: string): Promise<void> {
  requirePermission(actor, "orders.manage");
  await db.transaction(async (tx) => {
    const { order } = await lockOrderForStaff(tx, orderId);
    requireStaffAction(order.status, "accept");
    await moveOrder(tx, orderId, "accepted", undefined, actor.id);
    if (order.pickupStore && order.email)
      await queueTemplateMail(tx, {
        template: "pickup_ready",
        locale: order.locale as ShopLocale,
        recipient: order.email,
        orderId,
        data: { orderNumber: order.orderNumber, store: order.pickupStore },
      });
    await recordAudit(tx, actor, {
      action: "order.accept",
      subjectKind: "order",
      subjectId: orderId,
      before: { status: order.status },
      after: { status: "accepted" },
    });
  });
}
