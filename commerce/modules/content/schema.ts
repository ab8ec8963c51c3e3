import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** A CMS story: a tree of blocks for one page or article in one locale. */
export const contentStories = pgTable(
  "content_stories",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Stable across locales: the translations of one story share it. */
    uuid: uuid().notNull().defaultRandom(),
    locale: text().notNull(),
    /** Path without locale prefix, e.g. "home" or "blog/autumn-layers". */
    fullSlug: text().notNull(),
    name: text().notNull(),
    /** The root block (component name plus fields), validated against the block registry. */
    content: jsonb().notNull(),
    /**
     * Staff's unpublished edit of `content` (same shape), previewed but not served; publishing
     * copies it to `content` and clears it. Null when the story has no pending edit.
     */
    draftContent: jsonb(),
    tags: text().array().notNull().default([]),
    isStartpage: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_stories_slug_idx").on(t.locale, t.fullSlug),
    uniqueIndex("content_stories_uuid_idx").on(t.uuid, t.locale),
    index("content_stories_published_idx").on(t.locale, t.publishedAt),
  ],
);
