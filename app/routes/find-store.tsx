import { Form, Link, useLoaderData, useLocation } from "react-router";
import type { Store } from "#commerce/modules/stores/index.ts";
import { searchStores, sortByDistance } from "#commerce/modules/stores/browser.ts";
import { StoreCard } from "../components/stores/store-card.tsx";
import { StoreMap } from "../components/stores/store-map.tsx";
import type { Route } from "./+types/find-store.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";
import { JsonLd } from "../seo/json-ld.tsx";
import { storeJsonLd } from "../seo/structured-data.ts";
import { pageTitle, titleMeta } from "../shop/page-meta.ts";
import { useGeolocation } from "../shop/use-geolocation.ts";
import { useNow } from "../shop/use-now.ts";
import { useShop } from "../shop/use-shop.ts";

/** Longer queries match nothing anyway; this keeps the page's own URL sane. */
const longestQuery = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = context.shopper.locale;
  const t = createTranslator(resolveMessages(locale), locale);
  return {
    title: pageTitle(locale, t("stores.title")),
    description: t("stores.intro"),
    query: (url.searchParams.get("q") ?? "").trim().slice(0, longestQuery),
    /** Every store: the search narrows the list, while search engines get them all. */
    stores: await context.commerce.stores.listStores(locale),
    renderedAt: Date.now(),
  };
}

export const meta: Route.MetaFunction = titleMeta;

/** SPEC §2 /find-store: every store of the locale on a map and as cards; search, and 'near me'. */
export default function FindStorePage() {
  const { query, stores, renderedAt } = useLoaderData<typeof loader>();
  const { t, href, origin } = useShop();
  const { pathname } = useLocation();
  const now = useNow(renderedAt);
  const location = useGeolocation();
  const matching = searchStores(stores, query);
  const listed: (Store & { distanceKm?: number })[] = location.position
    ? sortByDistance(matching, location.position)
    : matching;
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-semibold">{t("stores.title")}</h1>
      <p className="mt-2 max-w-2xl text-neutral-700">{t("stores.intro")}</p>
      <div className="mt-6 flex flex-wrap items-end gap-3">
        <Form method="get" role="search" aria-label={t("stores.searchForm")} className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="store-query" className="text-sm font-medium">
              {t("stores.searchLabel")}
            </label>
            <input
              id="store-query"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={longestQuery}
              className="w-72 rounded border border-neutral-400 px-3 py-2"
            />
          </div>
          <button
            type="submit"
            className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900"
          >
            {t("stores.search")}
          </button>
        </Form>
        <button
          type="button"
          onClick={location.locate}
          disabled={location.status === "locating"}
          className="rounded-full border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("stores.nearMe")}
        </button>
      </div>
      <div aria-live="polite" className="mt-3 text-sm">
        {location.status === "locating" ? <p>{t("stores.locating")}</p> : null}
        {location.status === "unavailable" ? <p className="text-red-800">{t("stores.locationUnavailable")}</p> : null}
        {location.status === "found" ? <p>{t("stores.nearestFirst")}</p> : null}
        <p data-testid="store-count">{t("stores.resultCount", { count: listed.length })}</p>
      </div>
      {listed.length === 0 ? (
        <p className="mt-6">
          {t("stores.none", { query })}{" "}
          <Link to={href("/find-store")} className="text-brand-700 underline">
            {t("stores.showAll")}
          </Link>
        </p>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,20rem)_1fr]">
          <StoreMap stores={listed} position={location.position} />
          <ul className="grid content-start gap-4 md:grid-cols-2" aria-label={t("stores.title")}>
            {listed.map((store) => (
              <li key={store.code}>
                <StoreCard store={store} now={now} distanceKm={store.distanceKm} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {stores.map((store) => (
        <JsonLd key={store.code} data={storeJsonLd(origin, store, pathname)} />
      ))}
    </main>
  );
}
