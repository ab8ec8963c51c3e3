export { listingPriceScope, minorUnitsPerUnit, toMajorUnits } from "./minor-units.ts";
export { priceText } from "./price-text.ts";
export { formatMoney, moneyFormatOfCode, type MoneyFormat } from "./money-format.ts";
export { createPricingService, type PricingService } from "./service.ts";
export { readMoneyFormat, type Currency } from "./currencies.ts";
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
export { lockCsvSaleSchedules, readCsvPrices, writeCsvPrices, type CsvPrice } from "./product-csv-prices.ts";
