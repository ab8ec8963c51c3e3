import { Form, Link, useLoaderData } from "react-router";
import { ProductListing } from "../components/commerce/product-listing.tsx";
import type { Route } from "./+types/search.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { loadListing } from "../shop/listing.server.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { useShop } from "../shop/use-shop.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = context.shopper.locale;
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const title = pageTitle(locale, createTranslator(resolveMessages(locale), locale)("search.title"));
  if (!query) return { title, query, listing: undefined, correction: undefined };
  const currency = await context.shopper.currency();
  const listing = await loadListing(request, context, { locale, currency, searchString: query });
  // Nothing found: "did you mean" the search with its unknown words corrected, when that finds something.
  const correction =
    listing.itemCount === 0 && listing.filterText === ""
      ? await context.commerce.search.correctSearch({ locale, priceListId: currency.priceListId, searchString: query })
      : undefined;
  return { title, query, listing, correction };
}

export const meta: Route.MetaFunction = titleMeta;

/** Search results with the same filters, sort and pages as a category. */
export default function SearchPage() {
  const { query, listing, correction } = useLoaderData<typeof loader>();
  const { t, href } = useShop();
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-4 lg:py-8">
      <h1 className="text-2xl font-semibold lg:text-3xl">
        {query ? t("search.resultsFor", { query }) : t("search.title")}
      </h1>
      {listing ? (
        listing.itemCount === 0 && listing.filterText === "" ? (
          <div className="mt-6 flex flex-col gap-2">
            <p>{t("search.noResults", { query })}</p>
            {correction ? (
              <p>
                {t("search.didYouMean")}{" "}
                <Link
                  to={`${href("/search")}?${new URLSearchParams({ q: correction })}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {correction}
                </Link>
                ?
              </p>
            ) : null}
          </div>
        ) : (
          <ProductListing listing={listing} />
        )
      ) : (
        <Form method="get" action={href("/search")} className="mt-4 flex max-w-lg gap-2">
          <label htmlFor="search-page-query" className="sr-only">
            {t("shell.searchLabel")}
          </label>
          <input
            id="search-page-query"
            type="search"
            name="q"
            className="w-full rounded-full border border-neutral-300 px-4 py-2"
          />
          <button type="submit" className="rounded-full bg-brand-600 px-4 py-2 text-white">
            {t("shell.search")}
          </button>
        </Form>
      )}
    </main>
  );
}
