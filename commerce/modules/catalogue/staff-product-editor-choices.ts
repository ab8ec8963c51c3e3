import { sql } from "drizzle-orm";
import { type Database, selectRows } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";

/** One thing a field offers: its id and its name in the member's language. */
export interface EditorChoice {
  id: number;
  name: string;
}

/** A product-level attribute (not a variant's colour or size) with the values it offers. */
export interface EditorParametric extends EditorChoice {
  /** `multi` takes any number of values; every other type one at most. */
  type: "list" | "multi" | "text" | "number" | "boolean";
  values: EditorChoice[];
}

/** What the product editor's fields offer, named in one language. */
export interface ProductEditorChoices {
  brands: EditorChoice[];
  /** Every category, named by its trail ("Dam › Jackor"), in tree order. */
  categories: EditorChoice[];
  productTypes: EditorChoice[];
  parametrics: EditorParametric[];
  flags: EditorChoice[];
}

/**
 * The brands, categories, product types, product-level attributes and flags a product may have.
 * The schema ties attributes to neither product types nor categories, so every product-level
 * attribute is offered; colour and size (variant axes) belong to the variants.
 */
export async function readProductEditorChoices(db: Database, locale: ShopLocale): Promise<ProductEditorChoices> {
  const [brands, categories, productTypes, parametrics, flags] = await Promise.all([
    selectRows<EditorChoice>(db, sql`select id, name from manufacturers order by lower(name), id`),
    selectRows<EditorChoice>(
      db,
      sql`with recursive trail as (
            select c.id, ct.name::text as name, array[c.sort_order, c.id] as path
            from categories c left join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
            where c.parent_id is null
            union all
            select c.id, trail.name || ' › ' || coalesce(ct.name, c.id::text), trail.path || array[c.sort_order, c.id]
            from categories c join trail on trail.id = c.parent_id
              left join category_translations ct on ct.category_id = c.id and ct.locale = ${locale}
          )
          select id, coalesce(name, id::text) as name from trail order by path`,
    ),
    selectRows<EditorChoice>(
      db,
      sql`select t.id, coalesce(tt.name, t.code) as name
          from product_types t left join product_type_translations tt on tt.product_type_id = t.id and tt.locale = ${locale}
          order by 2, t.id`,
    ),
    selectRows<EditorParametric>(
      db,
      sql`select pa.id, coalesce(pat.name, pa.code) as name, pa.type,
            coalesce((select json_agg(json_build_object('id', pv.id, 'name', coalesce(vt.name, pv.code)) order by pv.sort_order, pv.id)
              from parametric_values pv
                left join parametric_value_translations vt on vt.value_id = pv.id and vt.locale = ${locale}
              where pv.parametric_id = pa.id), '[]') as values
          from parametrics pa left join parametric_translations pat on pat.parametric_id = pa.id and pat.locale = ${locale}
          where not pa.is_variant_axis
          order by pa.sort_order, pa.id`,
    ),
    selectRows<EditorChoice>(
      db,
      sql`select f.id, coalesce(ft.name, f.code) as name
          from flags f left join flag_translations ft on ft.flag_id = f.id and ft.locale = ${locale}
          order by f.sort_order, f.id`,
    ),
  ]);
  return { brands, categories, productTypes, parametrics, flags };
}
