import { sql } from "drizzle-orm";
import {
  productFlags,
  productParametricValues,
  products,
  productTranslations,
  variantParametricValues,
  variants,
} from "./schema.ts";

// The catalogue's rows as the search module's read model reads them (ADR 0014). Each piece is a
// parenthesised select naming its columns, used as `from ${piece} alias`: PostgreSQL pulls such a
// subquery up into the statement, so it plans exactly as the table itself would.

/** Products: id, category_id, manufacturer_id, created_at, is_active. */
export const productRows = sql`(select id, category_id, manufacturer_id, created_at, is_active from ${products})`;

/** Variants on sale: id, product_id. */
export const activeVariantRows = sql`(select id, product_id from ${variants} where is_active)`;

/** The values (colour, size) each variant has: variant_id, value_id. */
export const variantValueRows = sql`(select variant_id, value_id from ${variantParametricValues})`;

/** The values (material, …) each product has: product_id, value_id. */
export const productValueRows = sql`(select product_id, value_id from ${productParametricValues})`;

/** The flags (news, campaign, …) each product carries: product_id, flag_id. */
export const productFlagRows = sql`(select product_id, flag_id from ${productFlags})`;

/** Product texts per locale: product_id, locale, name, description. */
export const productTextRows = sql`(select product_id, locale, name, description from ${productTranslations})`;
