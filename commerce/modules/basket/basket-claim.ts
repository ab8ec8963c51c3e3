import { eq, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { isUuid } from "#commerce/validation.ts";
import { readWarehouseStock } from "../stores/index.ts";
import { removeBasket } from "./basket-lifecycle.ts";
import { updateOwnBasket } from "./basket-ownership.ts";
import { basketItems, baskets } from "./schema.ts";

/**
 * At login: the guest basket becomes the customer's. When the customer already has a saved
 * basket, the guest's lines are added to it (up to what is in stock) and the guest basket goes.
 * Returns the id of the basket the customer now uses, if any.
 */
export function claimBasket(
  db: Database,
  guestBasketId: string | undefined,
  customerId: number,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .select({ id: baskets.id })
      .from(baskets)
      .where(eq(baskets.customerId, customerId))
      .orderBy(sql`${baskets.updatedAt} desc`)
      .limit(1);
    const guest =
      guestBasketId && isUuid(guestBasketId)
        ? (await tx.select().from(baskets).where(eq(baskets.id, guestBasketId)))[0]
        : undefined;
    if (!guest || (guest.customerId !== null && guest.customerId !== customerId)) return saved?.id;
    if (!saved || saved.id === guest.id) {
      await tx.update(baskets).set({ customerId, updatedAt: new Date() }).where(eq(baskets.id, guest.id));
      return guest.id;
    }
    const guestLines = await tx
      .select({ variantId: basketItems.variantId, quantity: basketItems.quantity })
      .from(basketItems)
      .where(eq(basketItems.basketId, guest.id));
    const savedLines = new Map(
      (
        await tx
          .select({ variantId: basketItems.variantId, quantity: basketItems.quantity })
          .from(basketItems)
          .where(eq(basketItems.basketId, saved.id))
      ).map((line) => [line.variantId, line.quantity]),
    );
    const stock = await readWarehouseStock(
      tx,
      guestLines.map((line) => line.variantId),
    );
    for (const line of guestLines) {
      const quantity = Math.min(
        (savedLines.get(line.variantId) ?? 0) + line.quantity,
        stock.get(line.variantId) ?? 0,
        99,
      );
      if (quantity > 0)
        await tx
          .insert(basketItems)
          .values({ basketId: saved.id, variantId: line.variantId, quantity })
          .onConflictDoUpdate({ target: [basketItems.basketId, basketItems.variantId], set: { quantity } });
    }
    await removeBasket(tx, guest.id);
    await updateOwnBasket(tx, saved.id, { customerId });
    return saved.id;
  });
}
