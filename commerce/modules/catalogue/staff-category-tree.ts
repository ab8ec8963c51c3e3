import { asc, count } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { categories, categoryTranslations, products } from "./schema.ts";

/** A category's name and URL segment in one language. */
export interface CategoryName {
  name: string;
  slug: string;
}

/** One category as the back office edits it: both languages, hidden ones too, with what it holds. */
export interface StaffCategoryNode {
  id: number;
  parentId: number | null;
  names: Record<ShopLocale, CategoryName>;
  imageKey: string | null;
  isActive: boolean;
  /** Products filed directly under it (archived and unpublished ones too: they keep it from being deleted). */
  productCount: number;
  children: StaffCategoryNode[];
}

/** Every category, hidden ones too, in sibling order, with both languages' names and their product counts. */
export async function readStaffCategoryTree(db: DatabaseOrTransaction): Promise<StaffCategoryNode[]> {
  const [rows, texts, counts] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        imageKey: categories.imageKey,
        isActive: categories.isActive,
      })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({
        categoryId: categoryTranslations.categoryId,
        locale: categoryTranslations.locale,
        name: categoryTranslations.name,
        slug: categoryTranslations.slug,
      })
      .from(categoryTranslations),
    // One pass over the products' category index: cheap next to a page's render.
    db.select({ categoryId: products.categoryId, products: count() }).from(products).groupBy(products.categoryId),
  ]);
  const productCounts = new Map(counts.map((row) => [row.categoryId, row.products]));
  const nodes = new Map<number, StaffCategoryNode>(
    rows.map((row) => [
      row.id,
      {
        ...row,
        names: Object.fromEntries(shopLocales.map((locale) => [locale, { name: "", slug: "" }])) as Record<
          ShopLocale,
          CategoryName
        >,
        productCount: productCounts.get(row.id) ?? 0,
        children: [],
      },
    ]),
  );
  for (const text of texts) {
    const node = nodes.get(text.categoryId);
    if (node && (shopLocales as readonly string[]).includes(text.locale))
      node.names[text.locale as ShopLocale] = { name: text.name, slug: text.slug };
  }
  const top: StaffCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : top).push(node);
  }
  return top;
}
