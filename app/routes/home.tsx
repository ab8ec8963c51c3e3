import { Link, redirect, useLoaderData } from "react-router";
import { emptyFilters } from "../../commerce/modules/search/index.ts";
import { ProductShelf } from "../components/commerce/product-card.tsx";
import type { LoaderArgs } from "../context.ts";
import { detectPreferredLocale, localizePath } from "../i18n/locale-routing.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { imageSrcSet, imageUrl } from "../shop/image-url.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { resolveShopRequest } from "../shop/shop-request.server.ts";
import { useShop } from "../shop/use-shop.ts";

export async function loader({ request, context }: LoaderArgs) {
  const { locale, currency } = await resolveShopRequest(request, context);
  // SPEC §1: the root redirects to the shopper's language (cookie first, then the browser's).
  const preferred = detectPreferredLocale(request);
  if (locale === "sv-SE" && preferred && preferred !== locale) throw redirect(localizePath("/", preferred));
  const latest = await context.commerce.search.listProducts({ locale, priceListId: currency.priceListId, sort: "latest", pageSize: 8 }, emptyFilters());
  return { title: pageTitle(locale, createTranslator(resolveMessages(locale))("home.title")), latest: latest.items };
}

export const meta = titleMeta;

export default function HomePage() {
  const { latest } = useLoaderData<typeof loader>();
  const { t, href, categories, imageCdnBase } = useShop();
  const firstCategory = categories[0];
  return (
    <main id="main" className="mb-16">
      <section className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-20">
          <h1 className="max-w-2xl text-4xl font-bold sm:text-5xl">{t("home.heroTitle")}</h1>
          <p className="max-w-xl text-lg text-brand-100">{t("home.heroText")}</p>
          {firstCategory ? (
            <Link to={href(`/category/${firstCategory.path.join("/")}`)} className="rounded-full bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-100">
              {t("home.heroCta")}
            </Link>
          ) : null}
        </div>
      </section>
      <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="home-categories" className="mb-6 text-2xl font-semibold">
          {t("home.categoriesTitle")}
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={href(`/category/${category.path.join("/")}`)} className="group block overflow-hidden rounded-lg bg-neutral-100">
                {category.imageKey ? (
                  <img
                    src={imageUrl(imageCdnBase, category.imageKey, 640)}
                    srcSet={imageSrcSet(imageCdnBase, category.imageKey, 960)}
                    sizes="(min-width: 768px) 25vw, 50vw"
                    alt=""
                    width={640}
                    height={320}
                    className="aspect-[2/1] w-full object-cover transition group-hover:scale-105"
                  />
                ) : null}
                <span className="block px-4 py-3 font-medium">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ProductShelf id="home-news" title={t("home.newsTitle")} products={latest} className="mx-auto max-w-7xl px-4 py-12" />
    </main>
  );
}
