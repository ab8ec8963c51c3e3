export {
  buildCategoryTree,
  collectCategoryIds,
  findCategory,
  resolveCategoryTrail,
  type CategoryNode,
} from "./category-tree.ts";
export { createCatalogueService, type CatalogueService } from "./service.ts";
export { createStaffCatalogueService, type StaffCatalogueService } from "./staff-service.ts";
export {
  productPublishStates,
  productStockStates,
  staffProductSorts,
  type ProductStockState,
  type StaffProductSort,
} from "./staff-product-choices.ts";
export type { StaffProductListQuery } from "./staff-product-inputs.ts";
export type { StaffProductListEntry, StaffProductListPage } from "./staff-product-list.ts";
export type { ProductCard } from "./product-cards.ts";
export type { ProductDetail, ProductVariant, VariantValue } from "./product-detail.ts";
export { selectVariant, type AxisOption, type VariantSelection } from "./variant-selection.ts";
export type { CatalogueVocabulary } from "./vocabulary.ts";
export {
  catalogueChangeSteps,
  createCatalogueFeed,
  readCatalogueVersion,
  recordCatalogueChange,
  type CatalogueChange,
  type CatalogueChangeKind,
  type CatalogueDelta,
  type CatalogueFeed,
  type ProductChangeKind,
} from "./catalogue-changes.ts";
export { createCatalogueCache, type CacheDependency, type CatalogueCache } from "./catalogue-cache.ts";
export { findActiveProductIds, findActiveVariantsByPartNo, variantLineOf } from "./catalogue-lookups.ts";
export {
  activeVariantRows,
  categoryNameRows,
  categoryRows,
  manufacturerRows,
  productFlagRows,
  productRows,
  productTextRows,
  productValueRows,
  valueNameRows,
  variantValueRows,
} from "./catalogue-rows.ts";
