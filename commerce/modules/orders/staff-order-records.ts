import { asc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { isUuid } from "#commerce/validation.ts";
import type { ResolvedShipment } from "./carriers.ts";
import { orderNotFound } from "./order-access.ts";
import type { OrderLineRow, OrderRow } from "./order-answers.ts";
import { orderLines, orderNotes, orders, orderShipments } from "./schema.ts";
import { type OrderStatus, type StaffOrderAction, staffActionStatuses } from "./status.ts";

/** The status each staff action that moves an order moves it to. */
export const staffActionTargets = {
  accept: "accepted",
  complete: "completed",
  decline: "declined",
  remove: "removed",
} as const satisfies Partial<Record<StaffOrderAction, OrderStatus>>;

/**
 * Locks an order for a staff action, for the rest of the caller's transaction, and answers it
 * with its lines (in order). Two staff members acting on one order at once take turns here, so
 * the second sees what the first did.
 */
export async function lockOrderForStaff(
  tx: DatabaseOrTransaction,
  orderId: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw orderNotFound();
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  return { order, lines };
}

/**
 * Refuses a staff action the order's status does not allow (status.ts's staffActionStatuses): a
 * move as `order_transition_refused`, any other action as `order_action_refused`.
 */
export function requireStaffAction(status: OrderStatus, action: StaffOrderAction): void {
  if (staffActionStatuses[action].includes(status)) return;
  const target = (staffActionTargets as Partial<Record<StaffOrderAction, OrderStatus>>)[action];
  throw new DomainError(
    "conflict",
    target
      ? problem("order_transition_refused", { from: status, to: target })
      : problem("order_action_refused", { action, status }),
  );
}

/** How a completed order was sent, written once inside the caller's transaction. */
export async function insertShipment(
  tx: DatabaseOrTransaction,
  orderId: string,
  shipment: ResolvedShipment,
  staffId: number,
): Promise<void> {
  await tx.insert(orderShipments).values({ orderId, ...shipment, staffId });
}

/** The longest internal note the back office keeps. */
export const maxNoteLength = 4000;

/** A staff member's internal note on an order, inside the caller's transaction; answers the note as stored. */
export async function insertOrderNote(tx: DatabaseOrTransaction, orderId: string, body: string, staffId: number) {
  const text = body.trim();
  if (!text) throw invalidField("body", problem("required"));
  if (text.length > maxNoteLength) throw invalidField("body", problem("too_long", { max: maxNoteLength }));
  const [note] = await tx.insert(orderNotes).values({ orderId, staffId, body: text }).returning();
  return note!;
}
