import type { Database } from "../db/client.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { insertOrderNote, lockOrderForStaff, type OrderNote, requireStaffAction } from "../modules/orders/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";

/** Adds an internal note to an order for staff (`orders.note`: owners, managers, support); shoppers never see it. Audited, in one transaction. */
export async function addOrderNote(db: Database, actor: StaffActor, orderId: string, body: string): Promise<OrderNote> {
  requirePermission(actor, "orders.note");
  return db.transaction(async (tx) => {
    const { order } = await lockOrderForStaff(tx, orderId);
    requireStaffAction(order.status, "note");
    const note = await insertOrderNote(tx, orderId, typeof body === "string" ? body : "", actor.id);
    await recordAudit(tx, actor, {
      action: "order.note",
      subjectKind: "order",
      subjectId: orderId,
      // The note itself stays in order_notes (erased with the order); the audit keeps its id and length.
      after: { noteId: note.id, length: note.body.length },
    });
    return note;
  });
}
