import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { ShopLocale } from "../../locale.ts";
import { productPrices } from "../pricing/schema.ts";
import { storeStock, warehouseStock } from "../stores/schema.ts";
import { cardColumns } from "./product-card-columns.ts";
import {
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
import type { ProductDetail } from "./service.ts";

/** One product with its variants, stock, pictures and attributes; undefined when none matches. */
export async function readProductDetail(
  db: Database,
  { locale, priceListId, where, storeIds }: { locale: ShopLocale; priceListId: number; where: SQL; storeIds?: readonly number[] },
): Promise<ProductDetail | undefined> {
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
    .where(and(where, eq(products.isActive, true)));
  if (!product) return undefined;

  const [variantRows, valueRows, files, attributeRows] = await Promise.all([
    db
      .select({
        id: variants.id,
        partNo: variants.partNo,
        onHand: sql<number>`coalesce((select sum(on_hand) from ${warehouseStock} where variant_id = ${variants.id}), 0)::int`,
        onHandStore: sql<number>`coalesce((select sum(on_hand) from ${storeStock} where variant_id = ${variants.id}
          ${storeIds ? sql`and store_id = any(${sql.param([...storeIds])}::int[])` : sql``}), 0)::int`,
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
}
