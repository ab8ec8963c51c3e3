import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { reusableQuery } from "#commerce/db/reusable-statements.ts";
import { findOwnBasket, type BasketOwner } from "./basket-ownership.ts";
import type { BasketView } from "./basket-reads.ts";
import { baskets } from "./schema.ts";

/** A new, empty basket. The id is the shopper's key to it, so it is random and kept in a cookie. */
export async function createBasket(
  db: Database,
  owner: BasketOwner,
  view: Pick<BasketView, "locale" | "currencyId">,
): Promise<string> {
  const [row] = await basketInsert(db).execute({
    customerId: owner.customerId,
    locale: view.locale,
    currencyId: view.currencyId,
  });
  return row!.id;
}

// Run by every shopper's first add.
const basketInsert = reusableQuery((db) =>
  db
    .insert(baskets)
    .values({
      customerId: sql.placeholder("customerId"),
      locale: sql.placeholder("locale"),
      currencyId: sql.placeholder("currencyId"),
    })
    .returning({ id: baskets.id })
    .prepare("basket_insert"),
);

/** Deletes the basket and its lines (SPEC §7 delete-basket). */
export async function deleteBasket(db: Database, basketId: string, owner: BasketOwner): Promise<void> {
  await findOwnBasket(db, basketId, owner);
  await removeBasket(db, basketId);
}

/** Deletes a basket with its lines and buyer inside the caller's transaction (a paid basket is done). */
export async function removeBasket(tx: DatabaseOrTransaction, basketId: string): Promise<void> {
  await basketDelete(tx).execute({ basketId });
}

// Run by every order paid, inside the transaction that settles it.
const basketDelete = reusableQuery((db) =>
  db
    .delete(baskets)
    .where(eq(baskets.id, sql.placeholder("basketId")))
    .prepare("basket_delete"),
);
