import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { ProductTexts } from "./staff-product-editor.ts";

/** A product as the product CSV writes it (ids: the export names them from the vocabulary). */
export interface CsvProductRead {
  id: number;
  uniqueName: string;
  texts: Partial<Record<ShopLocale, ProductTexts>>;
  manufacturerId: number | null;
  categoryId: number;
  productTypeId: number | null;
  flagIds: number[];
  vatRate: number;
  published: boolean;
  /** In their order. */
  variants: { partNo: string; ean: string | null; isActive: boolean; colourId: number | null; sizeId: number | null }[];
}

/**
 * The next `limit` products after id `afterId` that are not archived, in id order, each with its
 * texts, flags and variants (one statement a chunk, so an export of any size reads in steps).
 */
export async function listCsvProductChunk(
  db: DatabaseOrTransaction,
  afterId: number,
  limit: number,
  axes: { colourParametricId: number | null; sizeParametricId: number | null },
): Promise<CsvProductRead[]> {
  return selectRows<CsvProductRead>(
    db,
    sql`select p.id, p.unique_name as "uniqueName", p.manufacturer_id as "manufacturerId", p.category_id as "categoryId",
          p.product_type_id as "productTypeId", p.vat_rate as "vatRate", p.is_active as published,
          coalesce((select json_object_agg(t.locale, json_build_object('name', t.name,
              'shortDescription', t.short_description, 'description', t.description))
            from product_translations t where t.product_id = p.id), '{}') as texts,
          coalesce((select array_agg(f.flag_id order by f.flag_id) from product_flags f where f.product_id = p.id), '{}') as "flagIds",
          coalesce((select json_agg(json_build_object('partNo', v.part_no, 'ean', v.ean, 'isActive', v.is_active,
              'colourId', c.value_id, 'sizeId', s.value_id) order by v.sort_order, v.id)
            from variants v
              left join variant_parametric_values c on c.variant_id = v.id and c.parametric_id = ${axes.colourParametricId}
              left join variant_parametric_values s on s.variant_id = v.id and s.parametric_id = ${axes.sizeParametricId}
            where v.product_id = p.id), '[]') as variants
        from products p
        where p.archived_at is null and p.id > ${afterId}
        order by p.id limit ${limit}`,
  );
}
