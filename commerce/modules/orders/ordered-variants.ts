import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";

/**
 * Whether any order names the variant (a line, or stock it took): such a variant is kept (only
 * deactivated), as orders, refunds and returns refer to it.
 */
export async function isVariantOrdered(db: DatabaseOrTransaction, variantId: number): Promise<boolean> {
  const [row] = await selectRows<{ ordered: boolean }>(
    db,
    sql`select exists (select 1 from order_lines where variant_id = ${variantId})
          or exists (select 1 from order_stock_allocations where variant_id = ${variantId}) as ordered`,
  );
  return row!.ordered;
}
