export {
  computeTotals,
  deliveryVatRate,
  readBasketLines,
  vatIncluded,
  type BasketLine,
  type BasketTotals,
} from "./basket-lines.ts";
export { addressInput, buyerInput, type Address, type AddressInput, type Buyer, type BuyerInput } from "./inputs.ts";
export {
  createBasketService,
  removeBasket,
  type Basket,
  type BasketOwner,
  type BasketService,
  type BasketView,
} from "./service.ts";
