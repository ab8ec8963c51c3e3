export {
  applyFilterChoice,
  emptyFilters,
  formatFilterText,
  parseFilterText,
  type FilterChoice,
  type FilterGroupCode,
  type SelectedFilters,
} from "./filter-text.ts";
export { ensureSearchIndex, refreshSearchIndex } from "./search-index.ts";
export { sortKeys, type ListingPage, type ListingScope, type ListingSort, type SortKey } from "./inputs.ts";
export { createSearchService, type SearchService, type SearchServiceOptions } from "./service.ts";
export type { IdFacetItem, ListingFacets, ParametricFacetItem } from "./product-filters.ts";
export type { SearchSuggestions } from "./search-suggestions.ts";
export { saveFreshFacetIndexSnapshot } from "./facet-index-snapshot.ts";
