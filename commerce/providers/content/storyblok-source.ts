import StoryblokClient from "storyblok-js-client";
import type { ShopLocale } from "#commerce/locale.ts";
import {
  storyPageSize,
  type Block,
  type ContentSource,
  type Story,
  type StoryQuery,
} from "#commerce/modules/content/index.ts";
import { type Clock, createLimitedFetch } from "./limited-fetch.ts";

export interface StoryblokOptions {
  /** The content delivery API token (public or preview). */
  accessToken: string;
  /** With an OAuth token Storyblok allows fewer requests: 3 a second instead of 5 (SPEC §9). */
  oauthToken?: string | undefined;
  /** API base, e.g. https://api.storyblok.com/v2 (a fake on loopback in tests). */
  endpoint?: string | undefined;
  /** Storyblok's language code per shop locale; "default" is the space's main language. */
  languages?: Record<ShopLocale, string>;
  version?: "published" | "draft";
  fetch?: typeof fetch;
  firstRetryDelayMs?: number;
  /** The rate limiter's clock; the wall clock unless given. */
  clock?: Clock;
}

interface StoryblokStory {
  uuid: string;
  name: string;
  full_slug: string;
  content: Block;
  tag_list?: string[];
  published_at?: string | null;
  first_published_at?: string | null;
}

function isStoryblokStory(value: unknown): value is StoryblokStory {
  return typeof value === "object" && value !== null && "uuid" in value && "full_slug" in value && "content" in value;
}

/** Storyblok payloads stop here: stories, nested related stories included, take our Story shape. */
function toStory(story: StoryblokStory, locale: ShopLocale, language: string): Story {
  const prefix = language === "default" ? "" : `${language}/`;
  return {
    uuid: story.uuid,
    name: story.name,
    fullSlug: prefix && story.full_slug.startsWith(prefix) ? story.full_slug.slice(prefix.length) : story.full_slug,
    locale,
    content: reshapeNested(story.content, locale, language) as Block,
    tags: story.tag_list ?? [],
    publishedAt: story.published_at ?? story.first_published_at ?? null,
  };
}

function reshapeNested(value: unknown, locale: ShopLocale, language: string): unknown {
  if (Array.isArray(value)) return value.map((item) => reshapeNested(item, locale, language));
  if (isStoryblokStory(value)) return toStory(value, locale, language);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, reshapeNested(field, locale, language)]),
    );
  }
  return value;
}

const defaultLanguages: Record<ShopLocale, string> = { "sv-SE": "default", "en-GB": "en" };

/**
 * Stories from Storyblok's content delivery API through storyblok-js-client. Every request goes
 * through a fetch that keeps to 5 requests a second (3 with an OAuth token) and retries a 429 up to
 * 5 times with a doubling delay; the client lists 25 a page and fetches relations 50 at a time.
 */
export function createStoryblokContentSource(options: StoryblokOptions): ContentSource {
  const languages = options.languages ?? defaultLanguages;
  const client = new StoryblokClient({
    accessToken: options.accessToken,
    ...(options.oauthToken ? { headers: { Authorization: options.oauthToken } } : {}),
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    // Limits and retries live in the fetch below, where retries count against the limit too.
    rateLimit: 0,
    cache: { clear: "manual", type: "none" },
    version: options.version ?? "published",
    fetch: createLimitedFetch({
      requestsPerSecond: options.oauthToken ? 3 : 5,
      maxRetries: 5,
      firstRetryDelayMs: options.firstRetryDelayMs ?? 250,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    }),
  });
  const languageParam = (locale: ShopLocale) =>
    languages[locale] === "default" ? {} : { language: languages[locale] };
  const relationsParam = (relations: readonly string[] | undefined) =>
    relations?.length ? { resolve_relations: relations.join(",") } : {};

  return {
    async getStory(locale, fullSlug, query) {
      try {
        const { data } = await client.getStory(fullSlug, {
          ...languageParam(locale),
          ...relationsParam(query?.resolveRelations),
        });
        return toStory(data.story as StoryblokStory, locale, languages[locale]);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return undefined;
        throw error;
      }
    },

    async listStories(locale, query: StoryQuery) {
      const response = await client.getStories({
        ...languageParam(locale),
        ...relationsParam(query.resolveRelations),
        ...(query.startsWith ? { starts_with: query.startsWith } : {}),
        ...(query.withTag ? { with_tag: query.withTag } : {}),
        ...(query.contentType ? { content_type: query.contentType } : {}),
        sort_by: query.sortBy ?? "published_at:desc",
        per_page: query.perPage ?? storyPageSize,
        page: query.page ?? 1,
      });
      return {
        stories: (response.data.stories as StoryblokStory[]).map((story) => toStory(story, locale, languages[locale])),
        total: response.total ?? response.data.stories.length,
      };
    },
  };
}
