import type { ShopLocale } from "#commerce/locale.ts";

/** A CMS block: its component name, a unique id, and its fields (which may hold nested blocks). */
export interface Block {
  component: string;
  _uid: string;
  [field: string]: unknown;
}

/** A story as the storefront sees it, whichever source it came from. */
export interface Story {
  uuid: string;
  name: string;
  /** Path without locale prefix: "home", "blog/autumn-layers". */
  fullSlug: string;
  locale: ShopLocale;
  content: Block;
  tags: string[];
  publishedAt: string | null;
}

export interface StoryQuery {
  /** Only stories whose slug starts with this ("blog/"). */
  startsWith?: string;
  /** Only stories whose root block is this component ("Article"). */
  contentType?: string;
  /** Only stories carrying this tag. */
  withTag?: string;
  /** Fields that hold story uuids, as "component.field"; they are replaced by the stories (SPEC §7). */
  resolveRelations?: string[];
  page?: number;
  /** SPEC §9: lists are fetched 25 at a time. */
  perPage?: number;
  /** Newest first by default. */
  sortBy?: "published_at:desc" | "published_at:asc" | "name:asc";
}

/** Where stories come from: our database (`local`) or Storyblok (`storyblok`). */
export interface ContentSource {
  /** One published story by its slug in a locale, with the asked relations resolved; undefined when there is none. */
  getStory(
    locale: ShopLocale,
    fullSlug: string,
    options?: Pick<StoryQuery, "resolveRelations">,
  ): Promise<Story | undefined>;
  /** A page of published stories matching the query, and how many match in all. */
  listStories(locale: ShopLocale, query: StoryQuery): Promise<{ stories: Story[]; total: number }>;
  /**
   * The slug of the same story (the same uuid) published in another locale, for the language switch;
   * undefined when it has none there or the source cannot tell (the page keeps its path).
   */
  translateSlug?(fullSlug: string, from: ShopLocale, to: ShopLocale): Promise<string | undefined>;
  /** Hears that this process changed stories (the back office): a cache forgets what it holds at once. */
  forget?(): void;
  /**
   * A value that moves whenever what the source answers may have changed, in any process (at most
   * about half a second late) and at once in this one (`forget`): caches of whole pages follow it.
   * Absent when the source cannot tell (Storyblok): such caches expire instead.
   */
  version?(): Promise<string>;
}

export const storyPageSize = 25;
