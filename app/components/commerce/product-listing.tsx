import { useEffect, useRef, useSyncExternalStore } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import type { MessageKey } from "#app/i18n/translate.ts";
import type { Listing } from "#app/shop/listing.server.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { Pagination } from "../ui/pagination.tsx";
import { ChosenFilterChips } from "./chosen-filters.tsx";
import { FilterDrawer, filterButtonClass } from "./filter-drawer.tsx";
import { LineIcon } from "../ui/line-icon.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { ProductGrid } from "./product-card.tsx";

function SortMenu({ sort, sorts }: { sort: string; sorts: readonly string[] }) {
  const { t } = useShop();
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search).entries()].filter(([key]) => !["sort", "page"].includes(key));
  return (
    <Form method="get" preventScrollReset className="flex items-center gap-2">
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {/* On a phone the label makes room for the Filter button: an icon says it, the ear still hears it. */}
      <svg viewBox="0 0 24 24" className="h-5 w-5 text-neutral-600 sm:hidden" fill="none" aria-hidden="true">
        <path
          d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <label htmlFor="listing-sort" className="text-sm max-sm:sr-only">
        {t("listing.sort")}
      </label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={sort}
        key={sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded border border-neutral-300 bg-white px-2 py-1 text-sm"
      >
        {sorts.map((key) => (
          <option key={key} value={key}>
            {t(`listing.sort.${key}` as MessageKey)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded border px-2 py-1 text-sm">
          {t("listing.sortApply")}
        </button>
      </noscript>
    </Form>
  );
}

const noSubscription = () => () => {};

/** False in the server's page and while it hydrates, true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Sets `--listing-sticky-top` on the element to the height of the site header while that header
 * sticks to the top of the window (0 when it scrolls away), so a sticky column stops below it.
 */
function useBelowStickyHeader<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    const header = document.querySelector<HTMLElement>("header:not(main header)");
    if (!element || !header) return;
    const update = () => {
      const { position } = getComputedStyle(header);
      const height = position === "sticky" || position === "fixed" ? header.getBoundingClientRect().height : 0;
      element.style.setProperty("--listing-sticky-top", `${Math.ceil(height)}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * Filters, sort menu, chosen filters, product grid and pages of a category or search listing; all
 * state in the URL. Wide screens (lg) have the filter panel as a column that stays in view beside the
 * grid. Narrower ones start with the grid: a Filter button beside the sort opens the filter drawer.
 * Without JavaScript that button is a link to the panel, shown in place when it is the page's target.
 */
export function ProductListing({ listing }: { listing: Listing }) {
  const { t } = useShop();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const column = useBelowStickyHeader<HTMLElement>();
  const hasFilters = listing.filterText !== "";
  return (
    <div className="mt-4 lg:mt-6 lg:grid lg:grid-cols-[16rem_1fr] lg:items-start lg:gap-8">
      {/* Until the header is measured (and without JavaScript), the column allows for its wide height. */}
      <aside
        ref={column}
        id="filters"
        className="max-lg:mb-6 max-lg:hidden max-lg:target:block lg:sticky lg:top-[calc(var(--listing-sticky-top,6.5rem)+1rem)] lg:-ml-2 lg:max-h-[calc(100dvh-var(--listing-sticky-top,6.5rem)-2rem)] lg:overflow-y-auto lg:pr-2 lg:pl-2"
        data-testid="filter-column"
      >
        <FilterPanel facets={listing.facets} filters={listing.selected} />
      </aside>
      <div>
        {/* The products' heading, for those who move by headings: the filter column's is hidden on phones. */}
        <h2 className="sr-only">{t("listing.productsHeading")}</h2>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <div className="order-1 lg:hidden">
            {hydrated ? (
              <FilterDrawer listing={listing} />
            ) : (
              <a href="#filters" className={filterButtonClass}>
                <LineIcon name="filter" />
                {t("listing.filterButton")}
              </a>
            )}
          </div>
          <p
            className="order-3 basis-full text-sm text-neutral-600 lg:order-1 lg:basis-auto"
            data-testid="product-count"
            aria-live="polite"
          >
            {t("category.productCount", { count: listing.itemCount })}
          </p>
          <div className="order-2">
            <SortMenu sort={listing.sort} sorts={listing.sorts} />
          </div>
        </div>
        {hasFilters ? (
          <div className="mt-3">
            <ChosenFilterChips facets={listing.facets} selected={listing.selected} />
          </div>
        ) : null}
        <div className={`mt-4 transition-opacity lg:mt-6 ${navigation.state === "loading" ? "opacity-60" : ""}`}>
          {listing.products.length > 0 ? (
            <ProductGrid products={listing.products} atTop />
          ) : (
            <p>{hasFilters ? t("listing.noMatches") : t("category.empty")}</p>
          )}
        </div>
        <Pagination page={listing.page} pages={listing.pages} />
      </div>
    </div>
  );
}
