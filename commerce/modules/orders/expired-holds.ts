import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { orders } from "./schema.ts";
import { findOrderProductIds } from "./order-answers.ts";
import { moveOrder } from "./status-change.ts";

/**
 * Takes up to `limit` orders in `checkout` whose stock hold has run out, for this sweeper alone:
 * their rows are locked with SKIP LOCKED (a sweeper in another process takes other rows, never
 * waits) and their hold is moved `leaseSeconds` on, so no other sweeper sees them as expired while
 * this one asks the provider about them. A sweeper that dies meanwhile leaves them to the next
 * one when the lease runs out. An order from before holds were kept (no expiry) is held
 * `holdSeconds` from its creation.
 */
export async function claimExpiredHolds(
  db: Database,
  { limit, leaseSeconds, holdSeconds }: { limit: number; leaseSeconds: number; holdSeconds: number },
): Promise<string[]> {
  const expired = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "checkout"),
        or(
          lte(orders.holdExpiresAt, sql`now()`),
          and(isNull(orders.holdExpiresAt), lte(orders.createdAt, sql`now() - make_interval(secs => ${holdSeconds})`)),
        ),
      ),
    )
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(orders)
    .set({ holdExpiresAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(inArray(orders.id, expired))
    .returning({ id: orders.id });
  return claimed.map((order) => order.id);
}

/**
 * Removes an order whose hold ran out, inside the caller's transaction, if it is still in
 * `checkout` (it may have been paid meanwhile): its stock goes back. Answers the products whose
 * stock moved, or undefined when the order was left alone.
 */
export async function removeExpiredOrder(tx: DatabaseOrTransaction, orderId: string): Promise<number[] | undefined> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
  if (order?.status !== "checkout") return undefined;
  await moveOrder(tx, orderId, "removed", "stock hold expired");
  return findOrderProductIds(tx, orderId);
}

/**
 * Starts an unpaid order's hold again as its payment begins, under the order's row lock, so a
 * sweeper never removes an order while it is being paid. Answers false when the order has left
 * `checkout` meanwhile (a sweeper removed it).
 */
export async function restartHold(tx: DatabaseOrTransaction, orderId: string, holdSeconds: number): Promise<boolean> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
  if (order?.status !== "checkout") return false;
  await tx
    .update(orders)
    .set({ holdExpiresAt: sql`now() + make_interval(secs => ${holdSeconds})` })
    .where(eq(orders.id, orderId));
  return true;
}

/** Locks an order's row for the rest of the caller's transaction. */
export async function lockOrder(tx: DatabaseOrTransaction, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
}
