import { Form, Link, useLocation, useNavigation } from "react-router";
import type { MessageKey } from "#app/i18n/translate.ts";
import type { Listing } from "#app/shop/listing.server.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { Pagination } from "../ui/pagination.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { listingSearch } from "./listing-links.ts";
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
      <label htmlFor="listing-sort" className="text-sm">
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

/** Filters, sort menu, product grid and pages of a category or search listing; all state in the URL. */
export function ProductListing({ listing }: { listing: Listing }) {
  const { t } = useShop();
  const { search } = useLocation();
  const navigation = useNavigation();
  const hasFilters = listing.filterText !== "";
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
      <FilterPanel facets={listing.facets} filters={listing.selected} />
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-neutral-600" data-testid="product-count" aria-live="polite">
            {listing.itemCount === 1
              ? t("category.productCountOne")
              : t("category.productCount", { count: listing.itemCount })}
          </p>
          {hasFilters ? (
            <Link to={listingSearch(search, { filter: "" })} preventScrollReset className="text-sm underline">
              {t("listing.clearAll")}
            </Link>
          ) : null}
          <SortMenu sort={listing.sort} sorts={listing.sorts} />
        </div>
        <div className={`mt-6 transition-opacity ${navigation.state === "loading" ? "opacity-60" : ""}`}>
          {listing.products.length > 0 ? (
            <ProductGrid products={listing.products} />
          ) : (
            <p>{hasFilters ? t("listing.noMatches") : t("category.empty")}</p>
          )}
        </div>
        <Pagination page={listing.page} pages={listing.pages} />
      </div>
    </div>
  );
}
