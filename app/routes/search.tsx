import { Form, useLoaderData } from "react-router";
import { ProductGrid } from "../components/commerce/product-card.tsx";
import type { LoaderArgs } from "../context.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { resolveShopRequest } from "../shop/shop-request.server.ts";
import { useShop } from "../shop/use-shop.ts";

export async function loader({ request, context }: LoaderArgs) {
  const { locale, currency } = await resolveShopRequest(request, context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const products = query ? await context.commerce.catalogue.searchProductCards(locale, currency.priceListId, query) : [];
  return { title: pageTitle(locale, createTranslator(resolveMessages(locale))("search.title")), query, products };
}

export const meta = titleMeta;

export default function SearchPage() {
  const { query, products } = useLoaderData<typeof loader>();
  const { t, href } = useShop();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold">{query ? t("search.resultsFor", { query }) : t("search.title")}</h1>
      {query ? null : (
        <Form method="get" action={href("/search")} className="mt-4 flex max-w-lg gap-2">
          <label htmlFor="search-page-query" className="sr-only">
            {t("shell.searchLabel")}
          </label>
          <input id="search-page-query" type="search" name="q" className="w-full rounded-full border border-neutral-300 px-4 py-2" />
          <button type="submit" className="rounded-full bg-brand-600 px-4 py-2 text-white">
            {t("shell.search")}
          </button>
        </Form>
      )}
      <div className="mt-8">
        {query && products.length === 0 ? <p>{t("search.noResults", { query })}</p> : null}
        {!query ? <p>{t("search.prompt")}</p> : null}
        <ProductGrid products={products} />
      </div>
    </main>
  );
}
