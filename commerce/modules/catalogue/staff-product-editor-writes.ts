import { and, eq, like, ne, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { shopLocales } from "#commerce/locale.ts";
import type { EditableProductFields } from "./staff-product-editor.ts";
import { productFlags, productParametricValues, products, productTranslations } from "./schema.ts";

// The catalogue's steps of the product editor's saves (flows/staff-product-editor.ts), each run
// inside the flow's transaction; the flow refreshes the search index after it commits.

/** A field of the editor whose id names nothing it may take. */
export type UnknownReference = "categoryId" | "manufacturerId" | "productTypeId" | "valueIds" | "flagIds";

/** Whether another product than `exceptId` already has this unique name. */
export async function isUniqueNameTaken(
  tx: DatabaseOrTransaction,
  uniqueName: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      exceptId === undefined
        ? eq(products.uniqueName, uniqueName)
        : and(eq(products.uniqueName, uniqueName), ne(products.id, exceptId)),
    );
  return row !== undefined;
}

/**
 * The fields whose ids name nothing the product may have: a category, brand or product type that
 * does not exist, a flag that does not, or attribute values that are not product-level values (or
 * several of an attribute that takes one).
 */
export async function findUnknownReferences(
  tx: DatabaseOrTransaction,
  fields: EditableProductFields,
): Promise<UnknownReference[]> {
  const [row] = await selectRows<{
    category: boolean;
    brand: boolean;
    type: boolean;
    flags: number;
    values: number;
    crowded: boolean;
  }>(
    tx,
    sql`select
          exists (select 1 from categories where id = ${fields.categoryId}) as category,
          ${fields.manufacturerId} :: int is null or exists (select 1 from manufacturers where id = ${fields.manufacturerId}) as brand,
          ${fields.productTypeId} :: int is null or exists (select 1 from product_types where id = ${fields.productTypeId}) as type,
          (select count(*) from flags where id = any(${sql.param(fields.flagIds)}::int[]))::int as flags,
          (select count(*) from parametric_values pv join parametrics pa on pa.id = pv.parametric_id
            where pv.id = any(${sql.param(fields.valueIds)}::int[]) and not pa.is_variant_axis)::int as values,
          exists (select 1 from parametric_values pv join parametrics pa on pa.id = pv.parametric_id
            where pv.id = any(${sql.param(fields.valueIds)}::int[]) and pa.type <> 'multi'
            group by pa.id having count(*) > 1) as crowded`,
  );
  const unknown: UnknownReference[] = [];
  if (!row!.category) unknown.push("categoryId");
  if (!row!.brand) unknown.push("manufacturerId");
  if (!row!.type) unknown.push("productTypeId");
  if (row!.values !== fields.valueIds.length || row!.crowded) unknown.push("valueIds");
  if (row!.flags !== fields.flagIds.length) unknown.push("flagIds");
  return unknown;
}

const productRowOf = (fields: EditableProductFields) => ({
  uniqueName: fields.uniqueName,
  categoryId: fields.categoryId,
  manufacturerId: fields.manufacturerId,
  productTypeId: fields.productTypeId,
  vatRate: fields.vatRate,
  isActive: fields.published,
});

/** Writes a new product with its texts, values and flags; answers its id. */
export async function insertProduct(tx: DatabaseOrTransaction, fields: EditableProductFields): Promise<number> {
  const [row] = await tx.insert(products).values(productRowOf(fields)).returning({ id: products.id });
  await writeProductParts(tx, row!.id, fields, { replacing: false });
  return row!.id;
}

/** Overwrites the product's row, texts, attribute values and flags with `fields`. */
export async function updateProduct(
  tx: DatabaseOrTransaction,
  productId: number,
  fields: EditableProductFields,
): Promise<void> {
  await tx.update(products).set(productRowOf(fields)).where(eq(products.id, productId));
  await writeProductParts(tx, productId, fields, { replacing: true });
}

async function writeProductParts(
  tx: DatabaseOrTransaction,
  productId: number,
  fields: EditableProductFields,
  { replacing }: { replacing: boolean },
): Promise<void> {
  if (replacing) {
    await tx.delete(productTranslations).where(eq(productTranslations.productId, productId));
    await tx.delete(productParametricValues).where(eq(productParametricValues.productId, productId));
    await tx.delete(productFlags).where(eq(productFlags.productId, productId));
  }
  await tx
    .insert(productTranslations)
    .values(shopLocales.map((locale) => ({ productId, locale, ...fields.texts[locale] })));
  if (fields.valueIds.length > 0)
    await tx.insert(productParametricValues).values(fields.valueIds.map((valueId) => ({ productId, valueId })));
  if (fields.flagIds.length > 0)
    await tx.insert(productFlags).values(fields.flagIds.map((flagId) => ({ productId, flagId })));
}

/** Archives the product (taking it off the shop) or, with `archived` false, brings it back unpublished. */
export async function setProductArchived(
  tx: DatabaseOrTransaction,
  productId: number,
  archived: boolean,
): Promise<void> {
  await tx
    .update(products)
    .set(archived ? { archivedAt: new Date(), isActive: false } : { archivedAt: null })
    .where(eq(products.id, productId));
}

/**
 * A unique name for a copy of the product named `uniqueName`: `{name}-copy`, else the first free
 * `{name}-copy-2`, `-3`, ... (one statement reads every taken one).
 */
export async function freeCopyUniqueName(tx: DatabaseOrTransaction, uniqueName: string): Promise<string> {
  const base = `${uniqueName}-copy`;
  const taken = new Set(
    (
      await tx
        .select({ name: products.uniqueName })
        .from(products)
        .where(like(products.uniqueName, `${base.replace(/[%_\\]/g, "\\$&")}%`))
    ).map((row) => row.name),
  );
  if (!taken.has(base)) return base;
  for (let copy = 2; ; copy += 1) if (!taken.has(`${base}-${copy}`)) return `${base}-${copy}`;
}
