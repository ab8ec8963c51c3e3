import { and, asc, count, desc, eq, inArray, isNotNull, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { readContentVersion } from "./content-version.ts";
import { resolveRelations } from "./relations.ts";
import { contentStories } from "./schema.ts";
import { type Block, type ContentSource, type Story, type StoryQuery, storyPageSize } from "./story.ts";

type StoryRow = typeof contentStories.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toStory(row: StoryRow): Story {
  return {
    uuid: row.uuid,
    name: row.name,
    fullSlug: row.fullSlug,
    locale: row.locale as ShopLocale,
    content: row.content as Block,
    tags: row.tags,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

const orderings = {
  "published_at:desc": [desc(contentStories.publishedAt), asc(contentStories.id)],
  "published_at:asc": [asc(contentStories.publishedAt), asc(contentStories.id)],
  "name:asc": [asc(contentStories.name), asc(contentStories.id)],
} as const;

/** The published stories of a locale among these uuids (a related article's, say), in no order. */
export async function readPublishedStoriesByUuid(db: Database, locale: ShopLocale, uuids: string[]): Promise<Story[]> {
  // A field holding something that is not a uuid refers to nothing, rather than failing the page.
  const wellFormed = uuids.filter((uuid) => uuidPattern.test(uuid));
  if (wellFormed.length === 0) return [];
  const rows = await db
    .select()
    .from(contentStories)
    .where(
      and(
        eq(contentStories.locale, locale),
        inArray(contentStories.uuid, wellFormed),
        isNotNull(contentStories.publishedAt),
      ),
    );
  return rows.map(toStory);
}

/** How long a read of the stories' fingerprint is trusted: a change elsewhere shows within the second. */
const versionCheckMs = 500;

/** The default content source: published stories kept in our database, per locale. */
export function createLocalContentSource(db: Database): ContentSource {
  // The stories' fingerprint (content-version.ts), read again in the background once it is older than
  // versionCheckMs, and how many changes this process announced (`forget`), which count at once.
  let fingerprint: { value: string; readAt: number } | undefined;
  let reading: Promise<string> | undefined;
  let changedHere = 0;
  const readFingerprint = () =>
    (reading ??= readContentVersion(db)
      .then((value) => {
        fingerprint = { value, readAt: Date.now() };
        return value;
      })
      .finally(() => {
        reading = undefined;
      }));

  const storiesByUuid = (locale: ShopLocale, uuids: string[]) => readPublishedStoriesByUuid(db, locale, uuids);

  const withRelations = async (story: Story, relations: readonly string[] | undefined): Promise<Story> =>
    relations?.length
      ? {
          ...story,
          content: await resolveRelations(story.content, relations, (uuids) => storiesByUuid(story.locale, uuids)),
        }
      : story;

  return {
    async getStory(locale, fullSlug, options) {
      const [row] = await db
        .select()
        .from(contentStories)
        .where(
          and(
            eq(contentStories.locale, locale),
            eq(contentStories.fullSlug, fullSlug),
            isNotNull(contentStories.publishedAt),
          ),
        );
      return row ? withRelations(toStory(row), options?.resolveRelations) : undefined;
    },

    async listStories(locale, query: StoryQuery) {
      const perPage = query.perPage ?? storyPageSize;
      const page = query.page ?? 1;
      const where = and(
        eq(contentStories.locale, locale),
        isNotNull(contentStories.publishedAt),
        query.startsWith ? like(contentStories.fullSlug, `${query.startsWith.replace(/[%_\\]/g, "\\$&")}%`) : undefined,
        query.withTag ? sql`${query.withTag} = any(${contentStories.tags})` : undefined,
        query.contentType ? sql`${contentStories.content}->>'component' = ${query.contentType}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contentStories)
          .where(where)
          .orderBy(...orderings[query.sortBy ?? "published_at:desc"])
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(contentStories).where(where),
      ]);
      const stories = await Promise.all(rows.map((row) => withRelations(toStory(row), query.resolveRelations)));
      return { stories, total: total?.total ?? 0 };
    },

    async translateSlug(fullSlug, from, to) {
      const target = alias(contentStories, "target");
      const [row] = await db
        .select({ fullSlug: target.fullSlug })
        .from(contentStories)
        .innerJoin(target, and(eq(target.uuid, contentStories.uuid), eq(target.locale, to)))
        .where(
          and(
            eq(contentStories.locale, from),
            eq(contentStories.fullSlug, fullSlug),
            isNotNull(contentStories.publishedAt),
            isNotNull(target.publishedAt),
          ),
        );
      return row?.fullSlug;
    },

    async version() {
      if (!fingerprint) await readFingerprint();
      else if (Date.now() - fingerprint.readAt >= versionCheckMs) void readFingerprint().catch(() => undefined);
      return `${fingerprint!.value}:${changedHere}`;
    },

    forget() {
      changedHere += 1;
    },
  };
}
