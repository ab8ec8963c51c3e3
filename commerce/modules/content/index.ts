export { blockSchemas, isBlockName, type BlockName, type BlockOf } from "./blocks/block-schemas.ts";
export { storyRelationFields } from "./blocks/blog-blocks.ts";
export type { Asset, RichTextDocument, RichTextNode } from "./blocks/fields.ts";
export { featureIcons } from "./blocks/media-blocks.ts";
export { describeBlockProblem, findBlockProblems, sanitizeBlockTree, type BlockProblem } from "./blocks/validate-blocks.ts";
export { createLocalContentSource } from "./local-source.ts";
export { relationChunkSize, resolveRelations, visitBlocks } from "./relations.ts";
export { exportStories, importStories, parseStoryFile, saveStories, storyFilePath, type StoryFile } from "./story-files.ts";
export { storyPageSize, type Block, type ContentSource, type Story, type StoryQuery } from "./story.ts";
