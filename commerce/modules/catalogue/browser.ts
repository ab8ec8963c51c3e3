/** What client code may use of the catalogue: category tree walks and the variant choice, no database reads. */
export { collectCategoryIds, findCategory, resolveCategoryTrail } from "./category-tree.ts";
export { selectVariant } from "./variant-selection.ts";
export { productPublishStates, productStockStates, staffProductSorts } from "./staff-product-choices.ts";
