import type { AppLoadContext } from "react-router";
import type { EditorChoices } from "#app/components/admin/content-editor/editor-context.tsx";
import type { ShopLocale } from "#commerce/locale.ts";
import type { CategoryNode } from "#commerce/modules/catalogue/index.ts";
import { emptyFilters } from "#commerce/modules/search/index.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";

/** The pickers' products: the newest this many (the field takes any unique name typed). */
const pickerProducts = 100;

function flattenCategories(nodes: readonly CategoryNode[], depth = 0): EditorChoices["categories"] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${"— ".repeat(depth)}${node.name}` },
    ...flattenCategories(node.children, depth + 1),
  ]);
}

/** What the block editor's pickers offer, in the story's language: categories, products, published articles, known pictures. */
export async function loadEditorChoices(
  context: AppLoadContext,
  actor: StaffActor,
  locale: ShopLocale,
): Promise<EditorChoices> {
  const { catalogue, search, content, staffContent, pricing } = context.commerce;
  const { priceListId } = await pricing.getDefaultCurrency();
  const [tree, products, articles, pictureKeys] = await Promise.all([
    catalogue.getCategoryTree(locale),
    search.listProducts({ locale, priceListId, sort: "latest", pageSize: pickerProducts }, emptyFilters()),
    // Relations resolve to published articles only, so only those are offered.
    content.listStories(locale, { contentType: "Article", sortBy: "name:asc", perPage: 100 }),
    staffContent.listPictureKeys(actor),
  ]);
  return {
    categories: flattenCategories(tree),
    products: products.items.map((product) => ({ uniqueName: product.uniqueName, name: product.name })),
    articles: articles.stories.map((story) => ({ uuid: story.uuid, name: story.name })),
    pictureKeys,
  };
}
