export { createStoresService, type PartStock, type StoresService } from "./service.ts";
export { allocateStock, returnStock, type StockAllocation } from "./stock-allocation.ts";
