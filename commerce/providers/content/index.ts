import type { Database } from "#commerce/db/client.ts";
import type { Env } from "#commerce/env.ts";
import { createLocalContentSource, readContentVersion, type ContentSource } from "#commerce/modules/content/index.ts";
import { cacheContentSource } from "./cached-source.ts";
import { createStoryblokContentSource } from "./storyblok-source.ts";

type ContentEnv = Pick<
  Env,
  "CONTENT_SOURCE" | "CONTENT_CACHE_SECONDS" | "STORYBLOK_ACCESS_TOKEN" | "STORYBLOK_OAUTH_TOKEN" | "STORYBLOK_ENDPOINT"
>;

/**
 * The content source the configuration names: `local` (stories in our database) or `storyblok`,
 * with reads reused for CONTENT_CACHE_SECONDS.
 */
export function createContentSource(env: ContentEnv, db: Database): ContentSource {
  const source =
    env.CONTENT_SOURCE === "local"
      ? createLocalContentSource(db)
      : createStoryblokContentSource({
          accessToken: env.STORYBLOK_ACCESS_TOKEN!,
          oauthToken: env.STORYBLOK_OAUTH_TOKEN,
          endpoint: env.STORYBLOK_ENDPOINT,
        });
  return env.CONTENT_CACHE_SECONDS > 0
    ? cacheContentSource(source, {
        freshForMs: env.CONTENT_CACHE_SECONDS * 1000,
        // The back office edits local stories: every process follows its changes (Storyblok's own are seen on expiry).
        readVersion: env.CONTENT_SOURCE === "local" ? () => readContentVersion(db) : undefined,
      })
    : source;
}
