import type { BlockOf } from "#commerce/modules/content/index.ts";
import { ArticleShelf } from "../components/content/article-card.tsx";
import { useBlockData } from "../components/content/block-tree.tsx";
import type { BlockData } from "./block-data.server.ts";

/** The articles a merchant picked, or the newest ones. */
export function FeaturedArticlesBlock({ block }: { block: BlockOf<"FeaturedArticles"> }) {
  return (
    <ArticleShelf
      articles={useBlockData<BlockData["FeaturedArticles"]>(block)}
      title={block.title}
      fallbackTitle="blog.featuredTitle"
    />
  );
}
