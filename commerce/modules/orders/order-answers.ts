import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, readSideBySide } from "#commerce/db/client.ts";
import { reusableQuery } from "#commerce/db/reusable-statements.ts";
import { paymentOf } from "../payments/index.ts";
import { orderLines, orders } from "./schema.ts";
import type { OrderStatus } from "./status.ts";

// What the checkout flows read back of an order: the answer a shopper gets (with its payment's
// state, in one statement), the order as written for its payment or its mail, its products.

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

function selectOrderAnswers(db: DatabaseOrTransaction) {
  const payment = paymentOf(orders.id);
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      customerId: orders.customerId,
      basketId: orders.basketId,
      idempotencyKey: orders.idempotencyKey,
      totalIncVat: orders.totalIncVat,
      paymentStatus: payment.status,
      reason: payment.declineReason,
    })
    .from(orders)
    .leftJoinLateral(payment, sql`true`);
}

/** An order with where its payment stands: what a shopper is answered after placing or paying it. */
export type OrderAnswer = Awaited<ReturnType<typeof selectOrderAnswers>>[number];

/** One order's answer, or undefined for an unknown order. */
export async function findOrderAnswer(db: DatabaseOrTransaction, orderId: string): Promise<OrderAnswer | undefined> {
  const [order] = await selectOrderAnswers(db).where(eq(orders.id, orderId));
  return order;
}

/** Orders of a basket that still hold it: a basket becomes at most one of these (orders_live_basket_idx). */
const liveStatuses: readonly OrderStatus[] = ["checkout", "processing", "accepted", "completed"];

/**
 * The order a request already made (same basket and key, whatever became of it), or else the
 * basket's live order, which another request under another key made or is paying.
 */
export async function findBasketOrderAnswer(
  tx: DatabaseOrTransaction,
  basketId: string,
  idempotencyKey: string,
): Promise<OrderAnswer | undefined> {
  const [order] = await basketOrderAnswer(tx).execute({ basketId, idempotencyKey });
  return order;
}

// Read by every order placed, inside its transaction.
const basketOrderAnswer = reusableQuery((db) => {
  const key = sql.placeholder("idempotencyKey");
  return selectOrderAnswers(db)
    .where(
      and(
        eq(orders.basketId, sql.placeholder("basketId")),
        or(eq(orders.idempotencyKey, key), inArray(orders.status, [...liveStatuses])),
      ),
    )
    .orderBy(desc(eq(orders.idempotencyKey, key)))
    .limit(1)
    .prepare("basket_order_answer");
});

/** Whom an order belongs to and where its payment stands, in one statement; undefined until paying begins. */
export async function findOrderPayment(db: DatabaseOrTransaction, orderId: string) {
  const payment = paymentOf(orders.id);
  const [row] = await db
    .select({
      order: { customerId: orders.customerId, guestTokenHash: orders.guestTokenHash },
      payment: { status: payment.status, provider: payment.provider, reference: payment.reference },
    })
    .from(orders)
    .innerJoinLateral(payment, sql`true`)
    .where(eq(orders.id, orderId));
  return row;
}

/** An order as written, with its lines in order, read side by side; undefined for an unknown order. */
export async function findOrderWithLines(
  db: DatabaseOrTransaction,
  orderId: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] } | undefined> {
  const [[order], lines] = await readSideBySide<[OrderRow[], OrderLineRow[]]>(db, [
    () => db.select().from(orders).where(eq(orders.id, orderId)),
    () => db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
  ]);
  return order && { order, lines };
}

/** The products an order's lines name (a line's product may since have been deleted). */
export async function findOrderProductIds(db: DatabaseOrTransaction, orderId: string): Promise<number[]> {
  const lines = await db
    .select({ productId: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
}
