import { Link } from "react-router";
import type { BlockOf } from "#commerce/modules/content/index.ts";
import { Blocks, useBlockData, useStory } from "../components/content/block-tree.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import { PublishedDate } from "../components/content/published-date.tsx";
import { RichTextView } from "../components/content/rich-text-view.tsx";
import { localizePath } from "../i18n/locale-routing.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import { absoluteUrl, articleJsonLd } from "../seo/structured-data.ts";
import { pictureUrl } from "../shop/image-url.ts";
import { useShop } from "../shop/use-shop.ts";
import type { BlockData } from "./block-data.server.ts";

/** An article page: category, title, author and date, hero picture, text, then its extra blocks. */
export function ArticleBlock({ block }: { block: BlockOf<"Article"> }) {
  const data = useBlockData<BlockData["Article"]>(block);
  const story = useStory();
  const { href, t, origin, imageCdnBase, locale } = useShop();
  const picture = block.image.filename
    ? absoluteUrl(origin, pictureUrl(imageCdnBase, block.image.filename, 1280))
    : null;
  return (
    <article className="flex flex-col gap-12 pb-16">
      <header className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 pt-10">
        {data?.category ? (
          <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">
            <Link to={href(`/${data.category.fullSlug}`)} className="hover:underline">
              {data.category.title}
            </Link>
          </p>
        ) : null}
        <h1 className="text-4xl font-bold">{block.title}</h1>
        <p className="text-lg text-neutral-700">{block.teaser}</p>
        <p className="text-sm text-neutral-600">
          {t("blog.byAuthor", { author: block.author })} · <PublishedDate iso={story.publishedAt} />
        </p>
      </header>
      <ResponsiveImage
        image={block.image}
        width={1280}
        height={640}
        sizes="(min-width: 1280px) 1024px, 100vw"
        load="priority"
        className="mx-auto aspect-[2/1] w-full max-w-5xl object-cover lg:rounded-xl"
      />
      <RichTextView document={block.body} className="mx-auto w-full max-w-3xl px-4 text-lg" />
      <Blocks blocks={block.blocks} />
      <JsonLd
        data={articleJsonLd(origin, {
          headline: block.title,
          description: block.teaser,
          path: localizePath(`/${story.fullSlug}`, locale),
          published: story.publishedAt,
          imageUrl: picture,
          publisher: "Butik",
        })}
      />
    </article>
  );
}
