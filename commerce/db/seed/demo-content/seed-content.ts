import { shopLocales } from "#commerce/locale.ts";
import { mediaFiles } from "#commerce/modules/media/schema.ts";
import { saveStories, type StoryFile } from "#commerce/modules/content/index.ts";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { allBlocksStory } from "./all-blocks-story.ts";
import {
  aboutStory,
  articleStories,
  blogCategoryStories,
  blogIndexStory,
  footerStory,
  headerStory,
  homeStory,
  sceneKeyPattern,
} from "./page-stories.ts";
import { policyStories } from "./policy-stories.ts";
import { drawScene, type SceneKind } from "./scenes.ts";
import { readShopRefs } from "./shop-refs.ts";

/** Every demo story in both locales, pointing at the catalogue already in the database. */
export async function buildDemoStories(db: DatabaseOrTransaction, now = new Date()): Promise<StoryFile[]> {
  const refs = await readShopRefs(db);
  return shopLocales.flatMap((locale) => [
    homeStory(locale, refs, now),
    allBlocksStory(locale, refs, now),
    aboutStory(locale, now),
    ...policyStories(locale, now),
    headerStory(locale, refs, now),
    footerStory(locale, refs, now),
    blogIndexStory(locale, now),
    ...blogCategoryStories(locale, now),
    ...articleStories(locale, now),
  ]);
}

/** Writes the demo content: the stories and every picture they use. Runs after the catalogue seed. */
export async function writeDemoContent(db: DatabaseOrTransaction): Promise<void> {
  const stories = await buildDemoStories(db);
  const pictures = new Map<string, string>();
  for (const match of JSON.stringify(stories).matchAll(sceneKeyPattern)) {
    pictures.set(match[0], drawScene(match[1] as SceneKind, Number(match[2])));
  }
  await db
    .insert(mediaFiles)
    .values([...pictures].map(([key, svg]) => ({ key, contentType: "image/svg+xml", bytes: Buffer.from(svg) })))
    .onConflictDoNothing();
  await saveStories(db, stories);
}
