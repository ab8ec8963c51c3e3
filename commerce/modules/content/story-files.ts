import { asc, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { describeInEnglish } from "#commerce/error-english.ts";
import { problemOfIssue } from "#commerce/validation.ts";
import { shopLocales } from "#commerce/locale.ts";
import { describeBlockProblem, findBlockProblems } from "./blocks/validate-blocks.ts";
import { contentStories } from "./schema.ts";
import type { Block } from "./story.ts";

/** A story as a merchant edits it: one JSON file per story and locale. */
export const storyFile = z.object({
  uuid: z.uuid(),
  name: z.string().trim().min(1),
  locale: z.enum(shopLocales),
  fullSlug: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, "Slug must be lower-case words joined by - and /"),
  tags: z.array(z.string().min(1)).default([]),
  isStartpage: z.boolean().default(false),
  /** Null keeps the story as a draft that the shop does not show. */
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  content: z.looseObject({ component: z.string(), _uid: z.string() }),
});
export type StoryFile = z.output<typeof storyFile>;

/** Where a story's file goes inside an export folder: {locale}/{fullSlug}.json. */
export function storyFilePath(story: Pick<StoryFile, "locale" | "fullSlug">): string {
  return `${story.locale}/${story.fullSlug}.json`;
}

/** Every story of the local source, drafts included, as files to write. */
export async function exportStories(db: Database): Promise<StoryFile[]> {
  const rows = await db.select().from(contentStories).orderBy(asc(contentStories.locale), asc(contentStories.fullSlug));
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    locale: row.locale as StoryFile["locale"],
    fullSlug: row.fullSlug,
    tags: row.tags,
    isStartpage: row.isStartpage,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    content: row.content as StoryFile["content"],
  }));
}

/** Reads one file's text into a story, or says what is wrong with it, naming the story, block and field. */
export function parseStoryFile(path: string, text: string): { story: StoryFile } | { problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [`${path}: not valid JSON (${(error as Error).message})`] };
  }
  const parsed = storyFile.safeParse(json);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map(
        (issue) => `${path}: field ${issue.path.join(".") || "(file)"}: ${describeInEnglish(problemOfIssue(issue))}`,
      ),
    };
  }
  const story = parsed.data;
  const problems = findBlockProblems(story.content).map(
    (problem) => `${path}: story "${story.name}" (${story.locale} ${story.fullSlug}): ${describeBlockProblem(problem)}`,
  );
  return problems.length ? { problems } : { story };
}

/** Writes stories, replacing any with the same locale and slug (an unpublished draft of one included: the file wins). */
export async function saveStories(db: DatabaseOrTransaction, stories: readonly StoryFile[]): Promise<void> {
  if (stories.length === 0) return;
  await db
    .insert(contentStories)
    .values(
      stories.map((story) => ({
        ...story,
        content: story.content as Block,
        publishedAt: story.publishedAt ? new Date(story.publishedAt) : null,
      })),
    )
    .onConflictDoUpdate({
      target: [contentStories.locale, contentStories.fullSlug],
      set: {
        uuid: sql`excluded.uuid`,
        name: sql`excluded.name`,
        tags: sql`excluded.tags`,
        isStartpage: sql`excluded.is_startpage`,
        publishedAt: sql`excluded.published_at`,
        content: sql`excluded.content`,
        draftContent: sql`null`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Imports story files all or nothing: every file is checked first (JSON, story fields, and every
 * block against its schema); one bad file rejects the import with a message per problem.
 */
export async function importStories(
  db: Database,
  files: readonly { path: string; text: string }[],
): Promise<{ imported: number }> {
  const stories: StoryFile[] = [];
  const problems: string[] = [];
  const pathBySlug = new Map<string, string>();
  for (const file of files) {
    const result = parseStoryFile(file.path, file.text);
    if ("problems" in result) {
      problems.push(...result.problems);
      continue;
    }
    const { story } = result;
    const slugKey = `${story.locale} ${story.fullSlug}`;
    const earlier = pathBySlug.get(slugKey);
    if (earlier)
      problems.push(
        `${file.path}: story "${story.name}": ${story.locale} ${story.fullSlug} is also the slug of ${earlier}`,
      );
    pathBySlug.set(slugKey, file.path);
    stories.push(story);
  }
  if (problems.length) throw new DomainError("invalid", problem("import_rejected", { problems }));
  await db.transaction((tx) => saveStories(tx, stories));
  return { imported: stories.length };
}
