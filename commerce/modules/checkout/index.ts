export { createCheckoutMethods, type CheckoutMethods } from "./service.ts";
export { chargeDelivery, leftToFreeDelivery } from "./delivery-charge.ts";
export { type DeliveryMethod, type OfferedMethods, type PaymentMethod } from "./offered-methods.ts";
