export { createCheckoutMethods, type CheckoutMethods, type DeliveryMethod, type PaymentMethod } from "./service.ts";
