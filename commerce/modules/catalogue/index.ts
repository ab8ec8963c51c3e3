export { buildCategoryTree, collectCategoryIds, findCategory, resolveCategoryTrail, type CategoryNode } from "./category-tree.ts";
export { createCatalogueService, type CatalogueService, type ProductCard, type ProductDetail, type ProductVariant, type VariantValue } from "./service.ts";
export { selectVariant, type AxisOption, type VariantSelection } from "./variant-selection.ts";
export type { CatalogueVocabulary } from "./vocabulary.ts";
export { bumpCatalogueVersion, createVersionWatch, readCatalogueVersion, type VersionWatch } from "./catalogue-version.ts";
export { createCatalogueCache } from "./catalogue-cache.ts";
