import { and, asc, count, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { slugify } from "#commerce/slug.ts";
import { categories, categoryTranslations, products } from "./schema.ts";
import type { CategoryName } from "./staff-category-tree.ts";

/**
 * Category edits take turns: a move checks the tree for cycles and a rename its siblings' slugs, and
 * neither check holds if another edit changes the tree between the check and the write. Edits are
 * rare, so one lock for the whole tree costs nothing.
 */
export async function lockCategoryTree(tx: DatabaseOrTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('butik.category_tree'))`);
}

/**
 * The category as it stands, or a 404 when there is none. `forDelete` locks its row: a product being
 * filed under it meanwhile (which holds a key-share lock on it) either lands first and is counted, or
 * waits and then finds it gone.
 */
export async function requireCategory(tx: DatabaseOrTransaction, categoryId: number, { forDelete = false } = {}) {
  const query = tx.select().from(categories).where(eq(categories.id, categoryId));
  const [row] = await (forDelete ? query.for("update") : query);
  if (!row) throw new DomainError("not_found", problem("category_not_found", { id: categoryId }));
  return row;
}

/** A category's names and slugs in every language. */
export async function readCategoryNames(
  tx: DatabaseOrTransaction,
  categoryId: number,
): Promise<Record<ShopLocale, CategoryName>> {
  const rows = await tx
    .select({ locale: categoryTranslations.locale, name: categoryTranslations.name, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.categoryId, categoryId));
  return Object.fromEntries(
    shopLocales.map((locale) => {
      const row = rows.find((text) => text.locale === locale);
      return [locale, { name: row?.name ?? "", slug: row?.slug ?? "" }];
    }),
  ) as Record<ShopLocale, CategoryName>;
}

/** Each language's name with the slug SPEC §2 makes of it; a name with no letter or digit makes no URL segment and is refused on its field. */
export function sluggedNames(names: Record<ShopLocale, string>): Record<ShopLocale, CategoryName> {
  return Object.fromEntries(
    shopLocales.map((locale) => {
      const slug = slugify(names[locale]);
      if (slug === "") throw invalidField(`names.${locale}`, problem("category_slug_empty"));
      return [locale, { name: names[locale], slug }];
    }),
  ) as Record<ShopLocale, CategoryName>;
}

const underParent = (parentId: number | null): SQL =>
  parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);

/**
 * Refuses slugs a sibling under `parentId` already has in the same language (hidden siblings too:
 * showing one again must not make two categories answer one URL). `field` names where to say so:
 * the name's own field, or the parent chosen by a move.
 */
export async function refuseSlugClash(
  tx: DatabaseOrTransaction,
  parentId: number | null,
  names: Record<ShopLocale, CategoryName>,
  { except, field }: { except?: number; field: (locale: ShopLocale) => string },
): Promise<void> {
  for (const locale of shopLocales) {
    const [clash] = await tx
      .select({ id: categories.id })
      .from(categories)
      .innerJoin(categoryTranslations, eq(categoryTranslations.categoryId, categories.id))
      .where(
        and(
          underParent(parentId),
          eq(categoryTranslations.locale, locale),
          eq(categoryTranslations.slug, names[locale].slug),
          except === undefined ? undefined : ne(categories.id, except),
        ),
      )
      .limit(1);
    if (clash) throw invalidField(field(locale), problem("category_slug_taken", { slug: names[locale].slug }));
  }
}

/** Refuses a parent that is the category itself or lies below it: the tree would lose a branch in a loop. */
export async function refuseCycle(tx: DatabaseOrTransaction, categoryId: number, parentId: number): Promise<void> {
  const [row] = await selectRows<{ below: boolean }>(
    tx,
    sql`with recursive above(id) as (
          select ${parentId}::int
          union all
          select c.parent_id from ${categories} c join above a on c.id = a.id where c.parent_id is not null
        )
        select exists (select 1 from above where id = ${categoryId}) as below`,
  );
  if (row?.below) throw invalidField("parentId", problem("category_cycle"));
}

/** The ids of the categories under `parentId`, in sibling order, leaving out `except`. */
export async function siblingIds(
  tx: DatabaseOrTransaction,
  parentId: number | null,
  except?: number,
): Promise<number[]> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(underParent(parentId), except === undefined ? undefined : ne(categories.id, except)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => row.id);
}

/** Numbers the siblings 0, 1, 2… in the given order, writing only those whose number changes. */
export async function writeSiblingOrder(tx: DatabaseOrTransaction, orderedIds: readonly number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await tx.execute(sql`
    update ${categories} c set sort_order = wanted.position - 1
    from unnest(${sql.param([...orderedIds])}::int[]) with ordinality as wanted(id, position)
    where c.id = wanted.id and c.sort_order <> wanted.position - 1`);
}

/** Refuses deleting a category that still holds products (archived ones too) or subcategories. */
export async function refuseDeletingNonEmpty(tx: DatabaseOrTransaction, categoryId: number): Promise<void> {
  const [held] = await tx.select({ count: count() }).from(products).where(eq(products.categoryId, categoryId));
  const [below] = await tx.select({ count: count() }).from(categories).where(eq(categories.parentId, categoryId));
  if (held && held.count > 0)
    throw new DomainError("conflict", problem("category_has_products", { count: held.count }));
  if (below && below.count > 0)
    throw new DomainError("conflict", problem("category_has_children", { count: below.count }));
}
