export { createStoresService, type PartStock, type StoresService } from "./service.ts";
