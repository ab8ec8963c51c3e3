import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import type { ProductTexts } from "./staff-product-editor.ts";

// The product CSV import's writes (flows/staff-product-csv.ts), each one statement for a chunk of
// thousands of rows (arrays unnested), run inside the import's one transaction.

/** A product's row and texts as a file sets them. */
export interface CsvProductWrite {
  uniqueName: string;
  texts: Record<ShopLocale, ProductTexts>;
  manufacturerId: number | null;
  categoryId: number;
  productTypeId: number | null;
  flagIds: number[];
  vatRate: number;
  published: boolean;
}

/** A variant as a file sets it, with its product's id. */
export interface CsvVariantWrite {
  productId: number;
  partNo: string;
  ean: string | null;
  colourId: number | null;
  sizeId: number | null;
  isActive: boolean;
  sortOrder: number;
}

const param = (values: readonly unknown[]) => sql.param(values);

/**
 * Creates the products the shop lacks and overwrites the others (by unique name) with their
 * texts and flags; answers each product's id by unique name. Attribute values, pictures and
 * relations a product has are left as they are.
 */
export async function upsertCsvProducts(
  tx: DatabaseOrTransaction,
  products: readonly CsvProductWrite[],
): Promise<Map<string, number>> {
  const rows = await selectRows<{ id: number; unique_name: string }>(
    tx,
    sql`insert into products (unique_name, category_id, manufacturer_id, product_type_id, vat_rate, is_active)
        select * from unnest(${param(products.map((p) => p.uniqueName))}::text[],
          ${param(products.map((p) => p.categoryId))}::int[], ${param(products.map((p) => p.manufacturerId))}::int[],
          ${param(products.map((p) => p.productTypeId))}::int[], ${param(products.map((p) => p.vatRate))}::int[],
          ${param(products.map((p) => p.published))}::boolean[])
        on conflict (unique_name) do update set category_id = excluded.category_id,
          manufacturer_id = excluded.manufacturer_id, product_type_id = excluded.product_type_id,
          vat_rate = excluded.vat_rate, is_active = excluded.is_active
        returning id, unique_name`,
  );
  const ids = new Map(rows.map((row) => [row.unique_name, row.id]));
  const productIds = products.map((product) => ids.get(product.uniqueName)!);
  const texts = shopLocales.flatMap((locale) => products.map((product) => product.texts[locale]));
  await tx.execute(
    sql`insert into product_translations (product_id, locale, name, short_description, description)
        select * from unnest(${param(shopLocales.flatMap(() => productIds))}::int[],
          ${param(shopLocales.flatMap((locale) => products.map(() => locale)))}::text[],
          ${param(texts.map((text) => text.name))}::text[], ${param(texts.map((text) => text.shortDescription))}::text[],
          ${param(texts.map((text) => text.description))}::text[])
        on conflict (product_id, locale) do update set name = excluded.name,
          short_description = excluded.short_description, description = excluded.description
        where (product_translations.name, product_translations.short_description, product_translations.description)
          is distinct from (excluded.name, excluded.short_description, excluded.description)`,
  );
  const flagged = products.flatMap((product, index) => product.flagIds.map((flagId) => [productIds[index]!, flagId]));
  const flagProducts = param(flagged.map(([productId]) => productId));
  const flagIds = param(flagged.map(([, flagId]) => flagId));
  await tx.execute(
    sql`delete from product_flags pf where pf.product_id = any(${param(productIds)}::int[])
        and not exists (select 1 from unnest(${flagProducts}::int[], ${flagIds}::int[]) as kept(product_id, flag_id)
          where kept.product_id = pf.product_id and kept.flag_id = pf.flag_id)`,
  );
  await tx.execute(
    sql`insert into product_flags (product_id, flag_id) select * from unnest(${flagProducts}::int[], ${flagIds}::int[])
        on conflict do nothing`,
  );
  return ids;
}

/**
 * Creates the variants the shop lacks and overwrites the others (by part number) with their EAN,
 * order, being on sale, colour and size. A part number of another
 * product is not taken over: the import checked there is none, so one now is a concurrent change
 * and refused (thrown) rather than moved.
 */
export async function upsertCsvVariants(
  tx: DatabaseOrTransaction,
  variants: readonly CsvVariantWrite[],
  axes: { colourParametricId: number | null; sizeParametricId: number | null },
): Promise<void> {
  const rows = await selectRows<{ id: number; part_no: string }>(
    tx,
    sql`insert into variants (product_id, part_no, ean, sort_order, is_active)
        select * from unnest(${param(variants.map((v) => v.productId))}::int[], ${param(variants.map((v) => v.partNo))}::text[],
          ${param(variants.map((v) => v.ean))}::text[], ${param(variants.map((v) => v.sortOrder))}::int[],
          ${param(variants.map((v) => v.isActive))}::boolean[])
        on conflict (part_no) do update set ean = excluded.ean, sort_order = excluded.sort_order, is_active = excluded.is_active
        where variants.product_id = excluded.product_id
        returning id, part_no`,
  );
  if (rows.length !== variants.length) throw new Error("A part number in the file went to another product meanwhile");
  const ids = new Map(rows.map((row) => [row.part_no, row.id]));
  const values = variants.flatMap((variant) => {
    const id = ids.get(variant.partNo)!;
    return [
      [id, axes.colourParametricId, variant.colourId],
      [id, axes.sizeParametricId, variant.sizeId],
    ].filter((value): value is number[] => value[1] !== null && value[2] !== null);
  });
  const valueColumns = (index: number) => param(values.map((value) => value[index]));
  await tx.execute(
    sql`delete from variant_parametric_values x where x.variant_id = any(${param(rows.map((row) => row.id))}::int[])
        and x.parametric_id = any(${param([axes.colourParametricId, axes.sizeParametricId].filter((id) => id !== null))}::int[])
        and not exists (select 1 from unnest(${valueColumns(0)}::int[], ${valueColumns(2)}::int[]) as kept(variant_id, value_id)
          where kept.variant_id = x.variant_id and kept.value_id = x.value_id)`,
  );
  await tx.execute(
    sql`insert into variant_parametric_values (variant_id, parametric_id, value_id)
        select * from unnest(${valueColumns(0)}::int[], ${valueColumns(1)}::int[], ${valueColumns(2)}::int[])
        on conflict (variant_id, parametric_id) do update set value_id = excluded.value_id
        where variant_parametric_values.value_id <> excluded.value_id`,
  );
}
