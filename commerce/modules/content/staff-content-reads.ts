import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { type Database, type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { contentStories } from "./schema.ts";
import type { staffStoryListInput } from "./staff-content-inputs.ts";
import type { Block } from "./story.ts";

type StoryRow = typeof contentStories.$inferSelect;

/** One story in the back office's list. */
export interface StaffStoryListEntry {
  id: number;
  uuid: string;
  locale: ShopLocale;
  fullSlug: string;
  name: string;
  /** The root block's component: Page, Article, BlogCategory... */
  rootComponent: string;
  /** When it was published; null while the shop does not show it. */
  publishedAt: string | null;
  /** Whether it has saved edits the shop does not show yet. */
  hasDraft: boolean;
  updatedAt: string;
}

export interface StaffStoryPage {
  stories: StaffStoryListEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** A story as the editor opens it. */
export interface StaffStory extends StaffStoryListEntry {
  tags: string[];
  /** What the shop shows while the story is published. */
  content: Block;
  /** What the editor edits: the draft when there is one, else the published blocks. */
  editing: Block;
  /** The same story in the other languages (the same uuid). */
  translations: { id: number; locale: ShopLocale; fullSlug: string }[];
}

export const staffStoryPageSize = 50;

function listEntryOf(row: StoryRow): StaffStoryListEntry {
  const editing = (row.draftContent ?? row.content) as Block;
  return {
    id: row.id,
    uuid: row.uuid,
    locale: row.locale as ShopLocale,
    fullSlug: row.fullSlug,
    name: row.name,
    rootComponent: editing.component,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasDraft: row.draftContent !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const stateConditions = {
  all: undefined,
  published: isNotNull(contentStories.publishedAt),
  unpublished: isNull(contentStories.publishedAt),
  changed: isNotNull(contentStories.draftContent),
};

/** A page of stories, by language and address. */
export async function listStaffStories(
  db: Database,
  query: z.output<typeof staffStoryListInput>,
): Promise<StaffStoryPage> {
  const pattern = `%${query.search.replace(/[%_\\]/g, "\\$&")}%`;
  const where = and(
    query.locale ? eq(contentStories.locale, query.locale) : undefined,
    query.search ? or(ilike(contentStories.name, pattern), ilike(contentStories.fullSlug, pattern)) : undefined,
    stateConditions[query.state],
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contentStories)
      .where(where)
      .orderBy(asc(contentStories.fullSlug), asc(contentStories.locale), asc(contentStories.id))
      .limit(staffStoryPageSize)
      .offset((query.page - 1) * staffStoryPageSize),
    db.select({ total: count() }).from(contentStories).where(where),
  ]);
  return { stories: rows.map(listEntryOf), total: total?.total ?? 0, page: query.page, pageSize: staffStoryPageSize };
}

/** One story's row, locked for a change when asked; not_found when there is none. */
export async function readStoryRow(
  db: DatabaseOrTransaction,
  storyId: number,
  options: { lock?: boolean } = {},
): Promise<StoryRow> {
  const select = db.select().from(contentStories).where(eq(contentStories.id, storyId));
  const [row] = await (options.lock ? select.for("update") : select);
  if (!row) throw new DomainError("not_found", problem("story_not_found"));
  return row;
}

/** One story as the editor opens it, with its other languages' versions. */
export async function readStaffStory(db: Database, storyId: number): Promise<StaffStory> {
  const row = await readStoryRow(db, storyId);
  const translations = await db
    .select({ id: contentStories.id, locale: contentStories.locale, fullSlug: contentStories.fullSlug })
    .from(contentStories)
    .where(and(eq(contentStories.uuid, row.uuid), sql`${contentStories.id} <> ${row.id}`))
    .orderBy(asc(contentStories.locale));
  return {
    ...listEntryOf(row),
    tags: row.tags,
    content: row.content as Block,
    editing: (row.draftContent ?? row.content) as Block,
    translations: translations.map((translation) => ({ ...translation, locale: translation.locale as ShopLocale })),
  };
}

/** Picture keys the stories use (published or drafted), for the editor's picture picker. */
/** Whether a story shows this picture, published or in its draft (its original must then stay in the media store). */
export async function isPictureKeyInStories(db: DatabaseOrTransaction, key: string): Promise<boolean> {
  const [row] = await selectRows<{ used: boolean }>(
    db,
    sql`select exists (
          select 1 from content_stories
          where jsonb_path_exists(content, 'lax $.**.filename ? (@ == $key)', jsonb_build_object('key', ${key}::text))
             or jsonb_path_exists(coalesce(draft_content, '{}'::jsonb), 'lax $.**.filename ? (@ == $key)', jsonb_build_object('key', ${key}::text))
        ) as used`,
  );
  return row!.used;
}

export async function listStoryPictureKeys(db: Database): Promise<string[]> {
  const rows = await selectRows<{ key: string }>(
    db,
    sql`select distinct key from (
          select jsonb_path_query(coalesce(draft_content, content), 'lax $.**.filename') #>> '{}' as key
          from content_stories
        ) keys
        where key not like '%://%'
        order by key
        limit 500`,
  );
  return rows.map((row) => row.key);
}
