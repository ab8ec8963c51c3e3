import { NavLink } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { ArticleGrid } from "../components/content/article-card.tsx";
import { useBlockData } from "../components/content/block-tree.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import { Pagination } from "../components/ui/pagination.tsx";
import { useShop } from "../shop/use-shop.ts";
import type { BlockData } from "./block-data.server.ts";

/** A blog category page: its heading, links to the other categories, and its articles, paged. */
export function BlogCategoryBlock({ block }: { block: BlockOf<"BlogCategory"> }) {
  const data = useBlockData<BlockData["BlogCategory"]>(block);
  const { href, t } = useShop();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 pt-10 pb-16">
      <header className="grid items-center gap-6 md:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-3">
          <h1 className="text-4xl font-bold">{block.title}</h1>
          {block.description ? <p className="max-w-2xl text-lg text-neutral-700">{block.description}</p> : null}
        </div>
        {block.image ? (
          <ResponsiveImage
            image={block.image}
            width={480}
            height={300}
            sizes="480px"
            load="eager"
            className="hidden w-80 rounded-lg object-cover md:block"
          />
        ) : null}
      </header>
      {data?.categories.length ? (
        <nav aria-label={t("blog.categories")}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <NavLink
                to={href("/blog")}
                end
                className="block rounded-full border border-neutral-300 px-4 py-1.5 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {t("blog.allArticles")}
              </NavLink>
            </li>
            {data.categories.map((category) => (
              <li key={category.fullSlug}>
                <NavLink
                  to={href(`/${category.fullSlug}`)}
                  end
                  className="block rounded-full border border-neutral-300 px-4 py-1.5 text-sm aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {category.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data?.articles.length ? <ArticleGrid articles={data.articles} /> : <p>{t("blog.noArticles")}</p>}
      {data ? <Pagination page={data.page} pages={data.pageCount} /> : null}
    </div>
  );
}
