import { Hono } from "hono";
import type { Commerce } from "../commerce/commerce.ts";
import { isOpenAt, type Store } from "../commerce/modules/stores/index.ts";
import { readQuery } from "./query.ts";
import { resolveCurrencyParam, shopParams } from "./shop-params.ts";

const toStoreJson = (store: Store, now: Date) => ({
  Id: store.id,
  Code: store.code,
  Name: store.name,
  Description: store.description,
  StreetAddress: store.streetAddress,
  ZipCode: store.zipCode,
  City: store.city,
  Country: store.country,
  Latitude: store.latitude,
  Longitude: store.longitude,
  Phone: store.phone,
  Fax: store.fax,
  Email: store.email,
  OpeningHours: { Weekdays: store.openingHours.weekdays, Saturday: store.openingHours.saturday, Sunday: store.openingHours.sunday },
  IsOpenNow: isOpenAt(store.openingHours, now),
});

/** A store as /api/stores/get-all-stores answers it. */
export type StoreJson = ReturnType<typeof toStoreJson>;

/** /api/stores/get-all-stores (SPEC §7: cultureCode, currencyId; a list of stores). */
export function createStoresApi(commerce: Commerce) {
  return new Hono().get("/get-all-stores", async (c) => {
    const { cultureCode, currencyId } = readQuery(c, shopParams);
    await resolveCurrencyParam(commerce, currencyId);
    const now = new Date();
    return c.json((await commerce.stores.listStores(cultureCode)).map((store) => toStoreJson(store, now)));
  });
}

/** /api/warehouses/get-all-warehouses. */
export function createWarehousesApi(commerce: Commerce) {
  return new Hono().get("/get-all-warehouses", async (c) => c.json((await commerce.stores.listWarehouses()).map((warehouse) => ({ Id: warehouse.id, Code: warehouse.code, Name: warehouse.name, City: warehouse.city }))));
}
