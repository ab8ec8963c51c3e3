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
export {
  changeStockLevel,
  listStockLocationCodes,
  listStockLocations,
  maxStockQuantity,
  readStockLevels,
  setStockLevels,
  type StockLevel,
  type StockLevelChange,
  type StockLocation,
  type StockLocationKind,
} from "./staff-stock-levels.ts";
export {
  maxStockImportCharacters,
  stockAdjustmentModes,
  stockAdjustmentReasons,
  stockImportProblemKinds,
  stockLocationKey,
  stockSearchLimit,
  type StockAdjustmentMode,
  type StockAdjustmentReason,
  type StockImportProblemKind,
} from "./staff-stock-choices.ts";
export { createStaffStoresService, type StaffStoresService } from "./staff-store-service.ts";
export type { StoreFormInput } from "./staff-store-inputs.ts";
export type { StaffStoreListEntry } from "./staff-store-reads.ts";
export { storeAsForm, type StaffStore, type StaffStoreException } from "./staff-store-rows.ts";
