import { asc, eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { findActiveProductIds } from "../catalogue/index.ts";
import { wishlistItems } from "./schema.ts";

/** A wishlist is kept to a size a person can browse. */
export const wishlistLimit = 200;

function productIdsInput(ids: readonly unknown[]): number[] {
  const numbers = ids.map(Number);
  if (numbers.some((id) => !Number.isInteger(id) || id <= 0)) throw invalidField("ids", problem("invalid_product_ids"));
  const unique = [...new Set(numbers)];
  if (unique.length > wishlistLimit)
    throw new DomainError("invalid", problem("wishlist_too_long", { max: wishlistLimit }), [
      onField("ids", problem("wishlist_limit", { max: wishlistLimit })),
    ]);
  return unique;
}

/** A customer's saved product ids, oldest first. */
export async function getWishlist(db: DatabaseOrTransaction, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
  return rows.map((row) => row.productId);
}

/** Replaces the list; ids of products that do not exist (or are no longer sold) are dropped. */
export async function replaceWishlist(db: Database, customerId: number, ids: readonly unknown[]): Promise<number[]> {
  const wanted = productIdsInput(ids);
  const known = await findActiveProductIds(db, wanted);
  const kept = wanted.filter((id) => known.has(id));
  await db.transaction(async (tx) => {
    await eraseWishlist(tx, customerId);
    // Spaced timestamps keep the list's order.
    const now = Date.now();
    if (kept.length)
      await tx
        .insert(wishlistItems)
        .values(kept.map((productId, index) => ({ customerId, productId, addedAt: new Date(now + index) })));
  });
  return kept;
}

/**
 * SPEC §4 at login: the local and saved lists become their union (ids as numbers, no duplicates,
 * saved ones first), which is saved and returned to be kept locally too.
 */
export async function mergeWishlist(db: Database, customerId: number, localIds: readonly unknown[]): Promise<number[]> {
  const saved = await getWishlist(db, customerId);
  return replaceWishlist(db, customerId, [...saved, ...productIdsInput(localIds)]);
}

/** Empties a customer's wishlist, inside the caller's transaction when given one (account deletion). */
export async function eraseWishlist(db: DatabaseOrTransaction, customerId: number): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
}
