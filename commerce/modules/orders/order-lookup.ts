import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { isUuid } from "#commerce/validation.ts";
import { listSucceededRefunds, type ShopperRefund } from "../payments/index.ts";
import { canAccessOrder, orderNotFound, type OrderAccess } from "./order-access.ts";
import { orderLines, orders, orderShipments, orderStatusHistory } from "./schema.ts";
import type { OrderStatus } from "./status.ts";

export interface OrderSummary {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  currencyCode: string;
  totalIncVat: number;
  createdAt: Date;
}

/** An order as its owner sees it: without the secrets and keys that identify the guest and the basket. */
export interface OrderDetail extends Omit<
  typeof orders.$inferSelect,
  "guestTokenHash" | "idempotencyKey" | "basketId"
> {
  lines: (typeof orderLines.$inferSelect)[];
  history: { fromStatus: OrderStatus | null; toStatus: OrderStatus; changedAt: Date }[];
  /** How it was sent, once completed: the carrier, the parcel's number and its tracking page. */
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string; shippedAt: Date } | null;
  /** Money given back, oldest first (only refunds that went through). */
  refunds: ShopperRefund[];
}

const summaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  currencyCode: orders.currencyCode,
  totalIncVat: orders.totalIncVat,
  createdAt: orders.createdAt,
};

/** A customer's most recent orders, newest first. */
export function listCustomerOrders(db: Database, customerId: number, limit: number): Promise<OrderSummary[]> {
  return db
    .select(summaryColumns)
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}

/** One order with its lines, history, shipment and refunds, only for its customer or the guest holding its token. */
export async function getOrder(db: Database, orderId: string, access: OrderAccess): Promise<OrderDetail> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !canAccessOrder(order, access)) throw orderNotFound();
  const [lines, history, [shipment], refunds] = await Promise.all([
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
    db
      .select({
        carrier: orderShipments.carrier,
        trackingNumber: orderShipments.trackingNumber,
        trackingUrl: orderShipments.trackingUrl,
        shippedAt: orderShipments.shippedAt,
      })
      .from(orderShipments)
      .where(eq(orderShipments.orderId, orderId)),
    listSucceededRefunds(db, orderId),
  ]);
  const { guestTokenHash: _hash, idempotencyKey: _key, basketId: _basket, ...visible } = order;
  return { ...visible, lines, history, shipment: shipment ?? null, refunds };
}
