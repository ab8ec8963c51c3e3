import type { Database } from "../db/client.ts";
import { DomainError } from "../errors.ts";
import { problem } from "../error-codes.ts";
import type { ShopLocale } from "../locale.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { orderConfirmationData, queueTemplateMail } from "../modules/mail/index.ts";
import { lockOrderForStaff, requireStaffAction } from "../modules/orders/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";

/**
 * Queues the order confirmation again for staff (`orders.manage`), to the order's email in its
 * language, for a paid order not declined or removed; audited, in one transaction.
 */
export async function resendConfirmation(db: Database, actor: StaffActor, orderId: string): Promise<void> {
  requirePermission(actor, "orders.manage");
  await db.transaction(async (tx) => {
    const { order, lines } = await lockOrderForStaff(tx, orderId);
    requireStaffAction(order.status, "resend_confirmation");
    // An erased customer's order keeps no address to write to.
    if (!order.email)
      throw new DomainError(
        "conflict",
        problem("order_action_refused", { action: "resend_confirmation", status: "anonymised" }),
      );
    const { id } = await queueTemplateMail(tx, {
      template: "order_confirmation",
      locale: order.locale as ShopLocale,
      recipient: order.email,
      orderId,
      data: orderConfirmationData(order, lines),
    });
    await recordAudit(tx, actor, {
      action: "order.resend_confirmation",
      subjectKind: "order",
      subjectId: orderId,
      // The mail's id leads to its recipient for those who may read mail; the audit keeps no address.
      after: { mailId: id },
    });
  });
}
