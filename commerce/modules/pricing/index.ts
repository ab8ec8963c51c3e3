export { listingPriceScope, minorUnitsPerUnit, toMajorUnits } from "./minor-units.ts";
export { createPricingService, type PricingService } from "./service.ts";
export { type Currency } from "./currencies.ts";
export { listPriceOf, priceRows } from "./list-price.ts";
