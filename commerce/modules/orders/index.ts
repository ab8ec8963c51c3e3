export {
  createOrdersService,
  canAccessOrder,
  moveOrder,
  type OrderAccess,
  type OrderDetail,
  type OrderSummary,
  type OrdersService,
} from "./service.ts";
export { canMoveOrder, orderTransitions, stockReleasingStatuses, type OrderStatus } from "./status.ts";
export { countOrderCreation, defaultOrderCreationLimits, type OrderCreationLimits } from "./creation-limits.ts";
export { claimExpiredHolds, lockOrder, removeExpiredOrder, restartHold } from "./expired-holds.ts";
export { createCheckoutOrderChanges, type CheckoutOrderChanges } from "./checkout-changes.ts";
export { insertOrder, type NewOrder, type NewOrderLine } from "./order-creation.ts";
export { anonymiseCustomerOrders } from "./customer-anonymisation.ts";
