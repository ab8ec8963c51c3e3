import type { BlockOf } from "#commerce/modules/content/index.ts";
import { ArticleShelf } from "../components/content/article-card.tsx";
import { useBlockData } from "../components/content/block-tree.tsx";
import type { BlockData } from "./block-data.server.ts";

/** Other articles of the same category, newest first, never the article itself. */
export function RelatedArticlesBlock({ block }: { block: BlockOf<"RelatedArticles"> }) {
  return (
    <ArticleShelf
      articles={useBlockData<BlockData["RelatedArticles"]>(block)}
      title={block.title}
      fallbackTitle="blog.relatedTitle"
    />
  );
}
