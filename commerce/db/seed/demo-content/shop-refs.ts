import { and, asc, eq, sql } from "drizzle-orm";
import type { ShopLocale } from "#commerce/locale.ts";
import { buildCategoryTree, type CategoryNode } from "#commerce/modules/catalogue/index.ts";
import { categories, categoryTranslations, flags, productFlags, products } from "#commerce/modules/catalogue/schema.ts";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";

/** What the demo content points at in the catalogue: categories per locale and a few products. */
export interface ShopRefs {
  categoryTree: Record<ShopLocale, CategoryNode[]>;
  /** Unique names of products the content shows: one new, one on sale. */
  newProduct: string;
  saleProduct: string;
}

async function readTree(db: DatabaseOrTransaction, locale: ShopLocale): Promise<CategoryNode[]> {
  const rows = await db
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
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return buildCategoryTree(rows);
}

async function firstProductWithFlag(db: DatabaseOrTransaction, code: string): Promise<string> {
  const [row] = await db
    .select({ uniqueName: products.uniqueName })
    .from(products)
    .innerJoin(productFlags, eq(productFlags.productId, products.id))
    .innerJoin(flags, and(eq(flags.id, productFlags.flagId), eq(flags.code, code)))
    .orderBy(asc(products.id))
    .limit(1);
  const fallback =
    row ??
    (
      await db
        .select({ uniqueName: products.uniqueName })
        .from(products)
        .orderBy(sql`${products.id}`)
        .limit(1)
    )[0];
  if (!fallback) throw new Error("The demo content needs products: seed the catalogue first");
  return fallback.uniqueName;
}

export async function readShopRefs(db: DatabaseOrTransaction): Promise<ShopRefs> {
  // One query at a time: inside a transaction they share one connection.
  const sv = await readTree(db, "sv-SE");
  const en = await readTree(db, "en-GB");
  return {
    categoryTree: { "sv-SE": sv, "en-GB": en },
    newProduct: await firstProductWithFlag(db, "news"),
    saleProduct: await firstProductWithFlag(db, "sale"),
  };
}

/** The locale-neutral path of a category page. */
export function categoryHref(category: CategoryNode): string {
  return `/category/${category.path.join("/")}`;
}
