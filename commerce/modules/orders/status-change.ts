import { and, eq, isNull, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { returnStock } from "../stores/index.ts";
import { orderNotFound } from "./order-access.ts";
import { orders, orderStatus, orderStatusHistory, orderStockAllocations } from "./schema.ts";
import { canMoveOrder, stockReleasingStatuses, type OrderStatus } from "./status.ts";

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
  // Locked, moved if the lifecycle allows it, and traced, in one statement. The statuses go as text:
  // PGlite learns array types when it opens, so an enum array created by a later migration would not serialize.
  const [row] = await selectRows<{ status: OrderStatus; moved: boolean }>(
    tx,
    sql`with
      was as (select id, status from ${orders} where id = ${orderId} for update),
      moved as (
        update ${orders} o set status = ${to}, updated_at = now() from was
        where o.id = was.id and was.status::text = any(${sql.param(allowedFrom)}::text[])
        returning was.status as from_status
      ),
      traced as (
        insert into ${orderStatusHistory} (order_id, from_status, to_status, note, staff_id)
        select ${orderId}, from_status, ${to}, ${note ?? null}, ${staffId ?? null}::int from moved
      )
      select was.status, exists (select 1 from moved) as moved from was`,
  );
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
