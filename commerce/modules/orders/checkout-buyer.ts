import { eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { invalidInput } from "#commerce/validation.ts";
import { buyerInput, type BuyerInput } from "../basket/index.ts";
import { lockOwnCheckoutOrder, type PaymentStarted } from "./checkout-order-lock.ts";
import type { OrderAccess } from "./order-access.ts";
import { orders } from "./schema.ts";

/** The buyer's email and addresses on the caller's order in checkout (PUT .../orders/{id}), checked like the basket's. */
export async function updateCheckoutBuyer(
  db: Database,
  paymentStarted: PaymentStarted,
  orderId: string,
  access: OrderAccess,
  input: BuyerInput,
): Promise<void> {
  const parsed = buyerInput.safeParse(input);
  if (!parsed.success) throw invalidInput(problem("invalid_buyer"), parsed.error);
  await db.transaction(async (tx) => {
    await lockOwnCheckoutOrder(tx, orderId, access, paymentStarted);
    await tx
      .update(orders)
      .set({
        email: parsed.data.email,
        billingAddress: parsed.data.billingAddress,
        shippingAddress: parsed.data.shippingAddress ?? null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
  });
}
