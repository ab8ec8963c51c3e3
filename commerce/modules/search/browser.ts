/** What client code may use of search: the listing's filter text and its changes, nothing that reaches the database. */
export { applyFilterChoice, formatFilterText, type FilterChoice, type SelectedFilters } from "./filter-text.ts";
