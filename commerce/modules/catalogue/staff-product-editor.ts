import { asc, eq, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, readSideBySide, selectRows } from "#commerce/db/client.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { storeOnHandSql, warehouseOnHandSql } from "../stores/index.ts";
import { productFlags, productParametricValues, products, productTranslations } from "./schema.ts";

// The product editor's reads of one product (flows/staff-product-editor.ts); its writes are in
// staff-product-editor-writes.ts, what its fields offer in staff-product-editor-choices.ts.

/** A product's texts in one language. */
export interface ProductTexts {
  name: string;
  shortDescription: string;
  description: string;
}

/** Everything the editor changes of a product (its variants, pictures and prices aside). */
export interface EditableProductFields {
  uniqueName: string;
  texts: Record<ShopLocale, ProductTexts>;
  manufacturerId: number | null;
  categoryId: number;
  productTypeId: number | null;
  /** Product-level attribute values (product_parametric_values), ascending. */
  valueIds: number[];
  /** Ascending. */
  flagIds: number[];
  /** Basis points: 2500 is 25 %. */
  vatRate: number;
  /** Sold in the shop (products.is_active). */
  published: boolean;
}

/** A product as the editor shows it. */
export interface EditableProduct extends EditableProductFields {
  id: number;
  /** When staff archived it; an archived product is never published. */
  archivedAt: Date | null;
}

/** One variant as the editor lists it: read only here. */
export interface StaffProductVariant {
  id: number;
  partNo: string;
  /** Colour and size names (each parametric's value on the variant), in the member's language. */
  values: { parametric: string; value: string }[];
  /** Warehouses and stores together. */
  stock: number;
  isActive: boolean;
}

const emptyTexts: ProductTexts = { name: "", shortDescription: "", description: "" };

/**
 * The product with its texts, attribute values and flags; `lock` holds its row against other
 * edits until the transaction ends (the editor's save compares what it loaded under the lock).
 */
export async function readEditableProduct(
  db: DatabaseOrTransaction,
  productId: number,
  { lock = false } = {},
): Promise<EditableProduct | undefined> {
  const query = db.select().from(products).where(eq(products.id, productId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return undefined;
  const [texts, values, flags] = await readSideBySide(db, [
    () => db.select().from(productTranslations).where(eq(productTranslations.productId, productId)),
    () =>
      db
        .select({ id: productParametricValues.valueId })
        .from(productParametricValues)
        .where(eq(productParametricValues.productId, productId))
        .orderBy(asc(productParametricValues.valueId)),
    () =>
      db
        .select({ id: productFlags.flagId })
        .from(productFlags)
        .where(eq(productFlags.productId, productId))
        .orderBy(asc(productFlags.flagId)),
  ]);
  const textsOf = (locale: ShopLocale): ProductTexts => {
    const text = texts.find((candidate) => candidate.locale === locale);
    return text
      ? { name: text.name, shortDescription: text.shortDescription, description: text.description }
      : emptyTexts;
  };
  return {
    id: row.id,
    uniqueName: row.uniqueName,
    texts: Object.fromEntries(shopLocales.map((locale) => [locale, textsOf(locale)])) as Record<
      ShopLocale,
      ProductTexts
    >,
    manufacturerId: row.manufacturerId,
    categoryId: row.categoryId,
    productTypeId: row.productTypeId,
    valueIds: values.map((value) => value.id),
    flagIds: flags.map((flag) => flag.id),
    vatRate: row.vatRate,
    published: row.isActive,
    archivedAt: row.archivedAt,
  };
}

/** The product's variants in their order, with their colour and size in `locale` and their stock. */
export async function listStaffProductVariants(
  db: DatabaseOrTransaction,
  productId: number,
  locale: ShopLocale,
): Promise<StaffProductVariant[]> {
  const variantId = sql.raw("v.id");
  const rows = await selectRows<{
    id: number;
    part_no: string;
    is_active: boolean;
    stock: string;
    values: { parametric: string; value: string }[];
  }>(
    db,
    sql`select v.id, v.part_no, v.is_active,
          ${warehouseOnHandSql(variantId)} + ${storeOnHandSql(variantId)} as stock,
          coalesce((select json_agg(json_build_object('parametric', pat.name, 'value', vt.name) order by pa.sort_order)
            from variant_parametric_values x
              join parametrics pa on pa.id = x.parametric_id
              join parametric_translations pat on pat.parametric_id = pa.id and pat.locale = ${locale}
              join parametric_value_translations vt on vt.value_id = x.value_id and vt.locale = ${locale}
            where x.variant_id = v.id), '[]') as values
        from variants v where v.product_id = ${productId}
        order by v.sort_order, v.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    partNo: row.part_no,
    values: row.values,
    stock: Number(row.stock),
    isActive: row.is_active,
  }));
}
