import type { Database } from "#commerce/db/client.ts";
import { findOwnBasket, type BasketOwner } from "./basket-ownership.ts";
import { buyerInput, parseBasketInput, type Buyer, type BuyerInput } from "./inputs.ts";
import { basketBuyers } from "./schema.ts";

/** Saves who buys and where it goes (SPEC §7 update-buyer); field errors use SPEC §5's messages. */
export async function updateBuyer(
  db: Database,
  basketId: string,
  owner: BasketOwner,
  input: BuyerInput,
): Promise<Buyer> {
  const buyer = parseBasketInput(buyerInput, input);
  await findOwnBasket(db, basketId, owner);
  const values = {
    email: buyer.email,
    firstName: buyer.billingAddress.firstName,
    lastName: buyer.billingAddress.lastName,
    phone: buyer.phone ?? null,
    billingAddress: buyer.billingAddress,
    shippingAddress: buyer.shippingAddress ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(basketBuyers)
    .values({ basketId, ...values })
    .onConflictDoUpdate({ target: basketBuyers.basketId, set: values });
  return buyer;
}
