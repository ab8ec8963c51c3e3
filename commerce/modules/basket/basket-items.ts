import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { findActiveVariantIds, findActiveVariantsByPartNo } from "../catalogue/index.ts";
import { readWarehouseStock } from "../stores/index.ts";
import { findOwnBasket, updateOwnBasket, type BasketOwner } from "./basket-ownership.ts";
import {
  basketItemInput,
  basketItemUpdateInput,
  parseBasketInput,
  type BasketItemInput,
  type BasketItemUpdateInput,
} from "./inputs.ts";
import { basketItems } from "./schema.ts";

const basketItemNotFound = () =>
  new DomainError("not_found", problem("basket_item_not_found"), [onField("itemId", problem("basket_line_not_found"))]);

/** The variant of each item, given by id or by part number; an unknown or inactive one is refused. */
async function resolveVariantIds(
  tx: DatabaseOrTransaction,
  items: readonly { variantId?: number | undefined; partNo?: string | undefined }[],
): Promise<number[]> {
  const partNos = items.flatMap((item) => (item.variantId === undefined && item.partNo ? [item.partNo] : []));
  const byPartNo = await findActiveVariantsByPartNo(tx, partNos);
  const ids = items.map((item) => item.variantId ?? byPartNo.get(item.partNo ?? ""));
  const known = await findActiveVariantIds(
    tx,
    ids.filter((id): id is number => id !== undefined),
  );
  return ids.map((id, index) => {
    if (id === undefined || !known.has(id))
      throw new DomainError("invalid", problem("unknown_variant"), [
        onField(`items.${index}.variantId`, problem("variant_not_found")),
      ]);
    return id;
  });
}

function assertInStock(variantId: number, quantity: number, stock: Map<number, number>) {
  const available = stock.get(variantId) ?? 0;
  if (quantity > 99) throw invalidField("quantity", problem("quantity_too_large", { max: 99 }));
  if (quantity > available) {
    throw invalidField(
      "quantity",
      available === 0 ? problem("out_of_stock") : problem("only_left", { count: available }),
    );
  }
}

/** Adds quantities to lines (a variant already in the basket gets more), within what is in stock. */
async function addLines(tx: DatabaseOrTransaction, basketId: string, items: readonly BasketItemInput[]) {
  const parsed = items.map((item) => parseBasketInput(basketItemInput, item));
  const variantIds = await resolveVariantIds(tx, parsed);
  const existing = new Map(
    (
      await tx
        .select({ variantId: basketItems.variantId, quantity: basketItems.quantity })
        .from(basketItems)
        .where(eq(basketItems.basketId, basketId))
    ).map((row) => [row.variantId, row.quantity]),
  );
  const wanted = new Map<number, number>();
  variantIds.forEach((variantId, index) =>
    wanted.set(variantId, (wanted.get(variantId) ?? existing.get(variantId) ?? 0) + parsed[index]!.quantity),
  );
  const stock = await readWarehouseStock(tx, [...wanted.keys()]);
  for (const [variantId, quantity] of wanted) assertInStock(variantId, quantity, stock);
  await tx
    .insert(basketItems)
    .values([...wanted].map(([variantId, quantity]) => ({ basketId, variantId, quantity })))
    .onConflictDoUpdate({
      target: [basketItems.basketId, basketItems.variantId],
      set: { quantity: sql`excluded.quantity` },
    });
}

/** Adds one or more lines (SPEC §7 add-to-basket, add-items-to-basket). */
export async function addItems(
  db: Database,
  basketId: string,
  owner: BasketOwner,
  items: readonly BasketItemInput[],
): Promise<void> {
  if (items.length === 0 || items.length > 50)
    throw invalidField("items", problem("item_count_out_of_range", { min: 1, max: 50 }));
  await db.transaction(async (tx) => {
    await updateOwnBasket(tx, basketId, owner);
    await addLines(tx, basketId, items);
  });
}

/** Sets line quantities (SPEC §7 update-basket-item, update-basket-items); 0 removes a line. */
export async function updateItems(
  db: Database,
  basketId: string,
  owner: BasketOwner,
  updates: readonly BasketItemUpdateInput[],
): Promise<void> {
  const parsed = updates.map((update) => parseBasketInput(basketItemUpdateInput, update));
  await db.transaction(async (tx) => {
    await updateOwnBasket(tx, basketId, owner);
    const lines = await tx
      .select({ id: basketItems.id, variantId: basketItems.variantId })
      .from(basketItems)
      .where(eq(basketItems.basketId, basketId));
    const variantOf = new Map(lines.map((line) => [line.id, line.variantId]));
    for (const update of parsed) if (!variantOf.has(update.itemId)) throw basketItemNotFound();
    const stock = await readWarehouseStock(
      tx,
      lines.map((line) => line.variantId),
    );
    for (const update of parsed)
      if (update.quantity > 0) assertInStock(variantOf.get(update.itemId)!, update.quantity, stock);
    for (const update of parsed) {
      if (update.quantity === 0)
        await tx.delete(basketItems).where(and(eq(basketItems.id, update.itemId), eq(basketItems.basketId, basketId)));
      else
        await tx
          .update(basketItems)
          .set({ quantity: update.quantity })
          .where(and(eq(basketItems.id, update.itemId), eq(basketItems.basketId, basketId)));
    }
  });
}

/** Removes one line (SPEC §7 delete-basket-item). */
export async function deleteItem(db: Database, basketId: string, owner: BasketOwner, itemId: number): Promise<void> {
  await findOwnBasket(db, basketId, owner);
  const deleted = await db
    .delete(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
    .returning({ id: basketItems.id });
  if (deleted.length === 0) throw basketItemNotFound();
}
