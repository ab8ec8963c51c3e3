import { inArray, sql, type SQLWrapper } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { storeStock, warehouseStock } from "./schema.ts";

// What other modules may ask about stock. The pieces of SQL go inside their own statements (one
// round trip, as ADR 0014 explains), so the stock tables are named nowhere outside this module.
// `variantId` is a column or expression of the statement the piece is put in.

/** What the warehouses hold of a variant, 0 when it has no rows. */
export const warehouseOnHandSql = (variantId: SQLWrapper) =>
  sql<number>`coalesce((select sum(w.on_hand) from ${warehouseStock} w where w.variant_id = ${variantId}), 0)`;

/** What the stores hold of a variant, counting only `storeIds` when given; 0 when it has no rows. */
export const storeOnHandSql = (variantId: SQLWrapper, storeIds?: readonly number[]) =>
  sql<number>`coalesce((select sum(s.on_hand) from ${storeStock} s where s.variant_id = ${variantId}
    ${storeIds ? sql`and s.store_id = any(${sql.param([...storeIds])}::int[])` : sql``}), 0)`;

/** Whether any warehouse or store holds the variant. */
export const variantInStockSql = (variantId: SQLWrapper) =>
  sql<boolean>`(exists (select 1 from ${warehouseStock} ws where ws.variant_id = ${variantId} and ws.on_hand > 0)
    or exists (select 1 from ${storeStock} ss where ss.variant_id = ${variantId} and ss.on_hand > 0))`;

/** Every warehouse's stock rows, for the search module's read model: variant_id, on_hand. */
export const warehouseStockRows = sql`(select variant_id, on_hand from ${warehouseStock})`;

/** Every store's stock rows, for the search module's read model: variant_id, on_hand. */
export const storeStockRows = sql`(select variant_id, on_hand from ${storeStock})`;

/** What the warehouses hold of each variant (online orders ship from them); variants without rows are absent. */
export async function readWarehouseStock(
  db: DatabaseOrTransaction,
  variantIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ variantId: warehouseStock.variantId, onHand: sql<number>`sum(${warehouseStock.onHand})::int` })
    .from(warehouseStock)
    .where(inArray(warehouseStock.variantId, [...variantIds]))
    .groupBy(warehouseStock.variantId);
  return new Map(rows.map((row) => [row.variantId, row.onHand]));
}
