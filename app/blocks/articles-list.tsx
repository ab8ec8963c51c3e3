import type { BlockOf } from "#commerce/modules/content/index.ts";
import { ArticleGrid } from "../components/content/article-card.tsx";
import { BlockHeading } from "../components/content/block-heading.tsx";
import { useBlockData } from "../components/content/block-tree.tsx";
import { Pagination } from "../components/ui/pagination.tsx";
import { useShop } from "../shop/use-shop.ts";
import type { BlockData } from "./block-data.server.ts";

/** Articles newest first, a page at a time. */
export function ArticlesListBlock({ block }: { block: BlockOf<"ArticlesList"> }) {
  const list = useBlockData<BlockData["ArticlesList"]>(block);
  const { t } = useShop();
  if (!list) return null;
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <BlockHeading title={block.title} />
      {list.articles.length ? <ArticleGrid articles={list.articles} /> : <p>{t("blog.noArticles")}</p>}
      <Pagination page={list.page} pages={list.pageCount} />
    </section>
  );
}
