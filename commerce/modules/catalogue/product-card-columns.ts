import { sql } from "drizzle-orm";
import type { listPriceOf } from "../pricing/index.ts";
import { variantInStockSql } from "../stores/index.ts";
import { manufacturers, productFiles, products, productTranslations, variants } from "./schema.ts";

const inStockSql = (productId: typeof products.id) => sql<boolean>`exists (
  select 1 from ${variants} v
  where v.product_id = ${productId} and v.is_active and ${variantInStockSql(sql.raw("v.id"))}
)`;

/** The key of a product's first picture (in its sort order), or null. */
export const firstImageSql = (productId: typeof products.id) =>
  sql<
    string | null
  >`(select pf.key from ${productFiles} pf where pf.product_id = ${productId} order by pf.sort_order limit 1)`;

/** The columns of a product card; the query joins translations, manufacturers and `price` (laterally). */
export const cardColumns = (price: ReturnType<typeof listPriceOf>) => ({
  id: products.id,
  uniqueName: products.uniqueName,
  name: productTranslations.name,
  brand: manufacturers.name,
  priceIncVat: price.priceIncVat,
  originalPriceIncVat: price.originalPriceIncVat,
  imageKey: firstImageSql(products.id),
  inStock: inStockSql(products.id),
});
