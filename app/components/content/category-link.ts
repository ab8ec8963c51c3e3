import type { CategoryNode } from "#commerce/modules/catalogue/index.ts";

/** The locale-neutral path of a category page; `href` puts it in the page's locale. */
export function categoryPath(category: Pick<CategoryNode, "path">): string {
  return `/category/${category.path.join("/")}`;
}
