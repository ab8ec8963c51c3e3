import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { type Database, type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { hashSecretToken } from "#commerce/secret-tokens.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { isUuid } from "#commerce/validation.ts";
import { returnStock } from "../stores/index.ts";
import { orderLines, orders, orderStatus, orderStatusHistory, orderStockAllocations } from "./schema.ts";
import { canMoveOrder, stockReleasingStatuses, type OrderStatus } from "./status.ts";

export interface OrderSummary {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  currencyCode: string;
  totalIncVat: number;
  createdAt: Date;
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export interface OrderDetail extends Omit<OrderRow, "guestTokenHash" | "idempotencyKey" | "basketId"> {
  lines: OrderLineRow[];
  history: { fromStatus: OrderStatus | null; toStatus: OrderStatus; changedAt: Date }[];
}

/** Who asks for an order: its customer, or a guest holding the order's token. */
export interface OrderAccess {
  customerId: number | null;
  guestToken?: string | undefined;
}

const orderNotFound = () => new DomainError("not_found", problem("order_not_found"));

/** Whether `access` may see and act on the order: its customer, or the guest holding its token. */
export function canAccessOrder(order: Pick<OrderRow, "customerId" | "guestTokenHash">, access: OrderAccess): boolean {
  if (order.customerId !== null) return order.customerId === access.customerId;
  return Boolean(
    access.guestToken && order.guestTokenHash && hashSecretToken(access.guestToken) === order.guestTokenHash,
  );
}

/**
 * Moves an order to another status inside the caller's transaction, if the lifecycle allows it,
 * and records when. Moving to the status it already has changes nothing (a repeated callback);
 * declining or removing it puts its stock back. Returns whether the status changed.
 */
export async function moveOrder(
  tx: DatabaseOrTransaction,
  orderId: string,
  to: OrderStatus,
  note?: string,
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
      traced as (insert into ${orderStatusHistory} (order_id, from_status, to_status, note) select ${orderId}, from_status, ${to}, ${note ?? null} from moved)
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

/** Orders as their owner sees them, and the status changes the shop makes. */
export function createOrdersService(db: Database) {
  const summaryColumns = {
    id: orders.id,
    orderNumber: orders.orderNumber,
    status: orders.status,
    currencyCode: orders.currencyCode,
    totalIncVat: orders.totalIncVat,
    createdAt: orders.createdAt,
  };
  return {
    /** A customer's most recent orders, newest first. */
    listCustomerOrders(customerId: number, limit = 5): Promise<OrderSummary[]> {
      return db
        .select(summaryColumns)
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    /** One order with its lines and history, only for its customer or the guest holding its token. */
    async getOrder(orderId: string, access: OrderAccess): Promise<OrderDetail> {
      if (!isUuid(orderId)) throw orderNotFound();
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order || !canAccessOrder(order, access)) throw orderNotFound();
      const [lines, history] = await Promise.all([
        db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
        db
          .select({
            fromStatus: orderStatusHistory.fromStatus,
            toStatus: orderStatusHistory.toStatus,
            changedAt: orderStatusHistory.changedAt,
          })
          .from(orderStatusHistory)
          .where(eq(orderStatusHistory.orderId, orderId))
          .orderBy(asc(orderStatusHistory.id)),
      ]);
      const { guestTokenHash: _hash, idempotencyKey: _key, basketId: _basket, ...visible } = order;
      return { ...visible, lines, history };
    },

    /** Moves an order on (the merchant accepting or completing it, say); see moveOrder. */
    moveOrder(orderId: string, to: OrderStatus, note?: string): Promise<boolean> {
      return db.transaction((tx) => moveOrder(tx, orderId, to, note));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
