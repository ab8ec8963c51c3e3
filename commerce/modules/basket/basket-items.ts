import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { reusableSql } from "#commerce/db/reusable-statements.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { isUuid } from "#commerce/validation.ts";
import { activeVariantRows, findActiveVariantsByPartNo } from "../catalogue/index.ts";
import { readWarehouseStock, warehouseOnHandSql } from "../stores/index.ts";
import {
  basketNotFound,
  findOwnBasket,
  updateOwnBasket,
  usableByOwnerPlaceholder,
  type BasketOwner,
} from "./basket-ownership.ts";
import {
  basketItemInput,
  basketItemUpdateInput,
  parseBasketInput,
  type BasketItemInput,
  type BasketItemUpdateInput,
} from "./inputs.ts";
import { basketItems, baskets } from "./schema.ts";

const basketItemNotFound = () =>
  new DomainError("not_found", problem("basket_item_not_found"), [onField("itemId", problem("basket_line_not_found"))]);

/** The variant ids of items given by part number (one read, only when some are). */
async function resolvePartNos(
  db: DatabaseOrTransaction,
  items: readonly { variantId?: number | undefined; partNo?: string | undefined }[],
): Promise<(number | undefined)[]> {
  const partNos = items.flatMap((item) => (item.variantId === undefined && item.partNo ? [item.partNo] : []));
  const byPartNo = await findActiveVariantsByPartNo(db, partNos);
  return items.map((item) => item.variantId ?? byPartNo.get(item.partNo ?? ""));
}

const unknownVariant = (index: number) =>
  new DomainError("invalid", problem("unknown_variant"), [
    onField(`items.${index}.variantId`, problem("variant_not_found")),
  ]);

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

interface VariantState {
  variantId: number;
  active: boolean;
  inBasket: number;
  onHand: number;
}

/**
 * Stamps the basket when `owner` may use it and reads, for each variant, whether it is sold, how
 * many the basket holds and what the warehouses hold: one statement. Undefined when the basket
 * is not the owner's.
 */
async function stampAndReadVariants(
  db: Database,
  basketId: string,
  owner: BasketOwner,
  variantIds: readonly number[],
): Promise<Map<number, VariantState> | undefined> {
  const rows = await stampAndRead(db, { basketId, customerId: owner.customerId, variantIds });
  if (!rows[0]?.stamped) return undefined;
  return new Map(rows.map((row) => [row.variantId, row]));
}

// Run by every add to a basket.
const stampAndRead = reusableSql<VariantState & { stamped: boolean }>(
  "basket_stamp_and_read_variants",
  sql`with stamped as (
        update ${baskets} set updated_at = now()
        where ${and(eq(baskets.id, sql.placeholder("basketId")), usableByOwnerPlaceholder)} returning id
      ),
      requested as (select distinct unnest(${sql.placeholder("variantIds")}::int[]) as variant_id)
      select exists (select 1 from stamped) as stamped, r.variant_id as "variantId",
        exists (select 1 from ${activeVariantRows} v where v.id = r.variant_id) as active,
        coalesce((select b.quantity from ${basketItems} b where b.basket_id = ${sql.placeholder("basketId")} and b.variant_id = r.variant_id), 0) as "inBasket",
        ${warehouseOnHandSql(sql`r.variant_id`)}::int as "onHand"
      from requested r`,
);

// Run by every add to a basket: the lines as one pair of arrays, so the statement has one shape.
const itemsAdd = reusableSql(
  "basket_items_add",
  sql`insert into ${basketItems} (basket_id, variant_id, quantity)
      select ${sql.placeholder("basketId")}, variant_id, quantity
      from unnest(${sql.placeholder("variantIds")}::int[], ${sql.placeholder("quantities")}::int[]) as added (variant_id, quantity)
      on conflict (basket_id, variant_id) do update set quantity = ${basketItems.quantity} + excluded.quantity`,
);

/**
 * Adds one or more lines (SPEC §7 add-to-basket, add-items-to-basket): a variant already in the
 * basket gets more, within what the warehouses hold. Two statements and no transaction: the check
 * reads, the upsert adds. Two adds racing on one basket both count (the upsert adds to the row as
 * it is then); their stock check may each miss the other's units, which placing the order, under
 * its stock locks, refuses.
 */
export async function addItems(
  db: Database,
  basketId: string,
  owner: BasketOwner,
  items: readonly BasketItemInput[],
): Promise<void> {
  if (items.length === 0 || items.length > 50)
    throw invalidField("items", problem("item_count_out_of_range", { min: 1, max: 50 }));
  if (!isUuid(basketId)) throw basketNotFound();
  const parsed = items.map((item) => parseBasketInput(basketItemInput, item));
  const resolved = await resolvePartNos(db, parsed);
  const states = await stampAndReadVariants(
    db,
    basketId,
    owner,
    resolved.filter((id): id is number => id !== undefined),
  );
  if (!states) throw basketNotFound();
  const added = new Map<number, number>();
  resolved.forEach((variantId, index) => {
    if (variantId === undefined || !states.get(variantId)?.active) throw unknownVariant(index);
    added.set(variantId, (added.get(variantId) ?? 0) + parsed[index]!.quantity);
  });
  const stock = new Map([...states.values()].map((state) => [state.variantId, state.onHand]));
  for (const [variantId, quantity] of added)
    assertInStock(variantId, states.get(variantId)!.inBasket + quantity, stock);
  await itemsAdd(db, { basketId, variantIds: [...added.keys()], quantities: [...added.values()] });
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
