import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { CatalogueCache } from "./catalogue-cache.ts";
import { buildCategoryTree, findCategory, resolveCategoryTrail, type CategoryNode } from "./category-tree.ts";
import { categories, categoryTranslations } from "./schema.ts";

function readCategoryTree(db: Database, locale: ShopLocale): Promise<CategoryNode[]> {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
      imageKey: categories.imageKey,
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(eq(categoryTranslations.categoryId, categories.id), eq(categoryTranslations.locale, locale)),
    )
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .then(buildCategoryTree);
}

/** The whole category tree in one locale; cached until a category changes. */
export function getCategoryTree(db: Database, cache: CatalogueCache, locale: ShopLocale): Promise<CategoryNode[]> {
  return cache.get(`tree|${locale}`, { kinds: ["category"] }, () => readCategoryTree(db, locale));
}

/** The same category's path in another locale (slugs differ per locale), or undefined when unknown. */
export async function translateCategoryPath(
  db: Database,
  cache: CatalogueCache,
  segments: readonly string[],
  from: ShopLocale,
  to: ShopLocale,
): Promise<string[] | undefined> {
  const category = resolveCategoryTrail(await getCategoryTree(db, cache, from), segments)?.at(-1);
  return category ? findCategory(await getCategoryTree(db, cache, to), category.id)?.path : undefined;
}
