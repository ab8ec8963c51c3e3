import type { BlockOf } from "#commerce/modules/content/index.ts";
import { ArticleCard } from "../components/content/article-card.tsx";
import { useBlockData } from "../components/content/block-tree.tsx";
import type { BlockData } from "./block-data.server.ts";

/** A card for one article the merchant picked; nothing when that article is gone. */
export function ArticleTeaserBlock({ block }: { block: BlockOf<"ArticleTeaser"> }) {
  const article = useBlockData<BlockData["ArticleTeaser"]>(block);
  if (!article) return null;
  return (
    <div className="mx-auto w-full max-w-sm px-4">
      <ArticleCard article={article} />
    </div>
  );
}
