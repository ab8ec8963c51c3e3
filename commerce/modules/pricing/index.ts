export { listingPriceScope, minorUnitsPerUnit, toMajorUnits } from "./minor-units.ts";
export { createPricingService, type PricingService } from "./service.ts";
export { type Currency } from "./currencies.ts";
export { listPriceOf, priceRows } from "./list-price.ts";
export { changeListPrices, type ListPriceChange } from "./bulk-price-change.ts";
export {
  copyProductPrices,
  leavesListAsIs,
  readProductPrices,
  setProductPrices,
  type ListPriceSetting,
  type ListSale,
  type ProductListPrice,
} from "./staff-product-prices.ts";
export { endDueSales, startDueSales, type SweptSale } from "./sale-schedule-sweep.ts";
export { instantOfShopTime, shopTimeOf } from "./sale-schedule-times.ts";
export { readCsvPrices, writeCsvPrices, type CsvPrice } from "./product-csv-prices.ts";
