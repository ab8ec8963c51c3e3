import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { orders } from "./schema.ts";

/** Keeps a deleted customer's orders for the merchant's books without who placed them or where they went (inside the caller's transaction). */
export async function anonymiseCustomerOrders(tx: DatabaseOrTransaction, customerId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ customerId: null, email: "", billingAddress: {}, shippingAddress: null, updatedAt: new Date() })
    .where(eq(orders.customerId, customerId));
}
