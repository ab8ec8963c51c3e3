import { asc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { productTextRows } from "../catalogue/index.ts";
import { wishlistItems } from "./schema.ts";

/** A saved product with its name in one locale (null when the product has no text in it), and when it was saved. */
export interface WishlistProduct {
  productId: number;
  name: string | null;
  addedAt: Date;
}

/** A customer's saved products with their names, oldest first (the back office's customer detail and data export). */
export function listWishlistProducts(
  db: DatabaseOrTransaction,
  customerId: number,
  locale: ShopLocale,
): Promise<WishlistProduct[]> {
  return db
    .select({ productId: wishlistItems.productId, name: sql<string | null>`pt.name`, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .leftJoin(sql`${productTextRows} pt`, sql`pt.product_id = ${wishlistItems.productId} and pt.locale = ${locale}`)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
}
