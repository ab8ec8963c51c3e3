import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { createCatalogueCache } from "./catalogue-cache.ts";
import type { CatalogueFeed } from "./catalogue-changes.ts";
import { getCategoryTree, translateCategoryPath } from "./category-lookup.ts";
import type { CategoryNode } from "./category-tree.ts";
import { createCardCache } from "./card-cache.ts";
import {
  getProductCards,
  getRelatedProductCards,
  prepareProductCards,
  type ProductCard,
  type ReadProductCards,
} from "./product-cards.ts";
import type { ProductDetail } from "./product-detail.ts";
import { countActiveProducts, getProductById, getProductByUniqueName, listProductNames } from "./product-lookup.ts";
import { listProductTypes } from "./product-types.ts";
import { getVocabulary, type CatalogueVocabulary } from "./vocabulary.ts";

/** Categories, products and their variants, in the shopper's locale and price list. */
export interface CatalogueService {
  /** The whole category tree in one locale; cached until a category changes. */
  getCategoryTree(locale: ShopLocale): Promise<CategoryNode[]>;
  /** Product cards for the given ids, in the order of the ids; unknown or inactive ids are skipped. */
  getProductCards(locale: ShopLocale, priceListId: number, ids: readonly number[]): Promise<ProductCard[]>;
  /** The same category's path in another locale (slugs differ per locale), or undefined when unknown. */
  translateCategoryPath(segments: readonly string[], from: ShopLocale, to: ShopLocale): Promise<string[] | undefined>;
  /** Attributes, values, brands and flags in one locale; cached until one of them changes. */
  getVocabulary(locale: ShopLocale): Promise<CatalogueVocabulary>;
  /** The products related to one product, in their sort order, as cards. */
  getRelatedProductCards(locale: ShopLocale, priceListId: number, productId: number): Promise<ProductCard[]>;
  /** Product types with their names in one locale. */
  listProductTypes(locale: ShopLocale): Promise<{ id: number; code: string; name: string }[]>;
  /** One product with its variants, stock, pictures and attributes; undefined when unknown; cached per process. */
  getProductByUniqueName(
    locale: ShopLocale,
    uniqueName: string,
    priceListId: number,
  ): Promise<ProductDetail | undefined>;
  /** The URL names of active products, a page at a time in id order (for sitemaps). */
  listProductNames(page: number, perPage: number): Promise<string[]>;
  /** How many products are active. */
  countActiveProducts(): Promise<number>;
  /** Like getProductByUniqueName, by id; `storeIds` limits OnHandStore to those stores. */
  getProductById(
    locale: ShopLocale,
    productId: number,
    priceListId: number,
    storeIds?: readonly number[],
  ): Promise<ProductDetail | undefined>;
}

/**
 * The catalogue service on one database, with this process's caches (values and product cards)
 * following the catalogue feed, and the listing's prepared product cards statement.
 */
export function createCatalogueService(db: Database, catalogueFeed: CatalogueFeed): CatalogueService {
  const cache = createCatalogueCache(catalogueFeed);
  const cardCache = createCardCache(catalogueFeed);
  const productCards = prepareProductCards(db);
  const readCards: ReadProductCards = (locale, priceListId, ids) =>
    cardCache.get(locale, priceListId, ids, (missing) => getProductCards(productCards, locale, priceListId, missing));
  return {
    getCategoryTree: (locale) => getCategoryTree(db, cache, locale),
    getProductCards: readCards,
    translateCategoryPath: (segments, from, to) => translateCategoryPath(db, cache, segments, from, to),
    getVocabulary: (locale) => getVocabulary(db, cache, locale),
    getRelatedProductCards: (locale, priceListId, productId) =>
      getRelatedProductCards(db, readCards, locale, priceListId, productId),
    listProductTypes: (locale) => listProductTypes(db, locale),
    getProductByUniqueName: (locale, uniqueName, priceListId) =>
      getProductByUniqueName(db, cache, locale, uniqueName, priceListId),
    listProductNames: (page, perPage) => listProductNames(db, page, perPage),
    countActiveProducts: () => countActiveProducts(db),
    getProductById: (locale, productId, priceListId, storeIds) =>
      getProductById(db, cache, locale, productId, priceListId, storeIds),
  };
}
