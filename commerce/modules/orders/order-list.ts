import { and, asc, desc, eq, exists, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Database, type DatabaseOrTransaction, readSideBySide } from "#commerce/db/client.ts";
import { ordersWithPaymentIn, type PaymentState, paymentStateIn, paymentStateOf } from "../payments/index.ts";
import { shopMidnight } from "../stores/index.ts";
import { buyerNameSql } from "./buyer-name.ts";
import { orders, orderSearchText } from "./schema.ts";
import type { ParsedOrderListFilter, ParsedOrderListQuery, OrderSortKey } from "./staff-inputs.ts";
import type { OrderStatus } from "./status.ts";

/** One order in the back office's list. */
export interface OrderListEntry {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  createdAt: Date;
  email: string;
  /** The billing address's first and last name. */
  buyerName: string;
  currencyCode: string;
  totalIncVat: number;
  deliveryMethodCode: string;
  pickupStoreId: number | null;
  /** The store's name as the order kept it. */
  pickupStoreName: string | null;
  paymentState: PaymentState;
  refundedAmount: number;
}

/** A page of the list, how many orders the filter matches in all, and where the next page starts. */
export interface OrderListPage {
  rows: OrderListEntry[];
  total: number;
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: number | null;
}

/** `%` and `_` are LIKE's wildcards: a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The filter as conditions on `orders` (and, for the payment state, its payment). */
export function orderListConditions(filter: ParsedOrderListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.statuses?.length) conditions.push(inArray(orders.status, filter.statuses));
  if (filter.deliveryMethodCodes?.length)
    conditions.push(inArray(orders.deliveryMethodCode, filter.deliveryMethodCodes));
  if (filter.pickupStoreIds?.length) conditions.push(inArray(orders.pickupStoreId, filter.pickupStoreIds));
  if (filter.createdFrom) conditions.push(gte(orders.createdAt, shopMidnight(filter.createdFrom)));
  if (filter.createdTo) conditions.push(lt(orders.createdAt, shopMidnight(filter.createdTo, 1)));
  if (filter.paymentStates?.length) conditions.push(paymentStateIn(orders.id, filter.paymentStates));
  if (filter.search) {
    // The same expression as orders_search_idx (trigrams), so the index answers the LIKE.
    const text = sql`${orderSearchText(orders)} like ${likePattern(filter.search)}`;
    const number = /^#?(\d{1,9})$/.exec(filter.search)?.[1];
    conditions.push(number ? or(eq(orders.orderNumber, Number(number)), text) : text);
  }
  return and(...conditions);
}

const sortColumns = { created: orders.createdAt, number: orders.orderNumber, total: orders.totalIncVat } as const;

/**
 * Pages by the sort key with the order number breaking ties (never by a non-unique key alone).
 * The cursor is the last row's order number; its sort value is read back in SQL, so no timestamp
 * crosses JavaScript (whose dates stop at milliseconds) on its way between pages.
 */
function afterCursor(sort: OrderSortKey, direction: "asc" | "desc", cursor: number): SQL {
  const comparison = direction === "desc" ? sql`<` : sql`>`;
  if (sort === "number") return sql`${orders.orderNumber} ${comparison} ${cursor}`;
  const last = alias(orders, "last_shown");
  const lastKey = { created: last.createdAt, total: last.totalIncVat }[sort];
  return sql`(${sortColumns[sort]}, ${orders.orderNumber}) ${comparison} (select ${lastKey}, ${last.orderNumber} from ${orders} ${sql.identifier("last_shown")} where ${last.orderNumber} = ${cursor})`;
}

/** The list's columns: the order's own, its buyer's name, its stored store's name, its payment state. */
export function selectListEntries(db: DatabaseOrTransaction) {
  const payment = paymentStateOf(orders.id);
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      email: orders.email,
      buyerName: buyerNameSql,
      currencyCode: orders.currencyCode,
      totalIncVat: orders.totalIncVat,
      deliveryMethodCode: orders.deliveryMethodCode,
      pickupStoreId: orders.pickupStoreId,
      pickupStoreName: sql<string | null>`${orders.pickupStore}->>'name'`,
      paymentState: sql<PaymentState>`coalesce(${payment.state}, 'none')`,
      refundedAmount: sql<number>`coalesce(${payment.refundedAmount}, 0)`,
    })
    .from(orders)
    .leftJoinLateral(payment, sql`true`);
}

/**
 * How many orders match. When the filter asks for payment states (other than `none`), the count
 * starts from the payments in those states (payments_state_idx; a payment has exactly one order)
 * and visits an order only to check the filter's other parts, if it has any: the refunded orders
 * of 100,000 are counted without reading the other 95,000.
 */
function countMatching(db: DatabaseOrTransaction, filter: ParsedOrderListFilter) {
  const states = filter.paymentStates ?? [];
  const total = { total: sql<number>`count(*)::int` };
  if (states.length === 0 || states.includes("none"))
    return db.select(total).from(orders).where(orderListConditions(filter));
  const paid = ordersWithPaymentIn(states.filter((state) => state !== "none"));
  const rest = orderListConditions({ ...filter, paymentStates: undefined });
  const orderMatches = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.id, paid.orderId), rest));
  return db
    .select(total)
    .from(paid)
    .where(rest ? exists(orderMatches) : undefined);
}

/** Orders matching the filter in the asked order, `limit` at a time, with how many match in all. */
export async function listOrders(db: Database, query: ParsedOrderListQuery): Promise<OrderListPage> {
  const filter = orderListConditions(query);
  const key = sortColumns[query.sort];
  const order = query.direction === "desc" ? desc : asc;
  const page = and(
    filter,
    query.cursor === undefined ? undefined : afterCursor(query.sort, query.direction, query.cursor),
  );
  const [rows, [counted]] = await readSideBySide<[OrderListEntry[], { total: number }[]]>(db, [
    () =>
      selectListEntries(db)
        .where(page)
        .orderBy(...(query.sort === "number" ? [order(key)] : [order(key), order(orders.orderNumber)]))
        .limit(query.limit + 1),
    () => countMatching(db, query),
  ]);
  const more = rows.length > query.limit;
  const shown = more ? rows.slice(0, query.limit) : rows;
  return { rows: shown, total: counted!.total, nextCursor: more ? shown.at(-1)!.orderNumber : null };
}

/**
 * Orders matching the filter by order number, after `afterNumber`, `limit` at a time: the export's
 * chunks (the same rows as the list, in a stable order however the list was sorted).
 */
export function listOrderChunk(
  db: Database,
  filter: ParsedOrderListFilter,
  afterNumber: number,
  limit: number,
): Promise<OrderListEntry[]> {
  return selectListEntries(db)
    .where(and(orderListConditions(filter), sql`${orders.orderNumber} > ${afterNumber}`))
    .orderBy(asc(orders.orderNumber))
    .limit(limit);
}
