import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { placeholderSql, reusableQuery } from "#commerce/db/reusable-statements.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { isUuid } from "#commerce/validation.ts";
import { baskets } from "./schema.ts";

/** Who is asking: a guest (no customer) or a logged-in customer. */
export interface BasketOwner {
  customerId: number | null;
}

/** The error for a basket that does not exist or that the asker may not use. */
export const basketNotFound = () => new DomainError("not_found", problem("basket_not_found"));

/** The basket row when `owner` may use it: a guest basket by its id, a customer's only by them. */
export async function findOwnBasket(
  tx: DatabaseOrTransaction,
  basketId: string,
  owner: BasketOwner,
): Promise<typeof baskets.$inferSelect> {
  if (!isUuid(basketId)) throw basketNotFound();
  const [basket] = await tx.select().from(baskets).where(eq(baskets.id, basketId));
  if (!basket || (basket.customerId !== null && basket.customerId !== owner.customerId)) throw basketNotFound();
  return basket;
}

/** Whether the basket exists and `owner` may use it (a cheap check, without reading its lines). */
export function hasBasket(db: DatabaseOrTransaction, basketId: string, owner: BasketOwner): Promise<boolean> {
  return findOwnBasket(db, basketId, owner).then(
    () => true,
    () => false,
  );
}

/**
 * The condition under which the owner may use a basket row (a guest basket by its id, a
 * customer's only by them), for statements built once: the owner's customer id is the
 * placeholder `customerId`, null for a guest (a comparison with null is never true).
 */
export const usableByOwnerPlaceholder = or(
  isNull(baskets.customerId),
  eq(baskets.customerId, sql.placeholder("customerId")),
);

type BasketChanges = Partial<
  Pick<typeof baskets.$inferInsert, "paymentMethodId" | "deliveryMethodId" | "pickupStoreId">
>;

/** One statement per set of changed columns (a stamp alone, the payment method, the delivery method with its store). */
const basketUpdates = new Map<string, ReturnType<typeof basketUpdateOf>>();

function basketUpdateOf(columns: readonly (keyof BasketChanges)[]) {
  return reusableQuery((db) =>
    db
      .update(baskets)
      .set({ ...Object.fromEntries(columns.map((column) => [column, placeholderSql(column)])), updatedAt: sql`now()` })
      .where(and(eq(baskets.id, sql.placeholder("basketId")), usableByOwnerPlaceholder))
      .returning({ id: baskets.id })
      .prepare(`basket_update_${columns.join("_") || "stamp"}`),
  );
}

/**
 * Changes the basket when `owner` may use it, the check and the change in one statement; in a
 * transaction this also locks the basket, so changes to one basket queue.
 */
export async function updateOwnBasket(
  tx: DatabaseOrTransaction,
  basketId: string,
  owner: BasketOwner,
  changes: BasketChanges = {},
): Promise<void> {
  if (!isUuid(basketId)) throw basketNotFound();
  const columns = (Object.keys(changes) as (keyof BasketChanges)[])
    .filter((column) => changes[column] !== undefined)
    .sort();
  const key = columns.join(",");
  let update = basketUpdates.get(key);
  if (!update) basketUpdates.set(key, (update = basketUpdateOf(columns)));
  const updated = await update(tx).execute({ ...changes, basketId, customerId: owner.customerId });
  if (updated.length === 0) throw basketNotFound();
}
