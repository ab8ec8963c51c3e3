import { sql } from "drizzle-orm";
import { productPrices } from "../pricing/schema.ts";
import { storeStock, warehouseStock } from "../stores/schema.ts";
import { manufacturers, productFiles, products, productTranslations, variants } from "./schema.ts";

const inStockSql = (productId: typeof products.id) => sql<boolean>`exists (
  select 1 from ${variants} v
  where v.product_id = ${productId} and v.is_active and (
    exists (select 1 from ${warehouseStock} ws where ws.variant_id = v.id and ws.on_hand > 0)
    or exists (select 1 from ${storeStock} ss where ss.variant_id = v.id and ss.on_hand > 0)
  )
)`;

const firstImageSql = (productId: typeof products.id) =>
  sql<
    string | null
  >`(select pf.key from ${productFiles} pf where pf.product_id = ${productId} order by pf.sort_order limit 1)`;

/** The columns of a product card; the query joins translations, prices and manufacturers. */
export const cardColumns = () => ({
  id: products.id,
  uniqueName: products.uniqueName,
  name: productTranslations.name,
  brand: manufacturers.name,
  priceIncVat: productPrices.priceIncVat,
  originalPriceIncVat: productPrices.originalPriceIncVat,
  imageKey: firstImageSql(products.id),
  inStock: inStockSql(products.id),
});
