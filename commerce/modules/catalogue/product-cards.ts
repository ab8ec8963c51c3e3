import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { listPriceOf } from "../pricing/index.ts";
import { cardColumns } from "./product-card-columns.ts";
import { manufacturers, productRelations, products, productTranslations } from "./schema.ts";

/** A product as a listing shows it, priced from the shopper's price list. */
export interface ProductCard {
  id: number;
  uniqueName: string;
  name: string;
  brand: string | null;
  priceIncVat: number;
  originalPriceIncVat: number | null;
  imageKey: string | null;
  inStock: boolean;
}

/**
 * The one statement every listing page reads its cards with: prepared once (per connection on
 * PostgreSQL), it is neither rebuilt by Drizzle nor planned again by the database per request.
 */
export function prepareProductCards(db: Database) {
  const price = listPriceOf(products.id, sql.placeholder("priceListId"));
  return db
    .select(cardColumns(price))
    .from(products)
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, sql.placeholder("locale"))),
    )
    .innerJoinLateral(price, sql`true`)
    .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(and(eq(products.isActive, true), sql`${products.id} = any(${sql.placeholder("ids")}::int[])`))
    .prepare("product_cards");
}

/** The prepared product cards statement of one database. */
export type ProductCardsStatement = ReturnType<typeof prepareProductCards>;

/** Product cards for the given ids, in the order of the ids; unknown or inactive ids are skipped. */
export async function getProductCards(
  productCards: ProductCardsStatement,
  locale: ShopLocale,
  priceListId: number,
  ids: readonly number[],
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await productCards.execute({ locale, priceListId, ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Reads cards for ids in one locale and price list (from the card cache, else the database). */
export type ReadProductCards = (
  locale: ShopLocale,
  priceListId: number,
  ids: readonly number[],
) => Promise<ProductCard[]>;

/** The products related to one product, in their sort order, as cards. */
export async function getRelatedProductCards(
  db: Database,
  readCards: ReadProductCards,
  locale: ShopLocale,
  priceListId: number,
  productId: number,
): Promise<ProductCard[]> {
  const related = await db
    .select({ id: productRelations.relatedProductId })
    .from(productRelations)
    .where(eq(productRelations.productId, productId))
    .orderBy(asc(productRelations.sortOrder));
  return readCards(
    locale,
    priceListId,
    related.map((row) => row.id),
  );
}
