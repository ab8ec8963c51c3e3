export { distanceKm, sortByDistance, type Coordinates } from "./distance.ts";
export { isOpenAt, stockholmClock, storeTimeZone, type OpeningSchedule } from "./opening-hours.ts";
export { createStoresService, type StoresService } from "./service.ts";
export { shopDayAt, shopDayField, shopMidnight } from "./shop-days.ts";
export type { PartStock } from "./part-stock.ts";
export type { Store } from "./store-directory.ts";
export { readPickupStore, type PickupStoreSnapshot } from "./pickup-store.ts";
export { searchStores } from "./store-search.ts";
export { allocateStock, returnStock, type StockAllocation } from "./stock-allocation.ts";
export {
  readWarehouseStock,
  storeOnHandSql,
  storeStockRows,
  variantInStockSql,
  warehouseOnHandSql,
  warehouseStockRows,
} from "./stock-sql.ts";
export { listLowStockVariants, type LowStock, type LowStockVariant } from "./low-stock.ts";
