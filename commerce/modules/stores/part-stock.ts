import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { findActiveVariantsByPartNo } from "../catalogue/index.ts";
import { stores, storeStock, storeTranslations, warehouses, warehouseStock } from "./schema.ts";

export interface PartStock {
  partNo: string;
  variantId: number;
  /** Warehouse stock, SPEC §3 OnHand. */
  onHand: number;
  /** Store stock, SPEC §3 OnHandStore. */
  onHandStore: number;
  warehouses: { id: number; code: string; name: string; onHand: number }[];
  stores: {
    id: number;
    code: string;
    name: string;
    city: string;
    latitude: number;
    longitude: number;
    onHand: number;
  }[];
}

/** Stock of one part number in every warehouse and every store of the locale; undefined when unknown. */
export async function getStockByPartNo(
  db: Database,
  locale: ShopLocale,
  partNo: string,
): Promise<PartStock | undefined> {
  const variantId = (await findActiveVariantsByPartNo(db, [partNo])).get(partNo);
  if (variantId === undefined) return undefined;
  const variant = { id: variantId, partNo };
  const [warehouseRows, storeRows] = await Promise.all([
    db
      .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, onHand: warehouseStock.onHand })
      .from(warehouses)
      .leftJoin(
        warehouseStock,
        and(eq(warehouseStock.warehouseId, warehouses.id), eq(warehouseStock.variantId, variant.id)),
      )
      .orderBy(asc(warehouses.id)),
    db
      .select({
        id: stores.id,
        code: stores.code,
        name: storeTranslations.name,
        city: stores.city,
        latitude: stores.latitude,
        longitude: stores.longitude,
        onHand: storeStock.onHand,
      })
      .from(stores)
      .innerJoin(storeTranslations, and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale)))
      .leftJoin(storeStock, and(eq(storeStock.storeId, stores.id), eq(storeStock.variantId, variant.id)))
      .orderBy(asc(stores.sortOrder)),
  ]);
  const inWarehouses = warehouseRows.map((row) => ({ ...row, onHand: row.onHand ?? 0 }));
  const inStores = storeRows.map((row) => ({ ...row, onHand: row.onHand ?? 0 }));
  return {
    partNo: variant.partNo,
    variantId: variant.id,
    onHand: inWarehouses.reduce((sum, row) => sum + row.onHand, 0),
    onHandStore: inStores.reduce((sum, row) => sum + row.onHand, 0),
    warehouses: inWarehouses,
    stores: inStores,
  };
}
