import { useId } from "react";
import { Link } from "react-router";
import type { ArticleSummary } from "#app/blocks/article-summary.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";
import { PublishedDate } from "./published-date.tsx";

/** An article as a card: picture, title, teaser, author and date, linking to the article. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const { href, t } = useShop();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col gap-3">
      <ResponsiveImage
        image={{ ...article.image, alt: "" }}
        width={640}
        height={400}
        sizes="(min-width: 1024px) 33vw, 100vw"
        className="aspect-[8/5] w-full rounded-lg object-cover"
      />
      <Heading className="text-lg font-semibold">
        <Link to={href(`/${article.fullSlug}`)} className="group-hover:underline after:absolute after:inset-0">
          {article.title}
        </Link>
      </Heading>
      <p className="text-sm text-neutral-700">{article.teaser}</p>
      <p className="text-xs text-neutral-600">
        {t("blog.byAuthor", { author: article.author })} · <PublishedDate iso={article.publishedAt} />
      </p>
    </article>
  );
}

/** Article cards in a responsive grid. */
export function ArticleGrid({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.uuid}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}

/** A titled grid of article cards; nothing when there are none. */
export function ArticleShelf({
  articles,
  title,
  fallbackTitle,
}: {
  articles: readonly ArticleSummary[] | undefined;
  title: string | undefined;
  fallbackTitle: "blog.featuredTitle" | "blog.relatedTitle";
}) {
  const { t } = useShop();
  const id = useId();
  if (!articles?.length) return null;
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-7xl px-4">
      <h2 id={id} className="mb-6 text-2xl font-semibold">
        {title ?? t(fallbackTitle)}
      </h2>
      <ArticleGrid articles={articles} />
    </section>
  );
}
