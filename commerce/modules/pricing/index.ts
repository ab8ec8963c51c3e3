export { createPricingService, type Currency, type PricingService } from "./service.ts";
