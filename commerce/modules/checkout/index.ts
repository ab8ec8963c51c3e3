export {
  createCheckoutMethods,
  type CheckoutMethods,
  type DeliveryMethod,
  type OfferedMethods,
  type PaymentMethod,
} from "./service.ts";
