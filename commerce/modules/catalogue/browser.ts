/** What client code may use of the catalogue: category tree walks and the variant choice, no database reads. */
export { collectCategoryIds, findCategory, resolveCategoryTrail } from "./category-tree.ts";
export { selectVariant } from "./variant-selection.ts";
export { vocabularyMoves, vocabularyTermKinds } from "./staff-vocabulary-choices.ts";
export type { CategoryName, StaffCategoryNode } from "./staff-category-tree.ts";
/** The slug rule of SPEC §2, for showing a category name's URL segment as it is typed. */
export { slugify } from "#commerce/slug.ts";
export {
  maxBulkProducts,
  priceChangeDirections,
  priceChangeKinds,
  productArchiveChoices,
  productPublishStates,
  productStockStates,
  staffProductBulkActions,
  staffProductSorts,
} from "./staff-product-choices.ts";
export { swedishVatRates } from "./staff-product-editor-vat.ts";
export { maxProductCsvCharacters } from "./product-csv-columns.ts";
