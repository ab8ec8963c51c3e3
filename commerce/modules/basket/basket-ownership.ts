import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
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

/** The condition under which `owner` may use a basket row: a guest basket by its id, a customer's only by them. */
export const usableBy = (owner: BasketOwner) =>
  or(isNull(baskets.customerId), owner.customerId === null ? sql`false` : eq(baskets.customerId, owner.customerId));

/**
 * Changes the basket when `owner` may use it, the check and the change in one statement; in a
 * transaction this also locks the basket, so changes to one basket queue.
 */
export async function updateOwnBasket(
  tx: DatabaseOrTransaction,
  basketId: string,
  owner: BasketOwner,
  changes: Partial<Pick<typeof baskets.$inferInsert, "paymentMethodId" | "deliveryMethodId" | "pickupStoreId">> = {},
): Promise<void> {
  if (!isUuid(basketId)) throw basketNotFound();
  const updated = await tx
    .update(baskets)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(baskets.id, basketId), usableBy(owner)))
    .returning({ id: baskets.id });
  if (updated.length === 0) throw basketNotFound();
}
