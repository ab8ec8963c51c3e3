export * from "./blocks/index.ts";
export { createLocalContentSource } from "./local-source.ts";
export { readContentVersion } from "./content-version.ts";
export { createStaffContentService, type StaffContentService, type StoryPreview } from "./staff-content-service.ts";
export type { CreateStoryInput, SaveStoryDraftInput, StaffStoryListInput } from "./staff-content-inputs.ts";
export { isPictureKeyInStories } from "./staff-content-reads.ts";
export type { StaffStory, StaffStoryListEntry, StaffStoryPage } from "./staff-content-reads.ts";
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
export { policyPageSlugs, type PolicyPage } from "./policy-pages.ts";
