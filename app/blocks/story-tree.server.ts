import type { AppLoadContext } from "react-router";
import type { ShopLocale } from "#commerce/locale.ts";
import {
  describeBlockProblem,
  sanitizeBlockTree,
  storyRelationFields,
  type Block,
  type Story,
} from "#commerce/modules/content/index.ts";
import { loadBlockData } from "./block-data.server.ts";

/** A story ready to render: its blocks (only valid ones) and the shop data its data blocks show. */
export interface StoryTree {
  name: string;
  fullSlug: string;
  publishedAt: string | null;
  content: Block;
  data: Record<string, unknown>;
}

export interface StoryRequest {
  context: AppLoadContext;
  locale: ShopLocale;
  priceListId: number;
  url: URL;
}

/**
 * Reads a story with its relations, leaves out every unknown or invalid block (logging a warning
 * that names it), and loads its blocks' data. Undefined when there is no such story or its root
 * block is unusable.
 */
export async function readStoryTree(request: StoryRequest, fullSlug: string): Promise<StoryTree | undefined> {
  const { context, locale } = request;
  const story = await context.commerce.content.getStory(locale, fullSlug, { resolveRelations: storyRelationFields });
  return story ? storyTreeOf(request, story) : undefined;
}

/** A story already read (a draft the back office previews, say) made ready to render, as readStoryTree does. */
export async function storyTreeOf(request: StoryRequest, story: Story): Promise<StoryTree | undefined> {
  const { context, locale } = request;
  const content = sanitizeBlockTree(story.content, (problem) =>
    context.log.warn("CMS block left out", {
      story: `${locale} ${story.fullSlug}`,
      problem: describeBlockProblem(problem),
    }),
  );
  if (!content) return undefined;
  const data = await loadBlockData(content, { ...request, storySlug: story.fullSlug });
  return { name: story.name, fullSlug: story.fullSlug, publishedAt: story.publishedAt, content, data };
}
