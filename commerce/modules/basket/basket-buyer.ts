import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { reusableSql } from "#commerce/db/reusable-statements.ts";
import { isUuid } from "#commerce/validation.ts";
import { basketNotFound, usableByOwnerPlaceholder, type BasketOwner } from "./basket-ownership.ts";
import { buyerInput, parseBasketInput, type Buyer, type BuyerInput } from "./inputs.ts";
import { basketBuyers, baskets } from "./schema.ts";

/**
 * Saves who buys and where it goes (SPEC §7 update-buyer); field errors use SPEC §5's messages.
 * The owner check and the save are one statement: the buyer is written only for a basket the
 * owner may use.
 */
export async function updateBuyer(
  db: Database,
  basketId: string,
  owner: BasketOwner,
  input: BuyerInput,
): Promise<Buyer> {
  const buyer = parseBasketInput(buyerInput, input);
  if (!isUuid(basketId)) throw basketNotFound();
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const saved = await buyerSave(db, {
    basketId,
    customerId: owner.customerId,
    email: buyer.email,
    firstName: buyer.billingAddress.firstName,
    lastName: buyer.billingAddress.lastName,
    phone: buyer.phone ?? null,
    billingAddress: json(buyer.billingAddress),
    shippingAddress: json(buyer.shippingAddress),
  });
  if (saved.length === 0) throw basketNotFound();
  return buyer;
}

// Written by every checkout.
const buyerSave = reusableSql<{ basketId: string }>(
  "basket_buyer_save",
  sql`insert into ${basketBuyers} (basket_id, email, first_name, last_name, phone, billing_address, shipping_address, updated_at)
      select ${baskets.id}, ${sql.placeholder("email")}, ${sql.placeholder("firstName")}, ${sql.placeholder("lastName")},
        ${sql.placeholder("phone")}, ${sql.placeholder("billingAddress")}::jsonb, ${sql.placeholder("shippingAddress")}::jsonb, now()
      from ${baskets} where ${and(eq(baskets.id, sql.placeholder("basketId")), usableByOwnerPlaceholder)}
      on conflict (basket_id) do update set email = excluded.email, first_name = excluded.first_name,
        last_name = excluded.last_name, phone = excluded.phone, billing_address = excluded.billing_address,
        shipping_address = excluded.shipping_address, updated_at = excluded.updated_at
      returning basket_id as "basketId"`,
);
