import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { listPriceOf } from "../pricing/index.ts";
import { buildCategoryTree, findCategory, resolveCategoryTrail } from "./category-tree.ts";
import { type CacheDependency, createCatalogueCache } from "./catalogue-cache.ts";
import type { CatalogueFeed } from "./catalogue-changes.ts";
import { cardColumns } from "./product-card-columns.ts";
import { readProductDetail } from "./product-detail.ts";
import { type CatalogueVocabulary, readVocabulary } from "./vocabulary.ts";
import {
  categories,
  categoryTranslations,
  manufacturers,
  productRelations,
  productTypes,
  productTypeTranslations,
  products,
  productTranslations,
} from "./schema.ts";

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

export interface VariantValue {
  parametricId: number;
  code: string;
  valueId: number;
  valueCode: string;
  name: string;
  sortOrder: number;
  swatch: string | null;
}

export interface ProductVariant {
  id: number;
  partNo: string;
  /** Warehouse stock (SPEC §3 OnHand.Value). */
  onHand: number;
  /** Store stock (SPEC §3 OnHandStore.Value). */
  onHandStore: number;
  values: VariantValue[];
}

export interface ProductDetail extends ProductCard {
  categoryId: number;
  shortDescription: string;
  description: string;
  vatRate: number;
  variants: ProductVariant[];
  files: { key: string; colourValueId: number | null }[];
  attributes: { name: string; values: string[] }[];
}

/** A product's details name its category and attribute values, and hold its stock and prices. */
const productDetailDependency: CacheDependency<ProductDetail | undefined> = {
  kinds: ["category", "vocabulary"],
  productOf: (detail) => detail?.id,
};

/** Categories, products and their variants, in the shopper's locale and price list. */
export function createCatalogueService(db: Database, catalogueFeed: CatalogueFeed) {
  const cached = createCatalogueCache(catalogueFeed);
  /** The whole category tree in one locale; cached until a category changes. */
  const readCategoryTree = (locale: ShopLocale) =>
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categoryTranslations.name,
        slug: categoryTranslations.slug,
        imageKey: categories.imageKey,
      })
      .from(categories)
      .innerJoin(
        categoryTranslations,
        and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
      )
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id))
      .then(buildCategoryTree);
  const getCategoryTree = (locale: ShopLocale) =>
    cached.get(`tree|${locale}`, { kinds: ["category"] }, () => readCategoryTree(locale));

  // Every listing page reads its cards with this one statement: prepared once (per connection on
  // PostgreSQL), it is neither rebuilt by Drizzle nor planned again by the database per request.
  const price = listPriceOf(products.id, sql.placeholder("priceListId"));
  const productCardsQuery = db
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

  /** Product cards for the given ids, in the order of the ids; unknown or inactive ids are skipped. */
  const getProductCards = async (
    locale: ShopLocale,
    priceListId: number,
    ids: readonly number[],
  ): Promise<ProductCard[]> => {
    if (ids.length === 0) return [];
    const rows = await productCardsQuery.execute({ locale, priceListId, ids: [...ids] });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  return {
    getCategoryTree,
    getProductCards,

    /** The same category's path in another locale (slugs differ per locale), or undefined when unknown. */
    async translateCategoryPath(
      segments: readonly string[],
      from: ShopLocale,
      to: ShopLocale,
    ): Promise<string[] | undefined> {
      const category = resolveCategoryTrail(await getCategoryTree(from), segments)?.at(-1);
      return category ? findCategory(await getCategoryTree(to), category.id)?.path : undefined;
    },

    /** Attributes, values, brands and flags in one locale; cached until one of them changes. */
    getVocabulary(locale: ShopLocale): Promise<CatalogueVocabulary> {
      return cached.get(`vocabulary|${locale}`, { kinds: ["vocabulary"] }, () => readVocabulary(db, locale));
    },

    /** The products related to one product, in their sort order, as cards. */
    async getRelatedProductCards(locale: ShopLocale, priceListId: number, productId: number): Promise<ProductCard[]> {
      const related = await db
        .select({ id: productRelations.relatedProductId })
        .from(productRelations)
        .where(eq(productRelations.productId, productId))
        .orderBy(asc(productRelations.sortOrder));
      return getProductCards(
        locale,
        priceListId,
        related.map((row) => row.id),
      );
    },

    /** Product types with their names in one locale. */
    listProductTypes(locale: ShopLocale): Promise<{ id: number; code: string; name: string }[]> {
      return db
        .select({ id: productTypes.id, code: productTypes.code, name: productTypeTranslations.name })
        .from(productTypes)
        .innerJoin(
          productTypeTranslations,
          and(eq(productTypeTranslations.productTypeId, productTypes.id), eq(productTypeTranslations.locale, locale)),
        )
        .orderBy(asc(productTypes.id));
    },

    /**
     * One product with its variants, stock, pictures and attributes; undefined when unknown.
     * Cached per process until the product, its category or the vocabulary changes (see catalogue-changes.ts).
     */
    getProductByUniqueName(
      locale: ShopLocale,
      uniqueName: string,
      priceListId: number,
    ): Promise<ProductDetail | undefined> {
      return cached.get(`name|${locale}|${priceListId}|${uniqueName}`, productDetailDependency, () =>
        readProductDetail(db, { locale, priceListId, where: sql`p.unique_name = ${uniqueName}` }),
      );
    },

    /** The URL names of active products, a page at a time in id order (for sitemaps). */
    async listProductNames(page: number, perPage: number): Promise<string[]> {
      const rows = await db
        .select({ uniqueName: products.uniqueName })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return rows.map((row) => row.uniqueName);
    },

    /** How many products are active. */
    async countActiveProducts(): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(eq(products.isActive, true));
      return row?.total ?? 0;
    },

    /** Like getProductByUniqueName, by id; `storeIds` limits OnHandStore to those stores. */
    getProductById(
      locale: ShopLocale,
      productId: number,
      priceListId: number,
      storeIds?: readonly number[],
    ): Promise<ProductDetail | undefined> {
      return cached.get(
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
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
