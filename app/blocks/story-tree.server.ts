import type { AppLoadContext } from "react-router";
import type { ShopLocale } from "#commerce/locale.ts";
import {
  blockSchemas,
  describeBlockProblem,
  sanitizeBlockTree,
  storyRelationFields,
  visitBlocks,
  type Block,
  type BlockName,
  type Story,
} from "#commerce/modules/content/index.ts";
import { loadBlockData } from "./block-data.server.ts";
import { blockScriptsOf } from "./block-scripts.server.ts";
import { blockComponents } from "./registry.ts";

/** A story ready to render: its blocks (only valid ones) and the shop data its data blocks show. */
export interface StoryTree {
  name: string;
  fullSlug: string;
  publishedAt: string | null;
  content: Block;
  /** Every kind of block in it, nested ones included: the browser loads their components before it renders the tree. */
  blockNames: BlockName[];
  /** The scripts of those components in the browser, which the page preloads (block-scripts.server.ts). */
  blockScripts: string[];
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

interface CheckedContent {
  content: Block | undefined;
  blockNames: BlockName[];
  blockScripts: string[];
}

/**
 * Stories' contents as checked, by the content read: the content source keeps a story's answer for
 * a few seconds (every page shows the header and footer stories), so each is checked once, not on
 * every page (issue 18). A story read anew (changed, or kept no longer) is checked anew.
 */
const checkedContents = new WeakMap<Block, CheckedContent>();

function checkContent({ context, locale }: StoryRequest, story: Story): CheckedContent {
  let checked = checkedContents.get(story.content);
  if (!checked) {
    const content = sanitizeBlockTree(story.content, (problem) =>
      context.log.warn("CMS block left out", {
        story: `${locale} ${story.fullSlug}`,
        problem: describeBlockProblem(problem),
      }),
    );
    const blockNames = new Set<BlockName>();
    // A sanitized tree holds known blocks only.
    if (content) visitBlocks(content, (block) => blockNames.add(block.component as BlockName));
    checked = { content, blockNames: [...blockNames], blockScripts: blockScriptsOf(blockNames) };
    checkedContents.set(story.content, checked);
  }
  return checked;
}

/** A story already read (a draft the back office previews, say) made ready to render, as readStoryTree does. */
export async function storyTreeOf(request: StoryRequest, story: Story): Promise<StoryTree | undefined> {
  const { content, blockNames, blockScripts } = checkContent(request, story);
  if (!content) return undefined;
  // The server renders the tree at once, never a fallback: its components are loaded first.
  const [data] = await Promise.all([
    loadBlockData(content, { ...request, storySlug: story.fullSlug }),
    ...blockNames.map((name) => blockComponents[name].load()),
  ]);
  return {
    name: story.name,
    fullSlug: story.fullSlug,
    publishedAt: story.publishedAt,
    content,
    blockNames,
    blockScripts,
    data,
  };
}

/** A story page's title and description: the root block's own, else the story's name. */
export function describeStory(story: StoryTree): { name: string; description: string | undefined } {
  const root: Block = story.content;
  const page = blockSchemas.Page.safeParse(root);
  if (page.success) return { name: page.data.seo_title ?? story.name, description: page.data.seo_description };
  const article = blockSchemas.Article.safeParse(root);
  if (article.success) return { name: article.data.title, description: article.data.teaser };
  const category = blockSchemas.BlogCategory.safeParse(root);
  if (category.success) return { name: category.data.title, description: category.data.description };
  return { name: story.name, description: undefined };
}
