/** What client code may use of stores: search, distance order and opening hours, nothing that reaches the database. */
export { sortByDistance } from "./distance.ts";
export { isOpenAt, type OpeningSchedule } from "./opening-hours.ts";
export { searchStores } from "./store-search.ts";
export {
  maxStockImportCharacters,
  stockAdjustmentModes,
  stockAdjustmentReasons,
  stockLocationKey,
  stockSearchLimit,
} from "./staff-stock-choices.ts";
