import type { CategoryNode, ProductCard } from "../catalogue/index.ts";
import { emptyFilters } from "./filter-text.ts";
import { listingScopeInput, type ListingScope } from "./inputs.ts";
import { correctSearch, type ListingSources, matchSearchLabels } from "./listing-scope.ts";
import { listProducts } from "./product-listing.ts";

/** What the search box suggests while the shopper types (issue 19). */
export interface SearchSuggestions {
  /** The best matching products, and how many the search finds in all. */
  products: ProductCard[];
  itemCount: number;
  /** Categories and brands whose names have every word typed, best first. */
  categories: Pick<CategoryNode, "id" | "name" | "path">[];
  brands: { id: number; name: string }[];
  /** When nothing is found: the search with its unknown words corrected, if that finds something. */
  correction: string | undefined;
}

const shown = { products: 5, categories: 3, brands: 3 } as const;

/** Products, categories and brands for a search being typed, and a correction when it finds nothing. */
export async function suggestSearch(sources: ListingSources, input: ListingScope): Promise<SearchSuggestions> {
  const scope = listingScopeInput.parse(input);
  const searchString = scope.searchString ?? "";
  if (!searchString) return { products: [], itemCount: 0, categories: [], brands: [], correction: undefined };
  const [{ items, itemCount }, labels] = await Promise.all([
    listProducts(sources, { ...scope, sort: "relevance", pageSize: shown.products }, emptyFilters()),
    matchSearchLabels(sources, { locale: scope.locale, searchString }),
  ]);
  return {
    products: items,
    itemCount,
    categories: labels.categories.slice(0, shown.categories).map(({ id, name, path }) => ({ id, name, path })),
    brands: labels.brands.slice(0, shown.brands),
    correction: itemCount === 0 ? await correctSearch(sources, scope) : undefined,
  };
}
