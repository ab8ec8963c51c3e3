export { createCheckoutMethods, type CheckoutMethods } from "./service.ts";
export { type DeliveryMethod, type OfferedMethods, type PaymentMethod } from "./offered-methods.ts";
