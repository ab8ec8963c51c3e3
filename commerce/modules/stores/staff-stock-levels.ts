import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, readSideBySide, selectRows } from "#commerce/db/client.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { stores, storeStock, storeTranslations, warehouses, warehouseStock } from "./schema.ts";

/** The most a location may hold, and the most one adjustment may add or take: well inside PostgreSQL's integer. */
export const maxStockQuantity = 1_000_000_000;

/** Where stock is held: a warehouse (web orders ship from it) or a store. */
export type StockLocationKind = "warehouse" | "store";

/** One warehouse or store as the back office names it. */
export interface StockLocation {
  kind: StockLocationKind;
  id: number;
  code: string;
  name: string;
}

/** What one location holds of one variant. */
export interface StockLevel {
  variantId: number;
  kind: StockLocationKind;
  locationId: number;
  onHand: number;
}

/** A change to one variant's stock at one location: set it to `quantity`, or add `quantity` (negative takes away). */
export interface StockLevelChange {
  variantId: number;
  kind: StockLocationKind;
  locationId: number;
  mode: "set" | "add";
  quantity: number;
}

/** Every warehouse, then every store (named in `locale`, else by its code), each in its own order. */
export async function listStockLocations(db: DatabaseOrTransaction, locale: ShopLocale): Promise<StockLocation[]> {
  const [warehouseRows, storeRows] = await readSideBySide(db, [
    () =>
      db
        .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name })
        .from(warehouses)
        .orderBy(asc(warehouses.id)),
    () =>
      db
        .select({
          id: stores.id,
          code: stores.code,
          name: sql<string>`coalesce(${storeTranslations.name}, ${stores.code})`,
        })
        .from(stores)
        .leftJoin(
          storeTranslations,
          and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale)),
        )
        .orderBy(asc(stores.sortOrder), asc(stores.id)),
  ]);
  return [
    ...warehouseRows.map((row) => ({ kind: "warehouse" as const, ...row })),
    ...storeRows.map((row) => ({ kind: "store" as const, ...row })),
  ];
}

/** Every warehouse's and store's code, for finding a location by the code a file names. */
export async function listStockLocationCodes(db: DatabaseOrTransaction): Promise<Omit<StockLocation, "name">[]> {
  const [warehouseRows, storeRows] = await readSideBySide(db, [
    () => db.select({ id: warehouses.id, code: warehouses.code }).from(warehouses),
    () => db.select({ id: stores.id, code: stores.code }).from(stores),
  ]);
  return [
    ...warehouseRows.map((row) => ({ kind: "warehouse" as const, ...row })),
    ...storeRows.map((row) => ({ kind: "store" as const, ...row })),
  ];
}

/** The stock rows of these variants at every warehouse and store (a location without a row holds none). */
export async function readStockLevels(db: DatabaseOrTransaction, variantIds: readonly number[]): Promise<StockLevel[]> {
  if (variantIds.length === 0) return [];
  const ids = [...variantIds];
  const [held, stocked] = await readSideBySide(db, [
    () =>
      db
        .select({
          variantId: warehouseStock.variantId,
          locationId: warehouseStock.warehouseId,
          onHand: warehouseStock.onHand,
        })
        .from(warehouseStock)
        .where(inArray(warehouseStock.variantId, ids)),
    () =>
      db
        .select({ variantId: storeStock.variantId, locationId: storeStock.storeId, onHand: storeStock.onHand })
        .from(storeStock)
        .where(inArray(storeStock.variantId, ids)),
  ]);
  return [
    ...held.map((row) => ({ kind: "warehouse" as const, ...row })),
    ...stocked.map((row) => ({ kind: "store" as const, ...row })),
  ];
}

/** For one kind of location: its stock table, that table's location column, and the table of the locations themselves. */
const stockTableOf = (kind: StockLocationKind) =>
  kind === "warehouse"
    ? { table: warehouseStock, location: sql.raw("warehouse_id"), parent: warehouses }
    : { table: storeStock, location: sql.raw("store_id"), parent: stores };

/**
 * Changes one variant's stock at one location inside the caller's transaction and says what it held
 * before and holds after. The row is locked first (as orders lock theirs, stock-allocation.ts), so
 * an order taking stock meanwhile either finishes first and is counted in `before`, or waits for
 * this change and takes from what it leaves: no decrement is lost. Stock never goes below zero:
 * taking more than is held is refused with how many there are, and nothing goes above
 * `maxStockQuantity`. Says the location's code too.
 */
export async function changeStockLevel(
  tx: DatabaseOrTransaction,
  change: StockLevelChange,
): Promise<{ before: number; after: number; locationCode: string }> {
  const { table, location, parent } = stockTableOf(change.kind);
  const [known] = await tx.select({ code: parent.code }).from(parent).where(eq(parent.id, change.locationId));
  if (!known) throw invalidField("location", problem("invalid_id"));
  const [locked] = await selectRows<{ on_hand: number }>(
    tx,
    sql`select on_hand from ${table} where variant_id = ${change.variantId} and ${location} = ${change.locationId} for update`,
  );
  const before = locked?.on_hand ?? 0;
  const after = change.mode === "set" ? change.quantity : before + change.quantity;
  if (after < 0) {
    const shortage = problem("only_left", { count: before });
    throw new DomainError("conflict", shortage, [{ field: "quantity", ...shortage }]);
  }
  // Adding to a full location would pass PostgreSQL's integer range (a server error) or hold more than any shop has.
  if (after > maxStockQuantity)
    throw invalidField(
      "quantity",
      problem("invalid_value", { detail: `a location holds at most ${maxStockQuantity}; this one holds ${before}` }),
    );
  // A row another adjustment inserted since the look-up above (there was none to lock) is moved
  // by the difference, not overwritten, unless the change sets a counted quantity.
  const difference = after - before;
  const [written] = await selectRows<{ on_hand: number }>(
    tx,
    sql`insert into ${table} (variant_id, ${location}, on_hand) values (${change.variantId}, ${change.locationId}, ${after})
      on conflict (variant_id, ${location}) do update set on_hand =
        ${change.mode === "set" ? sql`excluded.on_hand` : sql`${table}.on_hand + ${difference}`}
      returning on_hand`,
  );
  return { before, after: written!.on_hand, locationCode: known.code };
}

/**
 * Sets many variants' stock at many locations to counted quantities (an import), inside the
 * caller's transaction, one statement per kind of location. Rows are written in (variant,
 * location) order, the order orders lock them in, so an import and an order queue rather than
 * deadlock. Says how many rows now hold a different quantity than before.
 */
export async function setStockLevels(tx: DatabaseOrTransaction, levels: readonly StockLevel[]): Promise<number> {
  let changed = 0;
  for (const kind of ["warehouse", "store"] as const) {
    const rows = levels
      .filter((level) => level.kind === kind)
      .sort((a, b) => a.variantId - b.variantId || a.locationId - b.locationId);
    if (rows.length === 0) continue;
    const { table, location } = stockTableOf(kind);
    const column = (pick: (level: (typeof rows)[number]) => number) => sql.param(rows.map(pick));
    const wanted = sql`unnest(${column((r) => r.variantId)}::int[], ${column((r) => r.locationId)}::int[])
      with ordinality as w(variant_id, location_id, position)`;
    // Read and locked in a statement of its own: in the upsert's statement the lock would skip the
    // rows the upsert itself updates, and they would count as changed whatever they held.
    const earlier = await selectRows<{ variant_id: number; location_id: number; on_hand: number }>(
      tx,
      sql`select t.variant_id, t.${location} as location_id, t.on_hand from ${table} t
        join ${wanted} on w.variant_id = t.variant_id and w.location_id = t.${location}
        order by w.position for update of t`,
    );
    const heldBefore = new Map(earlier.map((row) => [`${row.variant_id}:${row.location_id}`, row.on_hand]));
    await tx.execute(
      sql`insert into ${table} (variant_id, ${location}, on_hand)
        select variant_id, location_id, on_hand
        from unnest(${column((r) => r.variantId)}::int[], ${column((r) => r.locationId)}::int[], ${column((r) => r.onHand)}::int[])
          with ordinality as level(variant_id, location_id, on_hand, position)
        order by position
        on conflict (variant_id, ${location}) do update set on_hand = excluded.on_hand`,
    );
    changed += rows.filter((row) => row.onHand !== (heldBefore.get(`${row.variantId}:${row.locationId}`) ?? 0)).length;
  }
  return changed;
}
