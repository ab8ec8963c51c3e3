export {
  computeTotals,
  deliveryVatRate,
  readBasketLines,
  vatIncluded,
  type BasketLine,
  type BasketTotals,
} from "./basket-lines.ts";
export { addressInput, buyerInput, type Address, type AddressInput, type Buyer, type BuyerInput } from "./inputs.ts";
export { removeBasket } from "./basket-lifecycle.ts";
export type { BasketOwner } from "./basket-ownership.ts";
export type { Basket, BasketView } from "./basket-reads.ts";
export { createBasketService, type BasketService } from "./service.ts";
export { isVariantInABasket } from "./basketed-variants.ts";
