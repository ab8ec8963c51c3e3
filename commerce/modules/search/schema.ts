import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "#commerce/db/bytea.ts";
import { categories, manufacturers, products } from "../catalogue/schema.ts";

/**
 * One row per product with everything listings filter on, kept in step with the catalogue by
 * refreshSearchIndex(): the parametric values of the product and its variants, the values that
 * are in stock, its flags and whether any variant is in stock. GIN indexes make `&&` filters fast.
 */
export const productFacets = pgTable(
  "product_facets",
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    manufacturerId: integer().references(() => manufacturers.id),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    inStock: boolean().notNull(),
    valueIds: integer().array().notNull(),
    inStockValueIds: integer().array().notNull(),
    flagIds: integer().array().notNull(),
  },
  (t) => [
    index("product_facets_category_idx").on(t.categoryId, t.createdAt),
    index("product_facets_values_idx").using("gin", t.valueIds),
    index("product_facets_flags_idx").using("gin", t.flagIds),
    index("product_facets_in_stock_idx")
      .on(t.categoryId)
      .where(sql`${t.inStock}`),
  ],
);

/**
 * The last facet index a process built, serialized (facet-index-snapshot.ts): a starting process
 * loads it and follows the change feed from its version instead of reading the whole catalogue.
 * One row; `format` names the layout and the Node and ICU versions that sorted its names, and a
 * snapshot of another format is ignored.
 */
export const facetIndexSnapshots = pgTable("facet_index_snapshots", {
  id: integer().primaryKey().default(1),
  version: integer().notNull(),
  format: text().notNull(),
  data: bytea().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
