/**
 * What the back office's content editor takes into the browser: the CMS block schemas (zod), which
 * it reads each block's fields from, and the field types blocks are made of (it picks a control for
 * each). Nothing that reaches the database. The storefront takes browser.ts, which has no zod.
 */
export { blockSchemas, isBlockName, storyRootBlockNames } from "./blocks/block-schemas.ts";
export { asset, categoryId, childBlocks, link, productName, richText, storyReference } from "./blocks/fields.ts";
