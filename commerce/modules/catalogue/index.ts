export {
  buildCategoryTree,
  collectCategoryIds,
  findCategory,
  resolveCategoryTrail,
  type CategoryNode,
} from "./category-tree.ts";
export { createCatalogueService, type CatalogueService } from "./service.ts";
export {
  createStaffCatalogueService,
  type StaffCatalogueService,
  type StaffCategoryChoice,
  type StaffProductFilterOptions,
  type StaffProductListView,
} from "./staff-service.ts";
export {
  createStaffVocabularyService,
  type StaffVocabularies,
  type StaffVocabularyService,
} from "./staff-vocabulary.ts";
export type { StaffBrand } from "./staff-vocabulary-brands.ts";
export type { StaffTerm } from "./staff-vocabulary-terms.ts";
export { vocabularyMoves, vocabularyTermKinds, type VocabularyTermKind } from "./staff-vocabulary-choices.ts";
export {
  maxBulkProducts,
  priceChangeDirections,
  priceChangeKinds,
  productArchiveChoices,
  productPublishStates,
  productStockStates,
  staffProductBulkActions,
  staffProductSorts,
  type ProductStockState,
  type StaffProductBulkAction,
  type StaffProductSort,
} from "./staff-product-choices.ts";
export type { StaffProductListQuery } from "./staff-product-inputs.ts";
export {
  addFlagToProducts,
  categoryExists,
  flagExists,
  lockProducts,
  moveProductsToCategory,
  removeFlagFromProducts,
  setProductsPublished,
} from "./staff-product-bulk-edits.ts";
export type { StaffProductListEntry, StaffProductListPage } from "./staff-product-list.ts";
export type { ProductCard } from "./product-cards.ts";
export type { ProductDetail, ProductVariant, VariantValue } from "./product-detail.ts";
export { selectVariant, type AxisOption, type VariantSelection } from "./variant-selection.ts";
export type { CatalogueVocabulary } from "./vocabulary.ts";
export { createStaffCategoriesService, type FindImage, type StaffCategoriesService } from "./staff-categories.ts";
export type { CategoryName, StaffCategoryNode } from "./staff-category-tree.ts";
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
  productFlagRows,
  productRows,
  productTextRows,
  productValueRows,
  variantValueRows,
} from "./catalogue-rows.ts";
export {
  activeVariantThresholdRows,
  findVariantsByPartNo,
  listProductStockVariants,
  lockStockVariant,
  searchStockVariants,
  setVariantLowStockThreshold,
  type StockVariant,
} from "./staff-product-stock.ts";
export {
  listStaffProductVariants,
  readEditableProduct,
  type EditableProduct,
  type EditableProductFields,
  type ProductTexts,
  type StaffProductVariant,
} from "./staff-product-editor.ts";
export { swedishVatRates } from "./staff-product-editor-vat.ts";
export {
  deleteProductPicture,
  insertProductPicture,
  isPictureKeyInUse,
  listProductColours,
  listProductPictures,
  readPictureProduct,
  updateProductPicture,
  writeProductPictureOrder,
  type ProductColour,
  type ProductPicture,
} from "./staff-product-pictures.ts";
export {
  readProductEditorChoices,
  type EditorChoice,
  type EditorParametric,
  type ProductEditorChoices,
} from "./staff-product-editor-choices.ts";
export {
  findUnknownReferences,
  freeCopyUniqueName,
  insertProduct,
  isUniqueNameTaken,
  setProductArchived,
  updateProduct,
} from "./staff-product-editor-writes.ts";
export {
  deleteGridVariant,
  findTakenPartNumbers,
  insertGridVariants,
  listGridVariants,
  listVariantAxes,
  lockPartNumbers,
  lockVariantGridProduct,
  readVariantGridProduct,
  updateGridVariants,
  type GridVariant,
  type GridVariantFields,
  type NewGridVariant,
  type VariantAxis,
  type VariantAxisValue,
} from "./staff-variant-grid.ts";
export {
  maxProductCsvCharacters,
  maxReportedProductCsvProblems,
  originalPriceColumnOf,
  priceColumnOf,
  productCsvHeader,
  productCsvListSeparator,
  productCsvPathSeparator,
  productCsvProductColumns,
  productCsvTextFields,
  productCsvVariantColumns,
  textColumnOf,
} from "./product-csv-columns.ts";
export { readCsvRecords, type CsvRecord } from "./product-csv-reader.ts";
export {
  csvNameKey,
  findProductsByUniqueName,
  findVariantProducts,
  lockCsvProducts,
  readProductCsvVocabulary,
  type CsvNames,
  type ProductCsvVocabulary,
} from "./product-csv-lookups.ts";
export {
  upsertCsvProducts,
  upsertCsvVariants,
  type CsvProductWrite,
  type CsvVariantWrite,
} from "./product-csv-writes.ts";
export { listCsvProductChunk, type CsvProductRead } from "./product-csv-export.ts";
export { isGtin, isPartNo } from "./variant-codes.ts";
