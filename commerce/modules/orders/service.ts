import type { Database } from "#commerce/db/client.ts";
import type { OrderAccess } from "./order-access.ts";
import { getOrder, listCustomerOrders, type OrderDetail, type OrderSummary } from "./order-lookup.ts";
import type { OrderStatus } from "./status.ts";
import { moveOrder } from "./status-change.ts";

/** Orders as their owner sees them, and the status changes the shop makes. */
export interface OrdersService {
  /** A customer's most recent orders (5 unless told), newest first. */
  listCustomerOrders(customerId: number, limit?: number): Promise<OrderSummary[]>;
  /** One order with its lines and history, only for its customer or the guest holding its token. */
  getOrder(orderId: string, access: OrderAccess): Promise<OrderDetail>;
  /** Moves an order on (the merchant accepting or completing it, say) in a transaction of its own; see status-change.ts. */
  moveOrder(orderId: string, to: OrderStatus, note?: string): Promise<boolean>;
}

/** The orders service bound to a database. */
export function createOrdersService(db: Database): OrdersService {
  return {
    listCustomerOrders: (customerId, limit = 5) => listCustomerOrders(db, customerId, limit),
    getOrder: (orderId, access) => getOrder(db, orderId, access),
    moveOrder: (orderId, to, note) => db.transaction((tx) => moveOrder(tx, orderId, to, note)),
  };
}
