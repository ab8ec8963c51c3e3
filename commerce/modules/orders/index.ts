export { createOrdersService, type OrdersService } from "./service.ts";
export { canAccessOrder, type OrderAccess } from "./order-access.ts";
export type { OrderDetail, OrderSummary } from "./order-lookup.ts";
export { moveOrder } from "./status-change.ts";
export { canMoveOrder, orderTransitions, stockReleasingStatuses, type OrderStatus } from "./status.ts";
export { countOrderCreation, defaultOrderCreationLimits, type OrderCreationLimits } from "./creation-limits.ts";
export { claimExpiredHolds, lockOrder, removeExpiredOrder, restartHold } from "./expired-holds.ts";
export { createCheckoutOrderChanges, type CheckoutOrderChanges } from "./checkout-changes.ts";
export { insertOrder, type NewOrder, type NewOrderLine } from "./order-creation.ts";
export { anonymiseCustomerOrders } from "./customer-anonymisation.ts";
export {
  findBasketOrderAnswer,
  findOrderPayment,
  findOrderAnswer,
  findOrderProductIds,
  findOrderWithLines,
  type OrderAnswer,
  type OrderLineRow,
  type OrderRow,
} from "./order-answers.ts";
