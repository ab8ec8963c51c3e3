import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { wishlistItems } from "./schema.ts";

/** Empties a customer's wishlist inside the caller's transaction (account deletion). */
export async function eraseWishlist(tx: DatabaseOrTransaction, customerId: number): Promise<void> {
  await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
}
