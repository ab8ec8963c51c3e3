export { createLocalContentSource } from "./local-source.ts";
export { relationChunkSize, resolveRelations, visitBlocks } from "./relations.ts";
export { storyPageSize, type Block, type ContentSource, type Story, type StoryQuery } from "./story.ts";
