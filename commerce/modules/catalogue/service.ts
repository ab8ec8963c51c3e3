import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { ShopLocale } from "../../locale.ts";
import { productPrices } from "../pricing/schema.ts";
import { storeStock, warehouseStock } from "../stores/schema.ts";
import { buildCategoryTree, type CategoryNode, findCategory, resolveCategoryTrail } from "./category-tree.ts";
import { type CatalogueVocabulary, readVocabulary } from "./vocabulary.ts";
import {
  categories,
  categoryTranslations,
  manufacturers,
  parametrics,
  parametricTranslations,
  parametricValues,
  parametricValueTranslations,
  productFiles,
  productParametricValues,
  products,
  productTranslations,
  variantParametricValues,
  variants,
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

const inStockSql = (productId: typeof products.id) => sql<boolean>`exists (
  select 1 from ${variants} v
  where v.product_id = ${productId} and v.is_active and (
    exists (select 1 from ${warehouseStock} ws where ws.variant_id = v.id and ws.on_hand > 0)
    or exists (select 1 from ${storeStock} ss where ss.variant_id = v.id and ss.on_hand > 0)
  )
)`;

const firstImageSql = (productId: typeof products.id) =>
  sql<string | null>`(select pf.key from ${productFiles} pf where pf.product_id = ${productId} order by pf.sort_order limit 1)`;

/** Categories, products and their variants, in the shopper's locale and price list. */
export function createCatalogueService(db: Database) {
  const treeByLocale = new Map<ShopLocale, Promise<CategoryNode[]>>();
  const vocabularyByLocale = new Map<ShopLocale, Promise<CatalogueVocabulary>>();

  const cardColumns = () => ({
    id: products.id,
    uniqueName: products.uniqueName,
    name: productTranslations.name,
    brand: manufacturers.name,
    priceIncVat: productPrices.priceIncVat,
    originalPriceIncVat: productPrices.originalPriceIncVat,
    imageKey: firstImageSql(products.id),
    inStock: inStockSql(products.id),
  });

  /** The whole category tree in one locale; cached, since categories rarely change. */
  const getCategoryTree = (locale: ShopLocale): Promise<CategoryNode[]> => {
    let tree = treeByLocale.get(locale);
    if (!tree) {
      tree = db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          name: categoryTranslations.name,
          slug: categoryTranslations.slug,
          imageKey: categories.imageKey,
        })
        .from(categories)
        .innerJoin(categoryTranslations, and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)))
        .where(eq(categories.isActive, true))
        .orderBy(asc(categories.sortOrder), asc(categories.id))
        .then(buildCategoryTree)
        .catch((error: unknown) => {
          treeByLocale.delete(locale);
          throw error;
        });
      treeByLocale.set(locale, tree);
    }
    return tree;
  };

  return {
    getCategoryTree,

    /** The same category's path in another locale (slugs differ per locale), or undefined when unknown. */
    async translateCategoryPath(segments: readonly string[], from: ShopLocale, to: ShopLocale): Promise<string[] | undefined> {
      const category = resolveCategoryTrail(await getCategoryTree(from), segments)?.at(-1);
      return category ? findCategory(await getCategoryTree(to), category.id)?.path : undefined;
    },

    /** Attributes, values, brands and flags in one locale; cached like the tree. */
    getVocabulary(locale: ShopLocale): Promise<CatalogueVocabulary> {
      let vocabulary = vocabularyByLocale.get(locale);
      if (!vocabulary) {
        vocabulary = readVocabulary(db, locale).catch((error: unknown) => {
          vocabularyByLocale.delete(locale);
          throw error;
        });
        vocabularyByLocale.set(locale, vocabulary);
      }
      return vocabulary;
    },

    /** Forgets cached categories and vocabulary, after seeding or an admin change. */
    forgetCachedCategories(): void {
      treeByLocale.clear();
      vocabularyByLocale.clear();
    },

    /** Product cards for the given ids, in the order of the ids; unknown or inactive ids are skipped. */
    async getProductCards(locale: ShopLocale, priceListId: number, ids: readonly number[]): Promise<ProductCard[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(cardColumns())
        .from(products)
        .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)))
        .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.priceListId, priceListId)))
        .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(and(eq(products.isActive, true), inArray(products.id, [...ids])));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** One product with its variants, stock, pictures and attributes; undefined when unknown. */
    async getProductByUniqueName(locale: ShopLocale, uniqueName: string, priceListId: number): Promise<ProductDetail | undefined> {
      const [product] = await db
        .select({
          ...cardColumns(),
          categoryId: products.categoryId,
          vatRate: products.vatRate,
          shortDescription: productTranslations.shortDescription,
          description: productTranslations.description,
        })
        .from(products)
        .innerJoin(productTranslations, and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)))
        .innerJoin(productPrices, and(eq(productPrices.productId, products.id), eq(productPrices.priceListId, priceListId)))
        .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(and(eq(products.uniqueName, uniqueName), eq(products.isActive, true)));
      if (!product) return undefined;

      const [variantRows, valueRows, files, attributeRows] = await Promise.all([
        db
          .select({
            id: variants.id,
            partNo: variants.partNo,
            onHand: sql<number>`coalesce((select sum(on_hand) from ${warehouseStock} where variant_id = ${variants.id}), 0)::int`,
            onHandStore: sql<number>`coalesce((select sum(on_hand) from ${storeStock} where variant_id = ${variants.id}), 0)::int`,
          })
          .from(variants)
          .where(and(eq(variants.productId, product.id), eq(variants.isActive, true)))
          .orderBy(asc(variants.sortOrder)),
        db
          .select({
            variantId: variantParametricValues.variantId,
            parametricId: parametrics.id,
            code: parametrics.code,
            valueId: parametricValues.id,
            valueCode: parametricValues.code,
            name: parametricValueTranslations.name,
            sortOrder: parametricValues.sortOrder,
            swatch: parametricValues.swatch,
          })
          .from(variantParametricValues)
          .innerJoin(variants, eq(variants.id, variantParametricValues.variantId))
          .innerJoin(parametrics, eq(parametrics.id, variantParametricValues.parametricId))
          .innerJoin(parametricValues, eq(parametricValues.id, variantParametricValues.valueId))
          .innerJoin(parametricValueTranslations, and(eq(parametricValueTranslations.valueId, parametricValues.id), eq(parametricValueTranslations.locale, locale)))
          .where(eq(variants.productId, product.id))
          .orderBy(asc(parametrics.sortOrder)),
        db.select({ key: productFiles.key, colourValueId: productFiles.colourValueId }).from(productFiles).where(eq(productFiles.productId, product.id)).orderBy(asc(productFiles.sortOrder)),
        db
          .select({ name: parametricTranslations.name, value: parametricValueTranslations.name })
          .from(productParametricValues)
          .innerJoin(parametricValues, eq(parametricValues.id, productParametricValues.valueId))
          .innerJoin(parametrics, eq(parametrics.id, parametricValues.parametricId))
          .innerJoin(parametricTranslations, and(eq(parametricTranslations.parametricId, parametrics.id), eq(parametricTranslations.locale, locale)))
          .innerJoin(parametricValueTranslations, and(eq(parametricValueTranslations.valueId, parametricValues.id), eq(parametricValueTranslations.locale, locale)))
          .where(eq(productParametricValues.productId, product.id))
          .orderBy(asc(parametrics.sortOrder), asc(parametricValues.sortOrder)),
      ]);

      const attributes = new Map<string, string[]>();
      for (const row of attributeRows) attributes.set(row.name, [...(attributes.get(row.name) ?? []), row.value]);
      return {
        ...product,
        variants: variantRows.map((variant) => ({
          ...variant,
          values: valueRows.filter((value) => value.variantId === variant.id).map(({ variantId: _variantId, ...value }) => value),
        })),
        files,
        attributes: [...attributes].map(([name, values]) => ({ name, values })),
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
