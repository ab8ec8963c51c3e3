import { blockSchemas } from "#commerce/modules/content/browser.ts";
import type { Asset, Story } from "#commerce/modules/content/index.ts";

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

/** An article story as a summary; undefined when its content is not a valid Article. */
export function summarizeArticle(
  story: Pick<Story, "uuid" | "fullSlug" | "publishedAt" | "content">,
): ArticleSummary | undefined {
  const article = blockSchemas.Article.safeParse(story.content);
  if (!article.success) return undefined;
  const { title, teaser, author, image } = article.data;
  return {
    uuid: story.uuid,
    fullSlug: story.fullSlug,
    title,
    teaser,
    author,
    image,
    publishedAt: story.publishedAt,
    categorySlug: categorySlugOf(story.fullSlug),
  };
}
