import { and, eq, isNull, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { reusableSql } from "#commerce/db/reusable-statements.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { returnStock } from "../stores/index.ts";
import { orderNotFound } from "./order-access.ts";
import { orders, orderStatus, orderStatusHistory, orderStockAllocations } from "./schema.ts";
import { canMoveOrder, stockReleasingStatuses, type OrderStatus } from "./status.ts";

/**
 * An order locked, moved if the lifecycle allows it, and traced, in one statement (run by every
 * order paid). The statuses go as text: PGlite learns array types when it opens, so an enum array
 * created by a later migration would not serialize.
 */
const orderMove = reusableSql<{ status: OrderStatus; moved: boolean }>(
  "order_move",
  sql`with
    was as (select id, status from ${orders} where id = ${sql.placeholder("orderId")} for update),
    moved as (
      update ${orders} o set status = ${sql.placeholder("to")}, updated_at = now() from was
      where o.id = was.id and was.status::text = any(${sql.placeholder("allowedFrom")}::text[])
      returning was.status as from_status
    ),
    traced as (
      insert into ${orderStatusHistory} (order_id, from_status, to_status, note, staff_id)
      select ${sql.placeholder("orderId")}, from_status, ${sql.placeholder("to")}, ${sql.placeholder("note")}, ${sql.placeholder("staffId")}::int from moved
    )
    select was.status, exists (select 1 from moved) as moved from was`,
);

/**
 * Moves an order to another status inside the caller's transaction, if the lifecycle allows it,
 * and records when (and which staff member, when one did). Moving to the status it already has changes nothing (a repeated callback);
 * declining or removing it puts its stock back. Returns whether the status changed.
 */
export async function moveOrder(
  tx: DatabaseOrTransaction,
  orderId: string,
  to: OrderStatus,
  note?: string,
  staffId?: number,
): Promise<boolean> {
  const allowedFrom = orderStatus.enumValues.filter((from) => canMoveOrder(from, to));
  const [row] = await orderMove(tx, { orderId, to, allowedFrom, note: note ?? null, staffId: staffId ?? null });
  if (!row) throw orderNotFound();
  if (row.status === to) return false;
  if (!row.moved) throw new DomainError("conflict", problem("order_transition_refused", { from: row.status, to }));
  if (stockReleasingStatuses.includes(to)) {
    const held = await tx
      .select()
      .from(orderStockAllocations)
      .where(and(eq(orderStockAllocations.orderId, orderId), isNull(orderStockAllocations.returnedAt)));
    await returnStock(tx, held);
    await tx
      .update(orderStockAllocations)
      .set({ returnedAt: new Date() })
      .where(and(eq(orderStockAllocations.orderId, orderId), isNull(orderStockAllocations.returnedAt)));
  }
  return true;
}
