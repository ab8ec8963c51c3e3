import { and, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import { type DatabaseOrTransaction, queryBuilder } from "#commerce/db/client.ts";
import { manufacturers, products, productTranslations, variants } from "./schema.ts";

// What other modules may ask of the catalogue: look-ups, and one lateral subquery they join in
// their own statement (ADR 0014), so the catalogue's tables are named nowhere outside this module.

/** The ids of the active variants with these part numbers, by part number. */
export async function findActiveVariantsByPartNo(
  db: DatabaseOrTransaction,
  partNos: readonly string[],
): Promise<Map<string, number>> {
  if (!partNos.length) return new Map();
  const rows = await db
    .select({ id: variants.id, partNo: variants.partNo })
    .from(variants)
    .where(and(inArray(variants.partNo, [...partNos]), eq(variants.isActive, true)));
  return new Map(rows.map((row) => [row.partNo, row.id]));
}

/** The products among `productIds` that exist and are sold. */
export async function findActiveProductIds(
  db: DatabaseOrTransaction,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...productIds]), eq(products.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * A variant as a basket or order line shows it, names in `locale`: a lateral subquery joined to
 * the statement holding `variantId` (`innerJoinLateral(variantLineOf(…), sql\`true\`)`).
 */
export const variantLineOf = (variantId: SQLWrapper, locale: SQLWrapper | string) =>
  queryBuilder
    .select({
      partNo: variants.partNo,
      productId: products.id,
      uniqueName: products.uniqueName,
      name: productTranslations.name,
      brand: sql<string | null>`${manufacturers.name}`.as("brand"),
      vatRate: products.vatRate,
      /** The variant's attributes in the shopper's language: colour, size. */
      values: sql<{ name: string; value: string }[]>`coalesce((
        select json_agg(json_build_object('name', pat.name, 'value', vt.name) order by pa.sort_order)
        from variant_parametric_values x
          join parametrics pa on pa.id = x.parametric_id
          join parametric_translations pat on pat.parametric_id = pa.id and pat.locale = ${locale}
          join parametric_value_translations vt on vt.value_id = x.value_id and vt.locale = ${locale}
        where x.variant_id = ${variants.id}), '[]')`.as("values"),
      /** The variant's colour's first picture, else the product's first. */
      imageKey: sql<string | null>`(select f.key from product_files f
        where f.product_id = ${products.id}
          and (f.colour_value_id is null or f.colour_value_id in (select x.value_id from variant_parametric_values x where x.variant_id = ${variants.id}))
        order by f.colour_value_id is null, f.sort_order, f.id limit 1)`.as("image_key"),
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .innerJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(eq(variants.id, variantId))
    .as("catalogue_variant");
