import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { parseStaffInput } from "#commerce/validation.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import { changedFields, recordAudit } from "../audit/index.ts";
import { storyRelationFields } from "./blocks/blog-blocks.ts";
import { findBlockProblems, sanitizeBlockTree } from "./blocks/validate-blocks.ts";
import { readPublishedStoriesByUuid } from "./local-source.ts";
import { resolveRelations } from "./relations.ts";
import { contentStories } from "./schema.ts";
import {
  contentTree,
  createStoryInput,
  type CreateStoryInput,
  saveStoryDraftInput,
  type SaveStoryDraftInput,
  staffStoryListInput,
  type StaffStoryListInput,
  storyIdInput,
  type StoryIdInput,
} from "./staff-content-inputs.ts";
import {
  listStaffStories,
  listStoryPictureKeys,
  readStaffStory,
  readStoryRow,
  type StaffStory,
  type StaffStoryPage,
} from "./staff-content-reads.ts";
import type { Block, Story } from "./story.ts";

type StoryRow = typeof contentStories.$inferSelect;

/**
 * What a preview shows: the editor's unsaved tree, the saved draft, or (without a draft) the saved
 * blocks, which the shop shows when published.
 */
export type StoryPreview = Story & { shows: "unsaved" | "draft" | "published" | "unpublished" };

/**
 * The back office's stories (every call needs `content.manage`: owners, managers, editors). Saving
 * keeps the blocks as the story's draft, which only the preview shows; publishing makes the draft
 * what the shop serves. Name and address apply when saved. Every change is audited in its own
 * transaction and then announced (`onStoriesChanged`), so this process's content cache forgets at
 * once; other processes' caches follow the stories' version (see content-version.ts).
 */
export interface StaffContentService {
  /** A page of stories, filtered by language, name or address, and publication state. */
  listStories(actor: StaffActor, query: StaffStoryListInput): Promise<StaffStoryPage>;
  /** One story as the editor opens it; not_found when there is none. */
  getStory(actor: StaffActor, storyId: number): Promise<StaffStory>;
  /** Adds an unpublished story, or another language's version of one (`translationOf`). */
  createStory(actor: StaffActor, input: CreateStoryInput): Promise<{ storyId: number }>;
  /**
   * Saves name, address and blocks; the blocks become the draft (published at once with `publish`,
   * in the same transaction), checked as the JSON import checks them. Refused as
   * story_changed_meanwhile when the story changed after the editor opened it (`openedAt`).
   */
  saveDraft(actor: StaffActor, input: SaveStoryDraftInput): Promise<void>;
  /** Makes the draft (or, without one, the saved blocks) what the shop serves; refused while a block is invalid. */
  publishStory(actor: StaffActor, input: StoryIdInput): Promise<void>;
  /** Takes the story off the shop; its blocks and draft stay. */
  unpublishStory(actor: StaffActor, input: StoryIdInput): Promise<void>;
  /** Deletes the story in this language. */
  deleteStory(actor: StaffActor, input: StoryIdInput): Promise<void>;
  /**
   * The story as the preview renders it: its draft (else its blocks), with related articles
   * resolved. With `unsaved` (the editor's tree as it is being typed, saved nowhere) it shows that
   * tree instead, its invalid blocks left out, so the preview follows the form before a save; an
   * unsaved tree whose root block is invalid shows the saved one. `shows` says which it is.
   */
  previewStory(actor: StaffActor, storyId: number, unsaved?: unknown): Promise<StoryPreview>;
  /** The picture keys stories use, for the editor's picker. */
  listPictureKeys(actor: StaffActor): Promise<string[]>;
}

/** Each bad block field as the editor names it: "content.body[2].title"; the whole block for an unknown one. */
function refuseInvalidBlocks(content: unknown): void {
  const problems = findBlockProblems(content);
  if (problems.length === 0) return;
  const fields = problems.map((found) =>
    onField(["content", found.path, found.field].filter(Boolean).join("."), found.problem),
  );
  throw new DomainError(
    "invalid",
    problem("invalid_request", { part: "content", fields: [...new Set(fields.map((field) => field.field))] }),
    fields,
  );
}

/**
 * Refuses an address another story of the language has. Stories taking addresses in one language
 * take turns here (until the transaction ends), so two saves at once are refused on the field, one
 * of them, rather than failing on the unique index.
 */
async function refuseSlugClash(tx: DatabaseOrTransaction, locale: string, fullSlug: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`butik.story_slugs.${locale}`}))`);
  const [clash] = await tx
    .select({ id: contentStories.id })
    .from(contentStories)
    .where(and(eq(contentStories.locale, locale), eq(contentStories.fullSlug, fullSlug)));
  if (clash) throw invalidField("fullSlug", problem("story_slug_taken", { slug: fullSlug }));
}

/**
 * The editor's unsaved tree as a preview shows it: its valid blocks only. Undefined while its root
 * block is itself invalid (an article still without a title), when the preview keeps the saved one.
 */
function unsavedTree(unsaved: unknown): Block | undefined {
  return sanitizeBlockTree(parseStaffInput(contentTree, unsaved, "content") as Block, () => {});
}

const auditRecordOf = (row: Pick<StoryRow, "name" | "fullSlug" | "locale" | "publishedAt">) => ({
  name: row.name,
  slug: row.fullSlug,
  locale: row.locale,
  published: row.publishedAt !== null,
});

/**
 * Makes the story's draft (or, without one, its blocks) what the shop serves, inside the caller's
 * transaction, which holds the story's row lock. A story published before keeps its date: fixing
 * a typo does not move an article to the top of the blog.
 */
async function publishWithin(tx: DatabaseOrTransaction, actor: StaffActor, before: StoryRow): Promise<void> {
  const content = before.draftContent ?? before.content;
  refuseInvalidBlocks(content);
  const [after] = await tx
    .update(contentStories)
    .set({
      content,
      draftContent: null,
      publishedAt: sql`coalesce(${contentStories.publishedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(contentStories.id, before.id))
    .returning();
  await recordAudit(tx, actor, {
    action: "story.publish",
    subjectKind: "story",
    subjectId: before.id,
    before: { published: before.publishedAt !== null },
    after: { published: after!.publishedAt !== null },
  });
}

/** The back office's story edits on one database; `onStoriesChanged` hears every committed change. */
export function createStaffContentService(db: Database, onStoriesChanged: () => void = () => {}): StaffContentService {
  /** Runs one change in a transaction and announces it once committed. */
  const change = async <T>(work: (tx: DatabaseOrTransaction) => Promise<T>): Promise<T> => {
    const result = await db.transaction(work);
    onStoriesChanged();
    return result;
  };

  return {
    async listStories(actor, query) {
      requirePermission(actor, "content.manage");
      return listStaffStories(db, parseStaffInput(staffStoryListInput, query, "query"));
    },

    async getStory(actor, storyId) {
      requirePermission(actor, "content.manage");
      return readStaffStory(db, storyId);
    },

    async createStory(actor, input) {
      requirePermission(actor, "content.manage");
      const form = parseStaffInput(createStoryInput, input, "form");
      return change(async (tx) => {
        await refuseSlugClash(tx, form.locale, form.fullSlug);
        const source = form.translationOf ? await readStoryRow(tx, form.translationOf) : undefined;
        if (source) {
          const [taken] = await tx
            .select({ id: contentStories.id })
            .from(contentStories)
            .where(and(eq(contentStories.uuid, source.uuid), eq(contentStories.locale, form.locale)));
          if (taken) throw invalidField("locale", problem("story_translation_exists", { locale: form.locale }));
        }
        const content: Block = source
          ? ((source.draftContent ?? source.content) as Block)
          : { component: form.rootComponent, _uid: randomUUID() };
        const [row] = await tx
          .insert(contentStories)
          .values({
            ...(source ? { uuid: source.uuid } : {}),
            locale: form.locale,
            fullSlug: form.fullSlug,
            name: form.name,
            content,
            publishedAt: null,
          })
          .returning();
        await recordAudit(tx, actor, {
          action: "story.create",
          subjectKind: "story",
          subjectId: row!.id,
          after: auditRecordOf(row!),
        });
        return { storyId: row!.id };
      });
    },

    async saveDraft(actor, input) {
      requirePermission(actor, "content.manage");
      const { storyId, name, fullSlug, content, openedAt, publish } = parseStaffInput(
        saveStoryDraftInput,
        input,
        "form",
      );
      refuseInvalidBlocks(content);
      await change(async (tx) => {
        const before = await readStoryRow(tx, storyId, { lock: true });
        if (before.updatedAt.getTime() !== new Date(openedAt).getTime()) {
          throw new DomainError("conflict", problem("story_changed_meanwhile"));
        }
        if (fullSlug !== before.fullSlug) await refuseSlugClash(tx, before.locale, fullSlug);
        // Saving the published blocks back unchanged leaves no draft to publish.
        const draft = JSON.stringify(content) === JSON.stringify(before.content) ? null : content;
        const [saved] = await tx
          .update(contentStories)
          .set({ name, fullSlug, draftContent: draft, updatedAt: sql`now()` })
          .where(eq(contentStories.id, storyId))
          .returning();
        await recordAudit(tx, actor, {
          action: "story.save_draft",
          subjectKind: "story",
          subjectId: storyId,
          ...changedFields(auditRecordOf(before), auditRecordOf(saved!)),
        });
        if (publish) await publishWithin(tx, actor, saved!);
      });
    },

    async publishStory(actor, input) {
      requirePermission(actor, "content.manage");
      const { storyId } = parseStaffInput(storyIdInput, input, "form");
      await change(async (tx) => publishWithin(tx, actor, await readStoryRow(tx, storyId, { lock: true })));
    },

    async unpublishStory(actor, input) {
      requirePermission(actor, "content.manage");
      const { storyId } = parseStaffInput(storyIdInput, input, "form");
      await change(async (tx) => {
        const before = await readStoryRow(tx, storyId, { lock: true });
        // A second click (another tab) finds nothing left to do.
        if (before.publishedAt === null) return;
        await tx
          .update(contentStories)
          .set({ publishedAt: null, updatedAt: sql`now()` })
          .where(eq(contentStories.id, storyId));
        await recordAudit(tx, actor, {
          action: "story.unpublish",
          subjectKind: "story",
          subjectId: storyId,
          before: { published: true },
          after: { published: false },
        });
      });
    },

    async deleteStory(actor, input) {
      requirePermission(actor, "content.manage");
      const { storyId } = parseStaffInput(storyIdInput, input, "form");
      await change(async (tx) => {
        const before = await readStoryRow(tx, storyId, { lock: true });
        await tx.delete(contentStories).where(eq(contentStories.id, storyId));
        await recordAudit(tx, actor, {
          action: "story.delete",
          subjectKind: "story",
          subjectId: storyId,
          before: auditRecordOf(before),
        });
      });
    },

    async previewStory(actor, storyId, unsaved) {
      requirePermission(actor, "content.manage");
      const typed = unsaved === undefined ? undefined : unsavedTree(unsaved);
      const row = await readStoryRow(db, storyId);
      const locale = row.locale as Story["locale"];
      const shown = typed ?? ((row.draftContent ?? row.content) as Block);
      const saved = row.draftContent ? "draft" : row.publishedAt ? "published" : "unpublished";
      const content = await resolveRelations(shown, storyRelationFields, (uuids) =>
        readPublishedStoriesByUuid(db, locale, uuids),
      );
      return {
        uuid: row.uuid,
        name: row.name,
        fullSlug: row.fullSlug,
        locale,
        content,
        tags: row.tags,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        shows: typed ? "unsaved" : saved,
      };
    },

    async listPictureKeys(actor) {
      requirePermission(actor, "content.manage");
      return listStoryPictureKeys(db);
    },
  };
}
