import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { type CatalogueService, type CategoryNode, collectCategoryIds, findCategory } from "../catalogue/index.ts";
import { Bitset, unionOf } from "./bitset.ts";
import type { FacetIndex } from "./facet-index.ts";
import type { FacetIndexKeeper } from "./facet-index-keeper.ts";
import type { SelectedFilters } from "./filter-text.ts";
import type { SearchWordsSetting } from "./search-words-setting.ts";
import { listingScopeInput, type ListingScope } from "./inputs.ts";
import { type SearchVocabulary, TextSearch } from "./text/text-search.ts";

/** What a listing reads: this process's facet index, the catalogue's tree, vocabulary and cards, and the merchant's search words. */
export interface ListingSources {
  db: Database;
  catalogue: Pick<CatalogueService, "getCategoryTree" | "getVocabulary" | "getProductCards">;
  keeper: Pick<FacetIndexKeeper, "current">;
  searchWords: () => Promise<SearchWordsSetting>;
}

export type GroupKey = `parametric:${number}` | "category" | "brand" | "price" | "stock" | "flags";

async function categorySet(
  sources: ListingSources,
  index: FacetIndex,
  locale: ShopLocale,
  categoryIds: readonly number[],
  expand: boolean,
): Promise<Bitset> {
  const tree = expand ? await sources.catalogue.getCategoryTree(locale) : [];
  const ids = expand
    ? categoryIds.flatMap((id) => {
        const node = findCategory(tree, id);
        return node ? collectCategoryIds(node) : [id];
      })
    : categoryIds;
  return unionOf(
    index.capacity,
    ids.map((id) => index.byCategory.get(id)),
  );
}

/** Each selected filter group as the set of products it allows. */
export async function groupSets(
  sources: ListingSources,
  index: FacetIndex,
  locale: ShopLocale,
  priceListId: number,
  minorUnitsPerUnit: number,
  selected: SelectedFilters,
): Promise<Map<GroupKey, Bitset>> {
  const groups = new Map<GroupKey, Bitset>();
  for (const [parametricId, valueIds] of Object.entries(selected.parametric)) {
    groups.set(
      `parametric:${Number(parametricId)}`,
      unionOf(
        index.capacity,
        valueIds.map((id) => index.byValue.get(id)),
      ),
    );
  }
  if (selected.category.length > 0)
    groups.set("category", await categorySet(sources, index, locale, selected.category, true));
  if (selected.brands.length > 0)
    groups.set(
      "brand",
      unionOf(
        index.capacity,
        selected.brands.map((id) => index.byBrand.get(id)),
      ),
    );
  if (selected.price) {
    const inRange = new Bitset(index.capacity);
    const prices = index.prices.get(priceListId)?.price;
    const [low, high] = [selected.price.min * minorUnitsPerUnit, selected.price.max * minorUnitsPerUnit];
    prices?.forEach((price, position) => {
      if (price >= low && price <= high) inRange.add(position);
    });
    groups.set("price", inRange);
  }
  if (selected.stock) groups.set("stock", index.inStock);
  if (selected.flags.length > 0)
    groups.set(
      "flags",
      unionOf(
        index.capacity,
        selected.flags.map((id) => index.byFlag.get(id)),
      ),
    );
  return groups;
}

// One per process: it keeps what it worked out of the vocabulary (search words repeat).
const textSearch = new TextSearch();

/** What a search in the locale reads besides the index. */
async function searchVocabularyOf(sources: ListingSources, locale: ShopLocale): Promise<SearchVocabulary> {
  const [vocabulary, categories, searchWords] = await Promise.all([
    sources.catalogue.getVocabulary(locale),
    sources.catalogue.getCategoryTree(locale),
    sources.searchWords(),
  ]);
  return {
    vocabulary,
    categories,
    ignoredWords: searchWords.ignoredWords[locale],
    synonyms: searchWords.synonyms[locale],
  };
}

/** The categories and brands whose names have every word of the scope's search, best first. */
export async function matchSearchLabels(
  sources: ListingSources,
  scope: { locale: ShopLocale; searchString: string },
): Promise<{ categories: CategoryNode[]; brands: { id: number; name: string }[] }> {
  const index = await sources.keeper.current();
  const vocabulary = await searchVocabularyOf(sources, scope.locale);
  const labels = textSearch.matchLabels(index, scope.locale, scope.searchString, vocabulary);
  return {
    categories: labels.flatMap((label) =>
      label.field === "category" ? (findCategory(vocabulary.categories, label.id) ?? []) : [],
    ),
    brands: labels.flatMap((label) =>
      label.field === "brand" ? (vocabulary.vocabulary.brands.get(label.id) ?? []) : [],
    ),
  };
}

/** "Did you mean": the search with its unknown words corrected, when that finds products in the scope. */
export async function correctSearch(sources: ListingSources, input: ListingScope): Promise<string | undefined> {
  const scope = listingScopeInput.parse(input);
  if (!scope.searchString) return undefined;
  const index = await sources.keeper.current();
  const corrected = textSearch.correct(
    index,
    scope.locale,
    scope.searchString,
    await searchVocabularyOf(sources, scope.locale),
  );
  if (!corrected) return undefined;
  const { set } = await scopeSet(sources, index, { ...scope, searchString: corrected });
  return set.count() > 0 ? corrected : undefined;
}

/** The listing's own scope (priced in the list, in its categories, matching the search) and the search's order. */
export async function scopeSet(
  sources: ListingSources,
  index: FacetIndex,
  scope: {
    locale: ShopLocale;
    priceListId: number;
    categoryIds?: number[] | undefined;
    searchString?: string | undefined;
  },
) {
  let set = index.prices.get(scope.priceListId)?.priced ?? new Bitset(index.capacity);
  if (scope.categoryIds) set = set.and(await categorySet(sources, index, scope.locale, scope.categoryIds, false));
  let relevanceOrder: Int32Array | undefined;
  if (scope.searchString) {
    const found = textSearch.search(
      index,
      scope.locale,
      scope.searchString,
      await searchVocabularyOf(sources, scope.locale),
    );
    if (found) {
      set = set.and(found.found);
      relevanceOrder = found.order;
    }
  }
  return { set, relevanceOrder };
}

/** The products in `base` and in every one of `sets`. */
export function intersectAll(base: Bitset, sets: Iterable<Bitset>): Bitset {
  let result = base;
  for (const set of sets) result = result.and(set);
  return result;
}
