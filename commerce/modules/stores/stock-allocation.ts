import { asc, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { reusableQuery, reusableSql } from "#commerce/db/reusable-statements.ts";
import { DomainError } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { warehouseStock } from "./schema.ts";

export interface StockAllocation {
  variantId: number;
  warehouseId: number;
  quantity: number;
}

// Locked by every order placed.
const lockedShelves = reusableQuery((db) =>
  db
    .select({
      variantId: warehouseStock.variantId,
      warehouseId: warehouseStock.warehouseId,
      onHand: warehouseStock.onHand,
    })
    .from(warehouseStock)
    .where(sql`${warehouseStock.variantId} = any(${sql.placeholder("variantIds")}::int[])`)
    .orderBy(asc(warehouseStock.variantId), asc(warehouseStock.warehouseId))
    .for("update")
    .prepare("warehouse_shelves_locked"),
);

/**
 * Takes stock for an order from the warehouses, inside the caller's transaction. The stock rows
 * are locked in a fixed order first, so simultaneous orders for the last units queue up instead of
 * both seeing them: one gets them, the other is told how many are left. Fullest warehouse first.
 */
export async function allocateStock(
  tx: DatabaseOrTransaction,
  wanted: readonly { variantId: number; quantity: number; name: string }[],
): Promise<StockAllocation[]> {
  const variantIds = [...new Set(wanted.map((line) => line.variantId))].sort((a, b) => a - b);
  const rows = await lockedShelves(tx).execute({ variantIds });
  const allocations: StockAllocation[] = [];
  for (const line of wanted) {
    const shelves = rows
      .filter((row) => row.variantId === line.variantId && row.onHand > 0)
      .sort((a, b) => b.onHand - a.onHand);
    const available = shelves.reduce((sum, row) => sum + row.onHand, 0);
    if (available < line.quantity) {
      const shortage =
        available === 0
          ? problem("out_of_stock", { name: line.name })
          : problem("only_left", { count: available, name: line.name });
      throw new DomainError("conflict", shortage, [onField(`variant.${line.variantId}`, shortage)]);
    }
    let remaining = line.quantity;
    for (const shelf of shelves) {
      if (remaining === 0) break;
      const taken = Math.min(shelf.onHand, remaining);
      shelf.onHand -= taken;
      remaining -= taken;
      allocations.push({ variantId: line.variantId, warehouseId: shelf.warehouseId, quantity: taken });
    }
  }
  await shiftStock(tx, allocations, -1);
  return allocations;
}

/** Puts allocated stock back on the warehouses' shelves. */
export async function returnStock(tx: DatabaseOrTransaction, allocations: readonly StockAllocation[]): Promise<void> {
  await shiftStock(tx, allocations, 1);
}

/** Adds (`sign` 1) or takes (-1) each allocation's quantity on its shelf, all in one statement (one shelf named twice moves by both). */
async function shiftStock(
  tx: DatabaseOrTransaction,
  allocations: readonly StockAllocation[],
  sign: 1 | -1,
): Promise<void> {
  if (allocations.length === 0) return;
  await stockShift(tx, {
    sign,
    variantIds: allocations.map((allocation) => allocation.variantId),
    warehouseIds: allocations.map((allocation) => allocation.warehouseId),
    quantities: allocations.map((allocation) => allocation.quantity),
  });
}

// Run by every order placed (and every one declined or removed).
const stockShift = reusableSql(
  "warehouse_stock_shift",
  sql`update ${warehouseStock} ws set on_hand = ws.on_hand + ${sql.placeholder("sign")}::int * moved.quantity
      from (
        select variant_id, warehouse_id, sum(quantity) as quantity
        from unnest(${sql.placeholder("variantIds")}::int[], ${sql.placeholder("warehouseIds")}::int[], ${sql.placeholder("quantities")}::int[]) as allocation(variant_id, warehouse_id, quantity)
        group by variant_id, warehouse_id
      ) moved
      where ws.variant_id = moved.variant_id and ws.warehouse_id = moved.warehouse_id`,
);
