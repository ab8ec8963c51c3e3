import { integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { customers } from "../accounts/schema.ts";
import { products } from "../catalogue/schema.ts";

/** A customer's saved wishlist: numeric product ids (SPEC §3). */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);
