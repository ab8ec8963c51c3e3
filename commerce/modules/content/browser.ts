/** What client code may use of content: the CMS block schemas, nothing that reaches the database. */
export { blockSchemas, storyRootBlockNames } from "./blocks/block-schemas.ts";
/** The field types blocks are made of: the back office's editor picks a control for each. */
export { asset, categoryId, childBlocks, link, productName, richText, storyReference } from "./blocks/fields.ts";
export type { RichTextDocument, RichTextNode } from "./blocks/fields.ts";
