import { z } from "zod";
import {
  asset,
  boundedCount,
  childBlocks,
  defineBlock,
  optionalText,
  requiredText,
  richText,
  storyReference,
} from "./fields.ts";

/** Text and the blog: articles, their teasers, lists and categories. */

/** Formatted text: headings, paragraphs, lists, quotes and links. */
export const richTextBlock = defineBlock("RichText", {
  text: richText,
});

/**
 * The root of an article story. Its blog category is the folder it sits in
 * (blog/{category}/{article}); `blocks` follow the text (related articles, a newsletter...).
 */
export const articleBlock = defineBlock("Article", {
  title: requiredText,
  teaser: requiredText,
  image: asset,
  author: requiredText,
  body: richText,
  blocks: childBlocks,
});

/** A card for one article, chosen by the merchant. */
export const articleTeaserBlock = defineBlock("ArticleTeaser", {
  article: storyReference,
});

/** Articles newest first, a page at a time (?page=N), of the whole blog or one category. */
export const articlesListBlock = defineBlock("ArticlesList", {
  title: optionalText,
  category: optionalText,
  page_size: boundedCount(1, 25, 9),
});

/**
 * The root of a blog category story (blog/{category}): its heading and its articles, paged. Placed
 * on another page, `category` names the folder whose articles it lists.
 */
export const blogCategoryBlock = defineBlock("BlogCategory", {
  title: requiredText,
  category: optionalText,
  description: optionalText,
  image: asset.optional(),
  page_size: boundedCount(1, 25, 9),
});

/** Articles picked by the merchant; the newest ones when none are picked. */
export const featuredArticlesBlock = defineBlock("FeaturedArticles", {
  title: optionalText,
  articles: z.array(storyReference).default([]),
  limit: boundedCount(1, 12, 3),
});

/** On an article: other articles of its category, newest first, never the article itself. */
export const relatedArticlesBlock = defineBlock("RelatedArticles", {
  title: optionalText,
  limit: boundedCount(1, 12, 3),
});

/** Fields that hold story uuids, resolved to the stories when a page is read (SPEC §7). */
export const storyRelationFields = ["ArticleTeaser.article", "FeaturedArticles.articles"];
