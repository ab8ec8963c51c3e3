import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import type { StockAllocation } from "../stores/index.ts";
import { orderLines, orders, orderStatusHistory, orderStockAllocations } from "./schema.ts";

export type NewOrder = Omit<
  typeof orders.$inferInsert,
  "id" | "orderNumber" | "status" | "holdExpiresAt" | "createdAt" | "updatedAt"
>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "id" | "orderId">;

/**
 * Creates an order in `checkout` inside the caller's transaction: the order, its lines, the stock
 * it took and the first step of its history, in one statement (the foreign keys are checked when
 * it ends, so the lines may name the order written beside them). Its stock is held for
 * `holdSeconds` by the database's clock, which every process and the sweeper share.
 */
export async function insertOrder(
  tx: DatabaseOrTransaction,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  allocations: readonly StockAllocation[],
  holdSeconds: number,
): Promise<{ id: string; orderNumber: number }> {
  const id = randomUUID();
  // getSQL(): a builder put in a template as it is gets parentheses, which a WITH step may not have.
  const steps = [
    sql`created as (${tx
      .insert(orders)
      .values({ ...order, id, holdExpiresAt: sql`now() + make_interval(secs => ${holdSeconds})` })
      .returning({ orderNumber: orders.orderNumber })
      .getSQL()})`,
    sql`traced as (${tx.insert(orderStatusHistory).values({ orderId: id, fromStatus: null, toStatus: "checkout" }).getSQL()})`,
  ];
  if (lines.length > 0)
    steps.push(
      sql`lined as (${tx
        .insert(orderLines)
        .values(lines.map((line) => ({ ...line, orderId: id })))
        .getSQL()})`,
    );
  if (allocations.length > 0)
    steps.push(
      sql`allocated as (${tx
        .insert(orderStockAllocations)
        .values(allocations.map((allocation) => ({ ...allocation, orderId: id })))
        .getSQL()})`,
    );
  const [row] = await selectRows<{ order_number: number }>(
    tx,
    sql`with ${sql.join(steps, sql`, `)} select order_number from created`,
  );
  return { id, orderNumber: row!.order_number };
}
