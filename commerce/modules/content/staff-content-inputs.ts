import { z } from "zod";
import { shopLocales } from "#commerce/locale.ts";
import { coded, idField } from "#commerce/validation.ts";
import { storyRootBlockNames } from "./blocks/block-schemas.ts";
import { storyFile } from "./story-files.ts";

/** A story's id as a form or a JSON body carries it ("42" or 42). */
const storyId = z.coerce.number(coded("invalid_id")).pipe(idField);

/** Name and address follow the JSON import's rules (storyFile), with codes the editor can show. */
const storyFields = {
  name: z.string().trim().min(1, coded("required")).max(200, coded("too_long")).pipe(storyFile.shape.name),
  fullSlug: z.string().trim().min(1, coded("required")).max(300, coded("too_long")).pipe(storyFile.shape.fullSlug),
};

/** The back office's story list: language, a search in names and addresses, publication state, page. */
export const staffStoryListInput = z.object({
  locale: z.enum(shopLocales).optional(),
  search: z.string().trim().max(200, coded("too_long")).default(""),
  /** published: served; unpublished: not served; changed: has an unpublished draft. */
  state: z.enum(["all", "published", "unpublished", "changed"]).default("all"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type StaffStoryListInput = z.input<typeof staffStoryListInput>;

/**
 * A new story: its language, name, address and the root block it is built on (a Page, an Article...).
 * `translationOf` makes it another language's version of that story: the two share a uuid (the
 * language switch goes from one to the other) and the new one starts from a copy of its blocks.
 */
export const createStoryInput = z.object({
  locale: z.enum(shopLocales),
  ...storyFields,
  rootComponent: z
    .string()
    .pipe(z.enum(storyRootBlockNames, coded("story_root_unknown")))
    .default("Page"),
  translationOf: z.preprocess((value) => (value === "" ? undefined : value), storyId.optional()),
});
export type CreateStoryInput = z.input<typeof createStoryInput>;

/** The editor's tree of blocks arrives as JSON text from a form, or as the object from a JSON body. */
export const contentTree = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  z.record(z.string(), z.unknown(), "Content must be a block with a component name"),
);

/**
 * The editor's save: the story's name and address (applied at once) and its blocks (kept as the
 * draft, or published at once with `publish`). `openedAt` is the story's `updatedAt` when the
 * editor opened it: a save over somebody else's later change is refused rather than undoing it.
 */
export const saveStoryDraftInput = z.object({
  storyId,
  ...storyFields,
  content: contentTree,
  openedAt: z.iso.datetime({ offset: true }),
  publish: z.boolean().default(false),
});
export type SaveStoryDraftInput = z.input<typeof saveStoryDraftInput>;

/** Publish, unpublish or delete one story. */
export const storyIdInput = z.object({ storyId });
export type StoryIdInput = z.input<typeof storyIdInput>;
