/** The block schemas alone, free of database code, so the storefront's browser bundle can use them. */
export { blockSchemas, isBlockName, type BlockName, type BlockOf } from "./block-schemas.ts";
export { storyRelationFields } from "./blog-blocks.ts";
export type { Asset, RichTextDocument, RichTextNode } from "./fields.ts";
export { featureIcons } from "./media-blocks.ts";
export { describeBlockProblem, findBlockProblems, sanitizeBlockTree, type BlockProblem } from "./validate-blocks.ts";
