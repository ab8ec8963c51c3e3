import type { BlockOf, Story } from "#commerce/modules/content/index.ts";
import { ArticleCard } from "../components/content/article-card.tsx";
import { summarizeArticle } from "./article-summary.ts";

/** A card for one article the merchant picked; nothing when that article is gone. */
export function ArticleTeaserBlock({ block }: { block: BlockOf<"ArticleTeaser"> }) {
  const article = typeof block.article === "string" ? undefined : summarizeArticle(block.article as unknown as Story);
  if (!article) return null;
  return (
    <div className="mx-auto w-full max-w-sm px-4">
      <ArticleCard article={article} />
    </div>
  );
}
