import {
  applyFilterChoice,
  type FilterChoice,
  formatFilterText,
  type SelectedFilters,
} from "#commerce/modules/search/browser.ts";

/**
 * The URL of the listing with `changes` applied; every other query parameter (the search words)
 * stays, and the page goes back to the first because the result changes.
 */
export function listingSearch(currentSearch: string, changes: { filter?: string; sort?: string }): string {
  const params = new URLSearchParams(currentSearch);
  params.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** The listing URL after one SPEC §4 filter choice. */
export function filterChoiceSearch(currentSearch: string, selected: SelectedFilters, choice: FilterChoice): string {
  return listingSearch(currentSearch, { filter: formatFilterText(applyFilterChoice(selected, choice)) });
}
