export * from "./blocks/index.ts";
export { createLocalContentSource } from "./local-source.ts";
export { relationChunkSize, resolveRelations, visitBlocks } from "./relations.ts";
export { readStoryFolder, writeStoryFolder } from "./story-folder.ts";
export {
  exportStories,
  importStories,
  parseStoryFile,
  saveStories,
  storyFilePath,
  type StoryFile,
} from "./story-files.ts";
export { storyPageSize, type Block, type ContentSource, type Story, type StoryQuery } from "./story.ts";
