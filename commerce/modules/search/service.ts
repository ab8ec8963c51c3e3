import type { Database } from "#commerce/db/client.ts";
import type { CatalogueFeed, CatalogueService, ProductCard } from "../catalogue/index.ts";
import { createFacetIndexKeeper, type FacetIndexKeeperOptions } from "./facet-index-keeper.ts";
import type { SelectedFilters } from "./filter-text.ts";
import { refreshProducts, refreshProductStock } from "./index-refresh.ts";
import type { ListingPage, ListingScope } from "./inputs.ts";
import { type ListingFacets, listProductFilters } from "./product-filters.ts";
import { listProducts } from "./product-listing.ts";
import { correctSearch } from "./listing-scope.ts";
import { createSearchWordsReader } from "./search-words-setting.ts";
import { type SearchSuggestions, suggestSearch } from "./search-suggestions.ts";

export type SearchServiceOptions = FacetIndexKeeperOptions;

/**
 * Listing and faceted filtering (SPEC §7 list-product and list-product-filters) over this process's
 * in-memory facet index (facet-index-keeper.ts), which follows the catalogue's change feed, so N
 * processes on one database agree within about a second.
 */
export interface SearchService {
  /** Makes this process's first facet index now (from the snapshot or a build), so the first shopper does not wait for it. */
  warmUp(): Promise<void>;
  /** Whether this process has its first facet index (listings answer without waiting). */
  isBuilt(): boolean;
  /** Rebuilds the search index of the given products (or all, then this process's facet index); other processes follow the feed. */
  refresh(productIds?: readonly number[]): Promise<void>;
  /** Stock of these products moved: their in-stock facts change, here at once and in every other process's index within about a second. */
  stockChanged(productIds: readonly number[]): Promise<void>;
  /** A page of products matching the scope and the filters, with the total count. */
  listProducts(input: ListingPage, selected: SelectedFilters): Promise<{ items: ProductCard[]; itemCount: number }>;
  /** What the search box suggests for a search being typed: products, categories, brands, or a correction. */
  suggest(input: ListingScope): Promise<SearchSuggestions>;
  /** "Did you mean": the scope's search with its unknown words corrected, when that finds products; else undefined. */
  correctSearch(input: ListingScope): Promise<string | undefined>;
  /** Filter groups with standard facet counts for the scope and the current selection. */
  listProductFilters(input: ListingScope, selected: SelectedFilters): Promise<ListingFacets>;
  /** Stops keeping the facet index in step with the feed (see FacetIndexKeeper.stop). */
  stop(): Promise<void>;
}

/** The search service bound to a database, with this process's facet index kept in step with the catalogue feed. */
export function createSearchService(
  db: Database,
  catalogue: CatalogueService,
  catalogueFeed: CatalogueFeed,
  options: SearchServiceOptions = {},
): SearchService {
  const keeper = createFacetIndexKeeper(db, catalogueFeed, options);
  const sources = { db, catalogue, keeper, searchWords: createSearchWordsReader(db) };
  const targets = { db, catalogueFeed, keeper };
  return {
    warmUp: () => keeper.warmUp(),
    isBuilt: () => keeper.isBuilt(),
    refresh: (productIds) => refreshProducts(targets, productIds),
    stockChanged: (productIds) => refreshProductStock(targets, productIds),
    listProducts: (input, selected) => listProducts(sources, input, selected),
    listProductFilters: (input, selected) => listProductFilters(sources, input, selected),
    correctSearch: (input) => correctSearch(sources, input),
    suggest: (input) => suggestSearch(sources, input),
    stop: () => keeper.stop(),
  };
}
