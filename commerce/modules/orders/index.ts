export { createOrdersService, type OrdersService } from "./service.ts";
export { canAccessOrder, type OrderAccess } from "./order-access.ts";
export type { OrderDetail, OrderSummary } from "./order-lookup.ts";
export { moveOrder } from "./status-change.ts";
export {
  allowedStaffActions,
  canMoveOrder,
  orderTransitions,
  staffActionStatuses,
  stockReleasingStatuses,
  type OrderStatus,
  type StaffOrderAction,
} from "./status.ts";
export { createStaffOrdersService, type StaffOrdersService } from "./staff-service.ts";
export {
  orderListFilterInput,
  orderListQueryInput,
  parseStaffInput,
  type OrderListFilter,
  type OrderListQuery,
  type OrderSortKey,
} from "./staff-inputs.ts";
export type { OrderListEntry, OrderListPage } from "./order-list.ts";
export type { NewOrders } from "./order-feed.ts";
export { orderCsvColumns, type OrderCsvColumn, type OrderCsvHeader } from "./order-export.ts";
export type {
  OrderNote,
  OrderShipment,
  OrderTimelineStep,
  StaffOrderDetail,
  StaffOrderLine,
} from "./staff-order-detail.ts";
export {
  insertOrderNote,
  insertShipment,
  lockOrderForStaff,
  maxNoteLength,
  requireStaffAction,
  staffActionTargets,
} from "./staff-order-records.ts";
export {
  carrierCodes,
  carriers,
  resolveShipment,
  shipmentInput,
  type CarrierCode,
  type ResolvedShipment,
  type ShipmentInput,
} from "./carriers.ts";
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
export {
  exportCustomerOrders,
  listLatestOrders,
  listWaitingOrders,
  summariseCustomerOrders,
  summariseSales,
  type CurrencySales,
  type CustomerOrderSummary,
  type ExportedOrder,
  type ExportedOrderLine,
  type OrderListRow,
  type SalesPeriod,
  type WaitingOrders,
} from "./sales-summary.ts";
export { isVariantOrdered } from "./ordered-variants.ts";
