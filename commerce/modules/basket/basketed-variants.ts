import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";

/** Whether a shopper's basket holds the variant: such a variant is kept (only deactivated), so the basket still names it. */
export async function isVariantInABasket(db: DatabaseOrTransaction, variantId: number): Promise<boolean> {
  const [row] = await selectRows<{ held: boolean }>(
    db,
    sql`select exists (select 1 from basket_items where variant_id = ${variantId}) as held`,
  );
  return row!.held;
}
