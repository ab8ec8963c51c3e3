import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { listPriceOf } from "../pricing/index.ts";
import { storeOnHandSql, warehouseOnHandSql } from "../stores/index.ts";
import type { ProductCard } from "./product-cards.ts";

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
  /** `alt`: the picture's alt text in the shopper's language, else its language-neutral one; null when it has neither. */
  files: { key: string; colourValueId: number | null; alt: string | null }[];
  attributes: { name: string; values: string[] }[];
}

interface DetailRow {
  id: number;
  unique_name: string;
  name: string;
  brand: string | null;
  price_inc_vat: number;
  original_price_inc_vat: number | null;
  category_id: number;
  vat_rate: number;
  short_description: string;
  description: string;
  files: ProductDetail["files"];
  variants: ProductVariant[];
  attributes: ProductDetail["attributes"];
}

/**
 * One product with its variants (stock as OnHand + OnHandStore, `storeIds` limiting the stores
 * counted), pictures and attributes, in a single query; undefined when none matches `where`
 * (a condition on `p`, the products row).
 */
export async function readProductDetail(
  db: Database,
  {
    locale,
    priceListId,
    where,
    storeIds,
  }: { locale: ShopLocale; priceListId: number; where: SQL; storeIds?: readonly number[] },
): Promise<ProductDetail | undefined> {
  const variantId = sql.raw("v.id");
  const [row] = await selectRows<DetailRow>(
    db,
    sql`select p.id, p.unique_name, pt.name, m.name as brand, list_price.price_inc_vat, list_price.original_price_inc_vat, p.category_id, p.vat_rate,
          pt.short_description, pt.description,
          coalesce((select json_agg(json_build_object('key', f.key, 'colourValueId', f.colour_value_id,
                      'alt', coalesce(nullif(f.alt_texts->>${locale}, ''), nullif(f.alt_text, ''))) order by f.sort_order, f.id)
                    from product_files f where f.product_id = p.id), '[]') as files,
          coalesce((select json_agg(json_build_object(
              'id', v.id,
              'partNo', v.part_no,
              'onHand', ${warehouseOnHandSql(variantId)},
              'onHandStore', ${storeOnHandSql(variantId, storeIds)},
              'values', coalesce((select json_agg(json_build_object(
                  'parametricId', pa.id, 'code', pa.code, 'valueId', pv.id, 'valueCode', pv.code,
                  'name', vt.name, 'sortOrder', pv.sort_order, 'swatch', pv.swatch) order by pa.sort_order)
                from variant_parametric_values x
                  join parametrics pa on pa.id = x.parametric_id
                  join parametric_values pv on pv.id = x.value_id
                  join parametric_value_translations vt on vt.value_id = pv.id and vt.locale = ${locale}
                where x.variant_id = v.id), '[]')
            ) order by v.sort_order, v.id)
            from variants v where v.product_id = p.id and v.is_active), '[]') as variants,
          coalesce((select json_agg(json_build_object('name', a.name, 'values', a.values) order by a.sort_order)
            from (select pat.name, pa.sort_order, json_agg(vt.name order by pv.sort_order) as values
                  from product_parametric_values ppv
                    join parametric_values pv on pv.id = ppv.value_id
                    join parametrics pa on pa.id = pv.parametric_id
                    join parametric_translations pat on pat.parametric_id = pa.id and pat.locale = ${locale}
                    join parametric_value_translations vt on vt.value_id = pv.id and vt.locale = ${locale}
                  where ppv.product_id = p.id
                  group by pat.name, pa.sort_order) a), '[]') as attributes
        from products p
          join product_translations pt on pt.product_id = p.id and pt.locale = ${locale}
          join lateral ${listPriceOf(sql.raw("p.id"), priceListId)} on true
          left join manufacturers m on m.id = p.manufacturer_id
        where ${where} and p.is_active`,
  );
  if (!row) return undefined;
  const variants = row.variants.map((variant) => ({
    ...variant,
    onHand: Number(variant.onHand),
    onHandStore: Number(variant.onHandStore),
  }));
  return {
    id: row.id,
    uniqueName: row.unique_name,
    name: row.name,
    brand: row.brand,
    priceIncVat: row.price_inc_vat,
    originalPriceIncVat: row.original_price_inc_vat,
    imageKey: row.files[0]?.key ?? null,
    inStock: variants.some((variant) => variant.onHand + variant.onHandStore > 0),
    categoryId: row.category_id,
    vatRate: row.vat_rate,
    shortDescription: row.short_description,
    description: row.description,
    variants,
    files: row.files,
    attributes: row.attributes,
  };
}
