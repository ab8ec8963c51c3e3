import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, readSideBySide, selectRows } from "#commerce/db/client.ts";
import { productCsvPathSeparator } from "./product-csv-columns.ts";

// What the product CSV names by text (brands, categories, types, flags, colours, sizes), read once
// per import or export, and the products and variants a file names that the shop has already.

/** A vocabulary both ways: the id of each name as a file writes it (keys folded as the import matches them), and the name of each id. */
export interface CsvNames {
  idOf: Map<string, number>;
  nameOf: Map<number, string>;
}

/** Everything a product row may name, by the text the file names it with. */
export interface ProductCsvVocabulary {
  /** By name, case ignored. */
  brands: CsvNames;
  /** By the trail of Swedish slugs from the top (`dam/jackor`). */
  categories: CsvNames;
  /** By code. */
  productTypes: CsvNames;
  flags: CsvNames;
  colours: CsvNames;
  sizes: CsvNames;
  /** The attributes colour and size are values of (SPEC §3 codes `color` and `size`); null when the shop lacks one. */
  colourParametricId: number | null;
  sizeParametricId: number | null;
}

/** Names are matched with case ignored, as people type them. */
export const csvNameKey = (name: string) => name.toLowerCase();

function namesOf(rows: readonly { id: number; name: string }[]): CsvNames {
  return {
    idOf: new Map(rows.map((row) => [csvNameKey(row.name), row.id])),
    nameOf: new Map(rows.map((row) => [row.id, row.name])),
  };
}

/** Reads every brand, category trail, product type, flag, colour and size once. */
export async function readProductCsvVocabulary(db: DatabaseOrTransaction): Promise<ProductCsvVocabulary> {
  type Named = { id: number; name: string };
  const [brands, categories, productTypes, flags, values, axes] = await readSideBySide(db, [
    () => selectRows<Named>(db, sql`select id, name from manufacturers`),
    () =>
      selectRows<Named>(
        db,
        sql`with recursive trail as (
              select c.id, coalesce(ct.slug, c.id::text) as name
              from categories c left join category_translations ct on ct.category_id = c.id and ct.locale = 'sv-SE'
              where c.parent_id is null
              union all
              select c.id, trail.name || ${productCsvPathSeparator} || coalesce(ct.slug, c.id::text)
              from categories c join trail on trail.id = c.parent_id
                left join category_translations ct on ct.category_id = c.id and ct.locale = 'sv-SE'
            )
            select id, name from trail`,
      ),
    () => selectRows<Named>(db, sql`select id, code as name from product_types`),
    () => selectRows<Named>(db, sql`select id, code as name from flags`),
    () =>
      selectRows<Named & { parametric: string }>(
        db,
        sql`select pv.id, pv.code as name, pa.code as parametric
            from parametric_values pv join parametrics pa on pa.id = pv.parametric_id
            where pa.code in ('color', 'size')`,
      ),
    () => selectRows<Named>(db, sql`select id, code as name from parametrics where code in ('color', 'size')`),
  ]);
  return {
    brands: namesOf(brands),
    categories: namesOf(categories),
    productTypes: namesOf(productTypes),
    flags: namesOf(flags),
    colours: namesOf(values.filter((value) => value.parametric === "color")),
    sizes: namesOf(values.filter((value) => value.parametric === "size")),
    colourParametricId: axes.find((axis) => axis.name === "color")?.id ?? null,
    sizeParametricId: axes.find((axis) => axis.name === "size")?.id ?? null,
  };
}

/** A product the shop has, found by its unique name. */
export interface ExistingCsvProduct {
  id: number;
  archived: boolean;
}

/**
 * The products with these unique names, by unique name (one statement for any number). A join on
 * the unnested list rather than `= any(...)`: the planner weighs each element of an `any` list,
 * which for 100,000 names costs more than the read.
 */
export async function findProductsByUniqueName(
  db: DatabaseOrTransaction,
  uniqueNames: readonly string[],
): Promise<Map<string, ExistingCsvProduct>> {
  if (uniqueNames.length === 0) return new Map();
  const rows = await selectRows<{ id: number; unique_name: string; archived: boolean }>(
    db,
    sql`select p.id, p.unique_name, p.archived_at is not null as archived
        from unnest(${sql.param([...uniqueNames])}::text[]) as wanted(unique_name)
          join products p on p.unique_name = wanted.unique_name`,
  );
  return new Map(rows.map((row) => [row.unique_name, { id: row.id, archived: row.archived }]));
}

/** The product of each variant with one of these part numbers, by part number (one statement for any number). */
export async function findVariantProducts(
  db: DatabaseOrTransaction,
  partNos: readonly string[],
): Promise<Map<string, number>> {
  if (partNos.length === 0) return new Map();
  const rows = await selectRows<{ part_no: string; product_id: number }>(
    db,
    sql`select v.part_no, v.product_id
        from unnest(${sql.param([...partNos])}::text[]) as wanted(part_no) join variants v on v.part_no = wanted.part_no`,
  );
  return new Map(rows.map((row) => [row.part_no, row.product_id]));
}

/**
 * Holds the products with these unique names against every other writer until the transaction
 * ends, taken in id order as every writer of several products takes them (one statement for any
 * number); answers their ids. `no key update`: orders naming the products are not held up.
 */
export async function lockCsvProducts(db: DatabaseOrTransaction, uniqueNames: readonly string[]): Promise<number[]> {
  if (uniqueNames.length === 0) return [];
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select p.id from unnest(${sql.param([...uniqueNames])}::text[]) as wanted(unique_name)
          join products p on p.unique_name = wanted.unique_name
        order by p.id for no key update of p`,
  );
  return rows.map((row) => Number(row.id));
}
