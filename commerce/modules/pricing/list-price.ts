import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { queryBuilder } from "#commerce/db/client.ts";
import { productPrices } from "./schema.ts";

/**
 * A product's price in one price list, as a lateral subquery another module joins in its own
 * statement (`innerJoinLateral(listPriceOf(products.id, priceListId), sql\`true\`)`, or
 * `join lateral ${…} on true` in SQL): columns `priceIncVat` and `originalPriceIncVat`, no row
 * when the list has no price for it. The price table is named nowhere outside this module.
 */
export const listPriceOf = (productId: SQLWrapper, priceListId: SQLWrapper | number) =>
  queryBuilder
    .select({ priceIncVat: productPrices.priceIncVat, originalPriceIncVat: productPrices.originalPriceIncVat })
    .from(productPrices)
    .where(and(eq(productPrices.productId, productId), eq(productPrices.priceListId, priceListId)))
    .as("list_price");

/** Every price of every list, for the search module's read model (ADR 0014): product_id, price_list_id, price_inc_vat. */
export const priceRows = sql`(select product_id, price_list_id, price_inc_vat from ${productPrices})`;
