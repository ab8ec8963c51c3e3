import type { Database } from "#commerce/db/client.ts";
import { recordAudit } from "../audit/index.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import { exportOrdersCsv, type OrderCsvHeader } from "./order-export.ts";
import { listNewOrders, type NewOrders } from "./order-feed.ts";
import { listOrders, type OrderListPage } from "./order-list.ts";
import {
  type OrderListFilter,
  orderListFilterInput,
  type OrderListQuery,
  orderListQueryInput,
  newOrdersSinceInput,
  parseStaffInput,
} from "./staff-inputs.ts";
import { readStaffOrderDetail, type StaffOrderDetail } from "./staff-order-detail.ts";

/**
 * Orders as the back office reads them (every call needs `orders.read`: owners, managers,
 * support). The actions that change an order are flows (commerce.orderActions). Input comes as a
 * query string would carry it and is checked here: bad input is a 400 naming its fields.
 */
export interface StaffOrdersService {
  /** A page of orders matching the filter, sorted (created, number or total; either way), with the total count; page on with `nextCursor`. */
  listOrders(actor: StaffActor, query: OrderListQuery): Promise<OrderListPage>;
  /** Every order matching the filter as CSV (UTF-8 with BOM), chunk by chunk to stream; the permission is checked before the first chunk. */
  exportOrders(actor: StaffActor, filter: OrderListFilter, header: OrderCsvHeader): Promise<AsyncIterable<string>>;
  /** Orders paid since `since` (with a lookback; merge by id) and the time to ask from next; without `since`, the last two minutes. */
  listNewOrders(actor: StaffActor, since?: Date): Promise<NewOrders>;
  /** One order with lines, VAT, payment and refunds, timeline, notes, shipment and the actions its status allows. */
  getOrder(actor: StaffActor, orderId: string): Promise<StaffOrderDetail>;
}

/** The back office's order reads on one database. */
export function createStaffOrdersService(db: Database): StaffOrdersService {
  return {
    async listOrders(actor, query) {
      requirePermission(actor, "orders.read");
      return listOrders(db, parseStaffInput(orderListQueryInput, query, "query"));
    },
    async exportOrders(actor, filter, header) {
      requirePermission(actor, "orders.read");
      const parsed = parseStaffInput(orderListFilterInput, filter, "query");
      // Who took which orders out, before the first row goes: the filter without its search text,
      // which may be a shopper's name or address.
      const { search, ...named } = parsed;
      await db.transaction((tx) =>
        recordAudit(tx, actor, {
          action: "order.export",
          subjectKind: "order",
          subjectId: "export",
          after: { filter: { ...named, search: search !== undefined } },
        }),
      );
      return exportOrdersCsv(db, parsed, header);
    },
    async listNewOrders(actor, since) {
      requirePermission(actor, "orders.read");
      return listNewOrders(db, parseStaffInput(newOrdersSinceInput, since, "since") ?? new Date());
    },
    async getOrder(actor, orderId) {
      requirePermission(actor, "orders.read");
      return readStaffOrderDetail(db, orderId);
    },
  };
}
