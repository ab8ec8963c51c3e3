import type { Asset } from "#commerce/modules/content/index.ts";

/** What a card, list or link needs to know about an article. */
export interface ArticleSummary {
  uuid: string;
  fullSlug: string;
  title: string;
  teaser: string;
  author: string;
  image: Asset;
  publishedAt: string | null;
  /** The slug of its blog category story: blog/{category}. */
  categorySlug: string;
}

/** The blog category story an article sits in: blog/{category}/{article} belongs to blog/{category}. */
export function categorySlugOf(articleSlug: string): string {
  return articleSlug.split("/").slice(0, -1).join("/");
}
