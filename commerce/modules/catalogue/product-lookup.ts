import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { CacheDependency, CatalogueCache } from "./catalogue-cache.ts";
import { readProductDetail, type ProductDetail } from "./product-detail.ts";
import { products } from "./schema.ts";

/** A product's details name its category and attribute values, and hold its stock and prices. */
const productDetailDependency: CacheDependency<ProductDetail | undefined> = {
  kinds: ["category", "vocabulary"],
  productOf: (detail) => detail?.id,
};

/**
 * One product with its variants, stock, pictures and attributes; undefined when unknown.
 * Cached per process until the product, its category or the vocabulary changes (see catalogue-changes.ts).
 */
export function getProductByUniqueName(
  db: Database,
  cache: CatalogueCache,
  locale: ShopLocale,
  uniqueName: string,
  priceListId: number,
): Promise<ProductDetail | undefined> {
  return cache.get(`name|${locale}|${priceListId}|${uniqueName}`, productDetailDependency, () =>
    readProductDetail(db, { locale, priceListId, where: sql`p.unique_name = ${uniqueName}` }),
  );
}

/** Like getProductByUniqueName, by id; `storeIds` limits OnHandStore to those stores. */
export function getProductById(
  db: Database,
  cache: CatalogueCache,
  locale: ShopLocale,
  productId: number,
  priceListId: number,
  storeIds?: readonly number[],
): Promise<ProductDetail | undefined> {
  return cache.get(
    `id|${locale}|${priceListId}|${productId}|${storeIds?.join(",") ?? "all"}`,
    productDetailDependency,
    () =>
      readProductDetail(db, {
        locale,
        priceListId,
        where: sql`p.id = ${productId}`,
        ...(storeIds ? { storeIds } : {}),
      }),
  );
}

/** The URL names of active products, a page at a time in id order (for sitemaps). */
export async function listProductNames(db: Database, page: number, perPage: number): Promise<string[]> {
  const rows = await db
    .select({ uniqueName: products.uniqueName })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows.map((row) => row.uniqueName);
}

/** How many products are active. */
export async function countActiveProducts(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.isActive, true));
  return row?.total ?? 0;
}
