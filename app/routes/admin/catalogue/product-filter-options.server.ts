import type { Commerce } from "#commerce/commerce.ts";
import type { CategoryNode } from "#commerce/modules/catalogue/index.ts";
import type { ShopLocale } from "#commerce/locale.ts";

/** The category tree flattened in its order, each with its depth (for indenting the choice). */
function flattenCategories(nodes: readonly CategoryNode[], depth = 0): { id: number; name: string; depth: number }[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name, depth },
    ...flattenCategories(node.children, depth + 1),
  ]);
}

/** What the product list's filters offer, in the member's language: categories, brands and flags (the catalogue's cached reads). */
export async function readProductFilterOptions(commerce: Commerce, locale: ShopLocale) {
  const [tree, vocabulary] = await Promise.all([
    commerce.catalogue.getCategoryTree(locale),
    commerce.catalogue.getVocabulary(locale),
  ]);
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, locale);
  return {
    categories: flattenCategories(tree),
    brands: [...vocabulary.brands.values()].sort(byName),
    flags: [...vocabulary.flags.values()]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ id, name }) => ({ id, name })),
  };
}

export type ProductFilterOptions = Awaited<ReturnType<typeof readProductFilterOptions>>;
