import { Hono } from "hono";
import type { Commerce } from "#commerce/commerce.ts";
import { readQuery } from "./query.ts";
import { resolveCurrencyParam, shopParams } from "./shop-params.ts";
import { toStoreJson } from "./store-shapes.ts";

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
  return new Hono().get("/get-all-warehouses", async (c) =>
    c.json(
      (await commerce.stores.listWarehouses()).map((warehouse) => ({
        Id: warehouse.id,
        Code: warehouse.code,
        Name: warehouse.name,
        City: warehouse.city,
      })),
    ),
  );
}
