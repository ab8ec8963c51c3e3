import { eq, inArray, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { products, productTranslations, variantParametricValues, variants } from "./schema.ts";

// The catalogue's reads and steps of the variants grid (flows/staff-product-variants*.ts), each run
// inside the flow's transaction; stock is the stores module's, prices the pricing module's.

/** A value of a variant axis (a colour, a size) as the grid offers it. */
export interface VariantAxisValue {
  id: number;
  code: string;
  name: string;
}

/** A variant axis (colour, size) with every value the vocabulary has, in their order. */
export interface VariantAxis {
  id: number;
  name: string;
  values: VariantAxisValue[];
}

/** What the grid edits of one variant, besides its stock. */
export interface GridVariantFields {
  partNo: string;
  /** GTIN-8 or GTIN-13; null when it has none. */
  ean: string | null;
  isActive: boolean;
  /** Null follows the shop's setting. */
  lowStockThreshold: number | null;
}

/** One variant as the grid shows it. */
export interface GridVariant extends GridVariantFields {
  id: number;
  /** Its value on each axis it has, by axis id. */
  values: Record<number, number>;
}

/** A new variant: its fields and its value on each axis. */
export interface NewGridVariant {
  partNo: string;
  values: { axisId: number; valueId: number }[];
}

/** The product's name in `locale` and its unique name; undefined when there is no such product. */
export async function readVariantGridProduct(
  db: DatabaseOrTransaction,
  productId: number,
  locale: ShopLocale,
): Promise<{ id: number; name: string; uniqueName: string } | undefined> {
  const [row] = await db
    .select({ id: products.id, uniqueName: products.uniqueName, name: productTranslations.name })
    .from(products)
    .leftJoin(
      productTranslations,
      sql`${productTranslations.productId} = ${products.id} and ${productTranslations.locale} = ${locale}`,
    )
    .where(eq(products.id, productId));
  return row ? { id: row.id, uniqueName: row.uniqueName, name: row.name ?? row.uniqueName } : undefined;
}

/**
 * Holds the product against other saves of its variants until the transaction ends; false when
 * there is no such product. `no key update`: orders naming the product are not held up.
 */
export async function lockVariantGridProduct(tx: DatabaseOrTransaction, productId: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`select id from products where id = ${productId} for no key update`,
  );
  return rows.length > 0;
}

/** The variant axes (colour, size) with every value of each, named in `locale` (else by code), in their order. */
export function listVariantAxes(db: DatabaseOrTransaction, locale: ShopLocale): Promise<VariantAxis[]> {
  return selectRows<VariantAxis>(
    db,
    sql`select pa.id, coalesce(pat.name, pa.code) as name,
          coalesce((select json_agg(json_build_object('id', pv.id, 'code', pv.code, 'name', coalesce(vt.name, pv.code))
              order by pv.sort_order, pv.id)
            from parametric_values pv
              left join parametric_value_translations vt on vt.value_id = pv.id and vt.locale = ${locale}
            where pv.parametric_id = pa.id), '[]') as values
        from parametrics pa left join parametric_translations pat on pat.parametric_id = pa.id and pat.locale = ${locale}
        where pa.is_variant_axis
        order by pa.sort_order, pa.id`,
  );
}

/** The product's variants, on sale or not, in their order, each with its value on every axis. */
export async function listGridVariants(db: DatabaseOrTransaction, productId: number): Promise<GridVariant[]> {
  const rows = await selectRows<{
    id: number;
    part_no: string;
    ean: string | null;
    is_active: boolean;
    low_stock_threshold: number | null;
    values: Record<string, number>;
  }>(
    db,
    sql`select v.id, v.part_no, v.ean, v.is_active, v.low_stock_threshold,
          coalesce((select json_object_agg(x.parametric_id, x.value_id) from variant_parametric_values x
            where x.variant_id = v.id), '{}') as values
        from variants v where v.product_id = ${productId}
        order by v.sort_order, v.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    partNo: row.part_no,
    ean: row.ean,
    isActive: row.is_active,
    lowStockThreshold: row.low_stock_threshold,
    values: Object.fromEntries(Object.entries(row.values).map(([axisId, valueId]) => [Number(axisId), valueId])),
  }));
}

/**
 * Takes part numbers in turn: two saves giving a variant the same part number at once queue here,
 * so the second sees the first's and is refused on its cell rather than failing on the unique index.
 */
export async function lockPartNumbers(tx: DatabaseOrTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('butik.variant_part_numbers'))`);
}

/** Which of these part numbers a variant other than `exceptIds` already has. */
export async function findTakenPartNumbers(
  db: DatabaseOrTransaction,
  partNos: readonly string[],
  exceptIds: readonly number[] = [],
): Promise<Set<string>> {
  if (partNos.length === 0) return new Set();
  const rows = await selectRows<{ part_no: string }>(
    db,
    sql`select part_no from variants where part_no = any(${sql.param([...partNos])}::text[])
          and id <> all(${sql.param([...exceptIds])}::int[])`,
  );
  return new Set(rows.map((row) => row.part_no));
}

/** Adds variants to the product after its others, in the order given, with their axis values; answers their ids. */
export async function insertGridVariants(
  tx: DatabaseOrTransaction,
  productId: number,
  added: readonly NewGridVariant[],
): Promise<number[]> {
  if (added.length === 0) return [];
  const [last] = await selectRows<{ sort_order: number }>(
    tx,
    sql`select coalesce(max(sort_order), -1) as sort_order from variants where product_id = ${productId}`,
  );
  const rows = await tx
    .insert(variants)
    .values(
      added.map((variant, index) => ({ productId, partNo: variant.partNo, sortOrder: last!.sort_order + 1 + index })),
    )
    .returning({ id: variants.id, partNo: variants.partNo });
  const idOf = new Map(rows.map((row) => [row.partNo, row.id]));
  await tx.insert(variantParametricValues).values(
    added.flatMap((variant) =>
      variant.values.map((value) => ({
        variantId: idOf.get(variant.partNo)!,
        parametricId: value.axisId,
        valueId: value.valueId,
      })),
    ),
  );
  return added.map((variant) => idOf.get(variant.partNo)!);
}

/**
 * Writes the grid's fields of these variants. Part numbers go through a placeholder first, so two
 * variants trading part numbers never meet on the unique index halfway.
 */
export async function updateGridVariants(
  tx: DatabaseOrTransaction,
  changes: readonly ({ id: number; partNoChanged: boolean } & GridVariantFields)[],
): Promise<void> {
  const renamed = changes.filter((change) => change.partNoChanged).map((change) => change.id);
  if (renamed.length > 1)
    await tx
      .update(variants)
      .set({ partNo: sql`'~' || ${variants.id}::text` })
      .where(inArray(variants.id, renamed));
  for (const change of changes)
    await tx
      .update(variants)
      .set({
        partNo: change.partNo,
        ean: change.ean,
        isActive: change.isActive,
        lowStockThreshold: change.lowStockThreshold,
      })
      .where(eq(variants.id, change.id));
}

/** Deletes a variant with its axis values (its stock rows go with it). */
export async function deleteGridVariant(tx: DatabaseOrTransaction, variantId: number): Promise<void> {
  await tx.delete(variants).where(eq(variants.id, variantId));
}
