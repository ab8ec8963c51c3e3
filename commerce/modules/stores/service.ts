import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { findActiveVariantsByPartNo } from "../catalogue/index.ts";
import type { OpeningSchedule } from "./opening-hours.ts";
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

export interface Store {
  id: number;
  code: string;
  name: string;
  description: string;
  streetAddress: string;
  zipCode: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  phone: string;
  fax: string | null;
  email: string;
  openingHours: OpeningSchedule;
}

const hoursOf = (opens: string | null, closes: string | null) =>
  opens && closes ? { opens: opens.slice(0, 5), closes: closes.slice(0, 5) } : null;

/** Warehouses, stores and where a part number is in stock. */
export function createStoresService(db: Database) {
  return {
    /** The stores of a locale (SPEC §3: stores are kept per locale), with their opening hours. */
    async listStores(locale: ShopLocale): Promise<Store[]> {
      const rows = await db
        .select({ store: stores, name: storeTranslations.name, description: storeTranslations.description })
        .from(stores)
        .innerJoin(
          storeTranslations,
          and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale)),
        )
        .orderBy(asc(stores.sortOrder), asc(stores.id));
      return rows.map(({ store, name, description }) => ({
        id: store.id,
        code: store.code,
        name,
        description,
        streetAddress: store.streetAddress,
        zipCode: store.zipCode,
        city: store.city,
        country: store.country,
        latitude: store.latitude,
        longitude: store.longitude,
        phone: store.phone,
        fax: store.fax,
        email: store.email,
        openingHours: {
          weekdays: hoursOf(store.weekdayOpens, store.weekdayCloses),
          saturday: hoursOf(store.saturdayOpens, store.saturdayCloses),
          sunday: hoursOf(store.sundayOpens, store.sundayCloses),
        },
      }));
    },

    /** Every warehouse (SPEC §7 get-all-warehouses). */
    listWarehouses(): Promise<{ id: number; code: string; name: string; city: string }[]> {
      return db
        .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, city: warehouses.city })
        .from(warehouses)
        .orderBy(asc(warehouses.id));
    },

    /** The stores of a locale, in their sort order, with name and town (for choosing a pickup store). */
    listStoreNames(locale: ShopLocale): Promise<{ id: number; name: string; city: string }[]> {
      return db
        .select({ id: stores.id, name: storeTranslations.name, city: stores.city })
        .from(stores)
        .innerJoin(
          storeTranslations,
          and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale)),
        )
        .orderBy(asc(stores.sortOrder), asc(stores.id));
    },

    /** Stock of one part number in every warehouse and every store of the locale; undefined when unknown. */
    async getStockByPartNo(locale: ShopLocale, partNo: string): Promise<PartStock | undefined> {
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
          .innerJoin(
            storeTranslations,
            and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale)),
          )
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
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
