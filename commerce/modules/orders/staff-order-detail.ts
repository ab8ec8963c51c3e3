import { asc, eq } from "drizzle-orm";
import { type Database, readSideBySide } from "#commerce/db/client.ts";
import { isUuid } from "#commerce/validation.ts";
import { deliveryVatRate, vatIncluded } from "../basket/index.ts";
import { listMailForOrder, type MailSummary } from "../mail/index.ts";
import { findPaymentDetail, type PaymentDetail } from "../payments/index.ts";
import { findStaffNames } from "../staff/index.ts";
import { buyerNameSql } from "./buyer-name.ts";
import { orderNotFound } from "./order-access.ts";
import type { OrderLineRow, OrderRow } from "./order-answers.ts";
import { orderLines, orderNotes, orders, orderShipments, orderStatusHistory } from "./schema.ts";
import { allowedStaffActions, type OrderStatus, type StaffOrderAction } from "./status.ts";

/** An order line with what its refunds gave back and what may still be refunded. */
export interface StaffOrderLine extends OrderLineRow {
  /** Given back by refunds that went through. */
  refundedQuantity: number;
  /** Bought, less what succeeded and pending refunds named. */
  refundableQuantity: number;
}

/** One step of the order's status timeline; `staffId` names the staff member who moved it, if one did. */
export interface OrderTimelineStep {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string | null;
  staffId: number | null;
  changedAt: Date;
}

export type OrderNote = typeof orderNotes.$inferSelect;
export type OrderShipment = typeof orderShipments.$inferSelect;

/**
 * An order as the back office shows it: everything the shopper gave and bought, the VAT per rate,
 * the payment with its refunds, the timeline, internal notes, the shipment, the mails sent about
 * it, and what staff may do next. Without the guest's token hash, the basket and idempotency keys
 * (secrets of the checkout).
 */
export interface StaffOrderDetail extends Omit<OrderRow, "guestTokenHash" | "idempotencyKey" | "basketId"> {
  buyerName: string;
  lines: StaffOrderLine[];
  /** VAT included in the total, per rate (basis points), delivery counted at its own rate. */
  vatByRate: { rate: number; amount: number }[];
  payment: PaymentDetail | null;
  timeline: OrderTimelineStep[];
  notes: OrderNote[];
  shipment: OrderShipment | null;
  /** Mails about the order, newest first, with where their delivery stands. */
  mails: MailSummary[];
  /** The name of every staff member the timeline, notes, refunds and shipment name by id. */
  staffNames: Record<number, string>;
  allowedActions: StaffOrderAction[];
}

function vatByRate(lines: readonly OrderLineRow[], deliveryIncVat: number) {
  const byRate = new Map<number, number>();
  const add = (rate: number, amount: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  for (const line of lines) add(line.vatRate, vatIncluded(line.lineTotalIncVat, line.vatRate));
  if (deliveryIncVat > 0) add(deliveryVatRate, vatIncluded(deliveryIncVat, deliveryVatRate));
  return [...byRate].sort(([a], [b]) => b - a).map(([rate, amount]) => ({ rate, amount }));
}

/** Each line's refunded and refundable quantities, from the payment's refunds. */
function withRefunds(lines: readonly OrderLineRow[], payment: PaymentDetail | undefined): StaffOrderLine[] {
  const refunded = new Map<number, number>();
  const held = new Map<number, number>();
  for (const refund of payment?.refunds ?? []) {
    if (refund.status === "failed") continue;
    for (const line of refund.lines ?? []) {
      held.set(line.orderLineId, (held.get(line.orderLineId) ?? 0) + line.quantity);
      if (refund.status === "succeeded")
        refunded.set(line.orderLineId, (refunded.get(line.orderLineId) ?? 0) + line.quantity);
    }
  }
  return lines.map((line) => ({
    ...line,
    refundedQuantity: refunded.get(line.id) ?? 0,
    refundableQuantity: Math.max(0, line.quantity - (held.get(line.id) ?? 0)),
  }));
}

/** One order with everything the back office shows of it; not found for an unknown id. */
export async function readStaffOrderDetail(db: Database, orderId: string): Promise<StaffOrderDetail> {
  if (!isUuid(orderId)) throw orderNotFound();
  const [[found], lines, timeline, notes, [shipment], payment, mails] = await readSideBySide<
    [
      { order: OrderRow; buyerName: string }[],
      OrderLineRow[],
      OrderTimelineStep[],
      OrderNote[],
      OrderShipment[],
      PaymentDetail | undefined,
      MailSummary[],
    ]
  >(db, [
    () => db.select({ order: orders, buyerName: buyerNameSql }).from(orders).where(eq(orders.id, orderId)),
    () => db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    () =>
      db
        .select({
          fromStatus: orderStatusHistory.fromStatus,
          toStatus: orderStatusHistory.toStatus,
          note: orderStatusHistory.note,
          staffId: orderStatusHistory.staffId,
          changedAt: orderStatusHistory.changedAt,
        })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
        .orderBy(asc(orderStatusHistory.id)),
    () => db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.id)),
    () => db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)),
    () => findPaymentDetail(db, orderId),
    () => listMailForOrder(db, orderId),
  ]);
  if (!found) throw orderNotFound();
  const { order, buyerName } = found;
  const staffIds = [...timeline, ...notes, ...(shipment ? [shipment] : []), ...(payment?.refunds ?? [])].flatMap(
    (entry) => (entry.staffId === null ? [] : [entry.staffId]),
  );
  const { guestTokenHash: _hash, idempotencyKey: _key, basketId: _basket, ...visible } = order;
  return {
    ...visible,
    buyerName,
    lines: withRefunds(lines, payment),
    vatByRate: vatByRate(lines, order.deliveryIncVat),
    payment: payment ?? null,
    timeline,
    notes,
    shipment: shipment ?? null,
    mails,
    staffNames: await findStaffNames(db, staffIds),
    allowedActions: allowedStaffActions(order.status),
  };
}
