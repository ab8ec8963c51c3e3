// What the shop has sold, as the back office reads it: sales per currency over recent days, the
// orders waiting for staff, the latest orders, and one customer's orders (their detail and their
// data export). Read-only; each answer is one statement on the orders' indexes.
import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { shopDayAt, shopMidnight } from "../stores/index.ts";
import { buyerNameSql } from "./buyer-name.ts";
import { orderLines, orders } from "./schema.ts";
import type { OrderStatus } from "./status.ts";

/** Orders that were paid and not taken back: their totals are the shop's sales. */
const soldStatuses: readonly OrderStatus[] = ["processing", "accepted", "completed"];
/** Orders staff must act on: paid ones to accept, accepted ones to complete. */
const waitingStatuses = ["processing", "accepted"] as const satisfies readonly OrderStatus[];

/** How many orders sold for how much (minor units of the currency). */
export interface SalesPeriod {
  orders: number;
  amount: number;
}

/** One currency's sales today, over the last 7 and the last 30 days (each counting today). */
export interface CurrencySales {
  currencyCode: string;
  today: SalesPeriod;
  last7Days: SalesPeriod;
  last30Days: SalesPeriod;
}

/** An order in a back-office list. */
export interface OrderListRow {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  currencyCode: string;
  totalIncVat: number;
  createdAt: Date;
  email: string;
  /** The billing address's first and last name. */
  buyerName: string;
}

const listColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  currencyCode: orders.currencyCode,
  totalIncVat: orders.totalIncVat,
  createdAt: orders.createdAt,
  email: orders.email,
  buyerName: buyerNameSql,
};

/** Midnight `daysBefore` days before the shop's day at `now` (a day is 23 or 25 hours across a clock change). */
const startOfDay = (now: Date, daysBefore: number) => shopMidnight(shopDayAt(now), -daysBefore);

function salesIn(since: SQL) {
  return {
    orders: sql<number>`count(*) filter (where ${orders.createdAt} >= ${since})`.mapWith(Number),
    amount: sql<number>`coalesce(sum(${orders.totalIncVat}) filter (where ${orders.createdAt} >= ${since}), 0)`.mapWith(
      Number,
    ),
  };
}

/**
 * Sales per currency by when the orders were placed: today, the last 7 and the last 30 days, days
 * beginning at midnight in the shop's time zone. Currencies without sales in 30 days are absent.
 */
export async function summariseSales(db: DatabaseOrTransaction, now: Date): Promise<CurrencySales[]> {
  const rows = await db
    .select({
      currencyCode: orders.currencyCode,
      today: salesIn(startOfDay(now, 0)),
      last7Days: salesIn(startOfDay(now, 6)),
      last30Days: salesIn(startOfDay(now, 29)),
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...soldStatuses]),
        gte(orders.createdAt, startOfDay(now, 29)),
        lte(orders.createdAt, now),
      ),
    )
    .groupBy(orders.currencyCode)
    .orderBy(asc(orders.currencyCode));
  return rows;
}

/** The orders waiting for staff, oldest first (they have waited longest), and how many wait in each status. */
export interface WaitingOrders {
  counts: Record<(typeof waitingStatuses)[number], number>;
  orders: OrderListRow[];
}

/** Orders waiting for an action (paid, to accept; accepted, to complete), the `limit` oldest, with counts per status. */
export async function listWaitingOrders(db: DatabaseOrTransaction, limit: number): Promise<WaitingOrders> {
  const count = (status: OrderStatus) =>
    sql<number>`count(*) filter (where ${orders.status} = ${status}) over ()`.mapWith(Number);
  const rows = await db
    .select({ ...listColumns, processing: count("processing"), accepted: count("accepted") })
    .from(orders)
    .where(inArray(orders.status, [...waitingStatuses]))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return {
    counts: { processing: rows[0]?.processing ?? 0, accepted: rows[0]?.accepted ?? 0 },
    orders: rows.map(({ processing: _processing, accepted: _accepted, ...order }) => order),
  };
}

/** The `limit` newest orders past checkout (an order still in checkout is an unpaid attempt), newest first. */
export function listLatestOrders(db: DatabaseOrTransaction, limit: number): Promise<OrderListRow[]> {
  return db
    .select(listColumns)
    .from(orders)
    .where(ne(orders.status, "checkout"))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** A customer's orders in brief: how many they placed, what they spent per currency, their latest ones. */
export interface CustomerOrderSummary {
  orderCount: number;
  spent: { currencyCode: string; amount: number }[];
  latest: OrderListRow[];
}

/** One customer's orders past checkout: how many, spent per currency (sold orders only), and the `limit` newest. */
export async function summariseCustomerOrders(
  db: DatabaseOrTransaction,
  customerId: number,
  limit: number,
): Promise<CustomerOrderSummary> {
  const placed = and(eq(orders.customerId, customerId), ne(orders.status, "checkout"));
  const rows = await db
    .select({
      ...listColumns,
      orderCount: sql<number>`count(*) over ()`.mapWith(Number),
      spent: sql<{ currencyCode: string; amount: number }[]>`(
        select coalesce(json_agg(json_build_object('currencyCode', s.currency_code, 'amount', s.amount) order by s.currency_code), '[]')
        from (select o.currency_code, sum(o.total_inc_vat)::int as amount from ${orders} o
          where o.customer_id = ${customerId} and o.status in ${soldStatuses} group by o.currency_code) s)`,
    })
    .from(orders)
    .where(placed)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return {
    orderCount: rows[0]?.orderCount ?? 0,
    spent: rows[0]?.spent ?? [],
    latest: rows.map(({ orderCount: _count, spent: _spent, ...order }) => order),
  };
}

/** An order line as a customer's data export gives it. */
export interface ExportedOrderLine {
  partNo: string;
  name: string;
  variantDescription: string;
  quantity: number;
  unitPriceIncVat: number;
  lineTotalIncVat: number;
}

/** An order as a customer's data export gives it: what they bought, where it went, how they paid; none of the shop's keys. */
export interface ExportedOrder {
  orderNumber: number;
  status: OrderStatus;
  createdAt: Date;
  locale: string;
  currencyCode: string;
  email: string;
  billingAddress: unknown;
  shippingAddress: unknown;
  deliveryMethodCode: string;
  pickupStore: unknown;
  paymentMethodCode: string;
  subtotalIncVat: number;
  deliveryIncVat: number;
  vatAmount: number;
  totalIncVat: number;
  lines: ExportedOrderLine[];
}

/** Every order of one customer, each with its lines, oldest first (a GDPR access request). */
export function exportCustomerOrders(db: DatabaseOrTransaction, customerId: number): Promise<ExportedOrder[]> {
  return db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      locale: orders.locale,
      currencyCode: orders.currencyCode,
      email: orders.email,
      billingAddress: orders.billingAddress,
      shippingAddress: orders.shippingAddress,
      deliveryMethodCode: orders.deliveryMethodCode,
      pickupStore: orders.pickupStore,
      paymentMethodCode: orders.paymentMethodCode,
      subtotalIncVat: orders.subtotalIncVat,
      deliveryIncVat: orders.deliveryIncVat,
      vatAmount: orders.vatAmount,
      totalIncVat: orders.totalIncVat,
      lines: sql<ExportedOrderLine[]>`(
        select coalesce(json_agg(json_build_object('partNo', l.part_no, 'name', l.name,
          'variantDescription', l.variant_description, 'quantity', l.quantity,
          'unitPriceIncVat', l.unit_price_inc_vat, 'lineTotalIncVat', l.line_total_inc_vat) order by l.id), '[]')
        from ${orderLines} l where l.order_id = ${orders}.id)`,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
