import type { Database } from "#commerce/db/client.ts";
import { type CheckoutOrderHooks, lockOwnCheckoutOrder } from "./checkout-order-lock.ts";
import type { OrderAccess } from "./order-access.ts";
import { findOrderProductIds } from "./order-answers.ts";
import { moveOrder } from "./status-change.ts";

/** Deletes the caller's order still in checkout (DELETE .../checkout/orders/{id}): it is removed and its stock goes back. */
export async function deleteCheckoutOrder(
  db: Database,
  hooks: CheckoutOrderHooks,
  orderId: string,
  access: OrderAccess,
): Promise<void> {
  const productIds = await db.transaction(async (tx) => {
    await lockOwnCheckoutOrder(tx, orderId, access, hooks.paymentStarted);
    await moveOrder(tx, orderId, "removed", "deleted in checkout");
    return findOrderProductIds(tx, orderId);
  });
  await hooks.onStockChanged(productIds);
}
