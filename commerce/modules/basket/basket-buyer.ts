import { and, eq, sql } from "drizzle-orm";
import { type Database, selectRows } from "#commerce/db/client.ts";
import { isUuid } from "#commerce/validation.ts";
import { basketNotFound, usableBy, type BasketOwner } from "./basket-ownership.ts";
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
  const json = (value: unknown) => sql`${value === undefined ? null : JSON.stringify(value)}::jsonb`;
  const saved = await selectRows<{ basketId: string }>(
    db,
    sql`insert into ${basketBuyers} (basket_id, email, first_name, last_name, phone, billing_address, shipping_address, updated_at)
        select ${baskets.id}, ${buyer.email}, ${buyer.billingAddress.firstName}, ${buyer.billingAddress.lastName},
          ${buyer.phone ?? null}, ${json(buyer.billingAddress)}, ${json(buyer.shippingAddress)}, now()
        from ${baskets} where ${and(eq(baskets.id, basketId), usableBy(owner))}
        on conflict (basket_id) do update set email = excluded.email, first_name = excluded.first_name,
          last_name = excluded.last_name, phone = excluded.phone, billing_address = excluded.billing_address,
          shipping_address = excluded.shipping_address, updated_at = excluded.updated_at
        returning basket_id as "basketId"`,
  );
  if (saved.length === 0) throw basketNotFound();
  return buyer;
}
