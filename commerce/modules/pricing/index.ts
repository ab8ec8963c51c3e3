export { listingPriceScope, minorUnitsPerUnit, toMajorUnits } from "./minor-units.ts";
export { createPricingService, type Currency, type PricingService } from "./service.ts";
export { listPriceOf } from "./list-price.ts";
