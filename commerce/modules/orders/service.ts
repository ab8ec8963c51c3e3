import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { orders } from "./schema.ts";

export interface OrderSummary {
  id: string;
  orderNumber: number;
  status: (typeof orders.$inferSelect)["status"];
  currencyCode: string;
  totalIncVat: number;
  createdAt: Date;
}

/** Orders as their owner sees them. */
export function createOrdersService(db: Database) {
  return {
    /** A customer's most recent orders, newest first. */
    listCustomerOrders(customerId: number, limit = 5): Promise<OrderSummary[]> {
      return db
        .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status, currencyCode: orders.currencyCode, totalIncVat: orders.totalIncVat, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
