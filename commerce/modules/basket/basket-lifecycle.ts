import { eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { findOwnBasket, type BasketOwner } from "./basket-ownership.ts";
import type { BasketView } from "./basket-reads.ts";
import { baskets } from "./schema.ts";

/** A new, empty basket. The id is the shopper's key to it, so it is random and kept in a cookie. */
export async function createBasket(
  db: Database,
  owner: BasketOwner,
  view: Pick<BasketView, "locale" | "currencyId">,
): Promise<string> {
  const [row] = await db
    .insert(baskets)
    .values({ customerId: owner.customerId, locale: view.locale, currencyId: view.currencyId })
    .returning({ id: baskets.id });
  return row!.id;
}

/** Deletes the basket and its lines (SPEC §7 delete-basket). */
export async function deleteBasket(db: Database, basketId: string, owner: BasketOwner): Promise<void> {
  await findOwnBasket(db, basketId, owner);
  await removeBasket(db, basketId);
}

/** Deletes a basket with its lines and buyer inside the caller's transaction (a paid basket is done). */
export async function removeBasket(tx: DatabaseOrTransaction, basketId: string): Promise<void> {
  await tx.delete(baskets).where(eq(baskets.id, basketId));
}
