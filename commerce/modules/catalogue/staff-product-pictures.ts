import { and, asc, eq, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { categories, productFiles, products, productTranslations } from "./schema.ts";

// The product pictures page's reads and writes of product_files (flows/staff-product-pictures.ts).

/** One picture of a product as the pictures page shows it. */
export interface ProductPicture {
  id: number;
  /** The media key its original is stored under; /img/{key} serves it resized. */
  key: string;
  colourValueId: number | null;
  /** Alt text per shop locale; a locale without one falls back to `altText`, then to the product's name. */
  altTexts: Partial<Record<ShopLocale, string>>;
  altText: string | null;
}

/** A colour the product comes in (a value of the `color` attribute on one of its variants). */
export interface ProductColour {
  valueId: number;
  name: string;
}

/** The product's id and name in `locale`, its row locked against other picture edits when `lock`; undefined when there is none. */
export async function readPictureProduct(
  db: DatabaseOrTransaction,
  productId: number,
  locale: ShopLocale,
  { lock = false } = {},
): Promise<{ id: number; name: string } | undefined> {
  const query = db
    .select({ id: products.id, name: productTranslations.name })
    .from(products)
    .leftJoin(
      productTranslations,
      and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale)),
    )
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for("no key update", { of: products }) : await query;
  return row && { id: row.id, name: row.name ?? "" };
}

/** The product's pictures (its image files) in their order. */
export async function listProductPictures(db: DatabaseOrTransaction, productId: number): Promise<ProductPicture[]> {
  const rows = await db
    .select({
      id: productFiles.id,
      key: productFiles.key,
      colourValueId: productFiles.colourValueId,
      altTexts: productFiles.altTexts,
      altText: productFiles.altText,
    })
    .from(productFiles)
    .where(and(eq(productFiles.productId, productId), eq(productFiles.kind, "image")))
    .orderBy(asc(productFiles.sortOrder), asc(productFiles.id));
  return rows;
}

/** The colours of the product's variants, named in `locale` (by code where that name is missing), in the colours' order. */
export async function listProductColours(
  db: DatabaseOrTransaction,
  productId: number,
  locale: ShopLocale,
): Promise<ProductColour[]> {
  return selectRows<ProductColour>(
    db,
    sql`select pv.id as "valueId", coalesce(vt.name, pv.code) as name
        from parametric_values pv
          join parametrics pa on pa.id = pv.parametric_id and pa.code = 'color'
          left join parametric_value_translations vt on vt.value_id = pv.id and vt.locale = ${locale}
        where pv.id in (select x.value_id from variant_parametric_values x
                          join variants v on v.id = x.variant_id where v.product_id = ${productId})
        order by pv.sort_order, pv.id`,
  );
}

/** Adds a picture last among the product's pictures; answers its id. */
export async function insertProductPicture(
  tx: DatabaseOrTransaction,
  picture: { productId: number; key: string; colourValueId: number | null },
): Promise<number> {
  const [row] = await tx
    .insert(productFiles)
    .values({
      ...picture,
      kind: "image",
      sortOrder: sql`(select coalesce(max(sort_order) + 1, 0) from ${productFiles} where product_id = ${picture.productId})`,
    })
    .returning({ id: productFiles.id });
  return row!.id;
}

/** Sets a picture's colour and its alt text per locale. */
export async function updateProductPicture(
  tx: DatabaseOrTransaction,
  pictureId: number,
  fields: { colourValueId: number | null; altTexts: Partial<Record<ShopLocale, string>> },
): Promise<void> {
  await tx.update(productFiles).set(fields).where(eq(productFiles.id, pictureId));
}

/** Numbers the product's pictures 0, 1, 2, … in the order of `pictureIds`. */
export async function writeProductPictureOrder(
  tx: DatabaseOrTransaction,
  pictureIds: readonly number[],
): Promise<void> {
  if (pictureIds.length === 0) return;
  await tx.execute(sql`update ${productFiles} set sort_order = ordered.position - 1
    from unnest(${sql.param([...pictureIds])}::int[]) with ordinality as ordered(id, position)
    where ${productFiles.id} = ordered.id`);
}

/** Removes a picture from its product. */
export async function deleteProductPicture(tx: DatabaseOrTransaction, pictureId: number): Promise<void> {
  await tx.delete(productFiles).where(eq(productFiles.id, pictureId));
}

/** Whether any product picture or category still shows the media key (seeded pictures share theirs). */
export async function isPictureKeyInUse(db: DatabaseOrTransaction, key: string): Promise<boolean> {
  const [row] = await selectRows<{ used: boolean }>(
    db,
    sql`select exists (select 1 from ${productFiles} where key = ${key})
          or exists (select 1 from ${categories} where image_key = ${key}) as used`,
  );
  return row!.used;
}
