import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { getStockByPartNo, type PartStock } from "./part-stock.ts";
import { listStoreNames, listStores, listWarehouses, type Store } from "./store-directory.ts";

/** Warehouses, stores and where a part number is in stock. */
export interface StoresService {
  /** The stores of a locale (SPEC §3: stores are kept per locale), with their opening hours. */
  listStores(locale: ShopLocale): Promise<Store[]>;
  /** Every warehouse (SPEC §7 get-all-warehouses). */
  listWarehouses(): Promise<{ id: number; code: string; name: string; city: string }[]>;
  /** The stores of a locale, in their sort order, with name and town (for choosing a pickup store). */
  listStoreNames(locale: ShopLocale): Promise<{ id: number; name: string; city: string }[]>;
  /** Stock of one part number in every warehouse and every store of the locale; undefined when unknown. */
  getStockByPartNo(locale: ShopLocale, partNo: string): Promise<PartStock | undefined>;
}

/** The stores service on one database. */
export function createStoresService(db: Database): StoresService {
  return {
    listStores: (locale) => listStores(db, locale),
    listWarehouses: () => listWarehouses(db),
    listStoreNames: (locale) => listStoreNames(db, locale),
    getStockByPartNo: (locale, partNo) => getStockByPartNo(db, locale, partNo),
  };
}
