import { asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
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

/** A customer's wishlist on the server: numeric product ids (SPEC §3), oldest first. */
export function createWishlistService(db: Database) {
  const read = async (customerId: number) =>
    (
      await db
        .select({ productId: wishlistItems.productId })
        .from(wishlistItems)
        .where(eq(wishlistItems.customerId, customerId))
        .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId))
    ).map((row) => row.productId);

  /** Replaces the list; ids of products that do not exist (or are no longer sold) are dropped. */
  const replace = async (customerId: number, ids: readonly unknown[]): Promise<number[]> => {
    const wanted = productIdsInput(ids);
    const known = await findActiveProductIds(db, wanted);
    const kept = wanted.filter((id) => known.has(id));
    await db.transaction(async (tx) => {
      await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
      // Spaced timestamps keep the list's order.
      const now = Date.now();
      if (kept.length)
        await tx
          .insert(wishlistItems)
          .values(kept.map((productId, index) => ({ customerId, productId, addedAt: new Date(now + index) })));
    });
    return kept;
  };

  return {
    getWishlist: read,
    replaceWishlist: replace,

    async deleteWishlist(customerId: number): Promise<void> {
      await db.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
    },

    /**
     * SPEC §4 at login: the local and saved lists become their union (ids as numbers, no
     * duplicates, saved ones first), which is saved and returned to be kept locally too.
     */
    async mergeWishlist(customerId: number, localIds: readonly unknown[]): Promise<number[]> {
      const saved = await read(customerId);
      return replace(customerId, [...saved, ...productIdsInput(localIds)]);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
