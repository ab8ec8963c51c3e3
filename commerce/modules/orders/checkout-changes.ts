import type { Database } from "#commerce/db/client.ts";
import type { BuyerInput } from "../basket/index.ts";
import { updateCheckoutBuyer } from "./checkout-buyer.ts";
import { deleteCheckoutOrder } from "./checkout-deletion.ts";
import { updateCheckoutLine } from "./checkout-line.ts";
import type { CheckoutOrderHooks, PaymentStarted } from "./checkout-order-lock.ts";
import type { OrderAccess } from "./order-access.ts";

/**
 * SPEC §7's checkout adapter calls, modelled on our own order while it is in `checkout` and not
 * yet being paid: change a line's quantity (stock follows), change the buyer, or delete the order
 * (its stock goes back).
 */
export interface CheckoutOrderChanges {
  /** A line's new quantity (PATCH .../cart/items/{id}); more takes stock, fewer gives it back; 0 removes the line. */
  updateLine(orderId: string, access: OrderAccess, lineId: number, quantity: number): Promise<void>;
  /** The buyer's email and addresses (PUT .../orders/{id}), checked like the basket's. */
  updateBuyer(orderId: string, access: OrderAccess, input: BuyerInput): Promise<void>;
  /** Deletes an order still in checkout (DELETE .../checkout/orders/{id}): it is removed and its stock goes back. */
  deleteOrder(orderId: string, access: OrderAccess): Promise<void>;
}

/** The checkout order changes bound to a database; `onStockChanged` and `paymentStarted` as in CheckoutOrderHooks. */
export function createCheckoutOrderChanges(
  db: Database,
  onStockChanged: (productIds: number[]) => Promise<void>,
  paymentStarted: PaymentStarted,
): CheckoutOrderChanges {
  const hooks: CheckoutOrderHooks = { onStockChanged, paymentStarted };
  return {
    updateLine: (orderId, access, lineId, quantity) => updateCheckoutLine(db, hooks, orderId, access, lineId, quantity),
    updateBuyer: (orderId, access, input) => updateCheckoutBuyer(db, paymentStarted, orderId, access, input),
    deleteOrder: (orderId, access) => deleteCheckoutOrder(db, hooks, orderId, access),
  };
}
