import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { isUuid } from "#commerce/validation.ts";
import { canAccessOrder, orderNotFound, type OrderAccess } from "./order-access.ts";
import { orders } from "./schema.ts";

/** Whether paying the order has begun (the payments module answers), asked under the order's lock. */
export type PaymentStarted = (tx: DatabaseOrTransaction, orderId: string) => Promise<boolean>;

/** What a change to a checkout order tells or asks outside this module. */
export interface CheckoutOrderHooks {
  /** Hears of every product whose stock moved, so listings follow. */
  onStockChanged: (productIds: number[]) => Promise<void>;
  /** Guards orders being paid. */
  paymentStarted: PaymentStarted;
}

/**
 * Locks the caller's order, still in `checkout` and not yet being paid: once a payment has begun
 * (paying takes the same lock), its lines and total are what the shopper pays, so they stay.
 */
export async function lockOwnCheckoutOrder(
  tx: DatabaseOrTransaction,
  orderId: string,
  access: OrderAccess,
  paymentStarted: PaymentStarted,
) {
  if (!isUuid(orderId)) throw orderNotFound();
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || !canAccessOrder(order, access)) throw orderNotFound();
  if (order.status !== "checkout")
    throw new DomainError("conflict", problem("order_not_in_checkout", { status: order.status }));
  if (await paymentStarted(tx, orderId)) throw new DomainError("conflict", problem("order_being_paid"));
  return order;
}
