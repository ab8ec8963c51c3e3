import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import { createLocalContentSource, type ContentSource } from "../../modules/content/index.ts";
import { createStoryblokContentSource } from "./storyblok-source.ts";

/** The content source the configuration names: `local` (stories in our database) or `storyblok`. */
export function createContentSource(env: Pick<Env, "CONTENT_SOURCE" | "STORYBLOK_ACCESS_TOKEN" | "STORYBLOK_OAUTH_TOKEN" | "STORYBLOK_ENDPOINT">, db: Database): ContentSource {
  if (env.CONTENT_SOURCE === "local") return createLocalContentSource(db);
  return createStoryblokContentSource({
    accessToken: env.STORYBLOK_ACCESS_TOKEN!,
    oauthToken: env.STORYBLOK_OAUTH_TOKEN,
    endpoint: env.STORYBLOK_ENDPOINT,
  });
}
