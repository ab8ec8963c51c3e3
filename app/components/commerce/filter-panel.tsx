import { useState } from "react";
import { Form, Link, useLocation } from "react-router";
import type {
  FilterChoice,
  IdFacetItem,
  ListingFacets,
  ParametricFacetItem,
  SelectedFilters,
} from "#commerce/modules/search/index.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { filterChoiceSearch } from "./listing-links.ts";

interface FilterOptionProps {
  label: string;
  count: number;
  selected: boolean;
  choice: FilterChoice;
  filters: SelectedFilters;
  swatch?: string | null | undefined;
}

/**
 * One filter value as a link to the listing with it toggled, so filtering works without JavaScript.
 * A value no product would match is shown disabled, never as a link into an empty page.
 */
function FilterOption({ label, count, selected, choice, filters, swatch }: FilterOptionProps) {
  const { t } = useShop();
  const { search } = useLocation();
  const description = `${t("listing.itemWithCount", { name: label, count })}${selected ? `, ${t("listing.selected")}` : ""}`;
  const content = (
    <>
      {swatch ? (
        <span
          className="h-4 w-4 shrink-0 rounded-full border border-neutral-300"
          style={{ backgroundColor: swatch }}
          aria-hidden="true"
        />
      ) : null}
      {/* Screen readers hear the description; the eye sees the name and the count. */}
      <span className="grow" aria-hidden="true">
        {label}
      </span>
      <span className="text-xs text-neutral-500" aria-hidden="true">
        {count}
      </span>
      <span className="sr-only">{description}</span>
    </>
  );
  const classes = `flex items-center gap-2 rounded px-2 py-1 text-sm ${selected ? "bg-brand-50 font-semibold text-brand-700" : ""}`;
  if (count === 0 && !selected) {
    return (
      <span aria-disabled="true" className={`${classes} cursor-not-allowed text-neutral-400`}>
        {content}
      </span>
    );
  }
  return (
    <Link
      to={filterChoiceSearch(search, filters, choice)}
      preventScrollReset
      aria-current={selected ? "true" : undefined}
      className={`${classes} hover:bg-neutral-100`}
    >
      {selected ? <span aria-hidden="true">✓</span> : null}
      {content}
    </Link>
  );
}

function FilterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <details open className="border-b border-neutral-200 py-3">
      <summary className="cursor-pointer font-medium">{title}</summary>
      <ul className="mt-2 flex flex-col gap-0.5">{children}</ul>
    </details>
  );
}

/** A group of values chosen by id (brands, flags); nothing when the listing has none. */
function IdFilterGroup({
  title,
  group,
  items,
  filters,
}: {
  title: string;
  group: "mfrf" | "flgf";
  items: readonly IdFacetItem[];
  filters: SelectedFilters;
}) {
  if (items.length === 0) return null;
  return (
    <FilterGroup title={title}>
      {items.map((item) => (
        <li key={item.id}>
          <FilterOption
            label={item.name}
            count={item.count}
            selected={item.selected}
            filters={filters}
            choice={{ group, id: item.id }}
          />
        </li>
      ))}
    </FilterGroup>
  );
}

function groupParametrics(items: readonly ParametricFacetItem[]) {
  const groups = new Map<number, { name: string; items: ParametricFacetItem[] }>();
  for (const item of items) {
    const group = groups.get(item.parametricId) ?? { name: item.parametricName, items: [] };
    group.items.push(item);
    groups.set(item.parametricId, group);
  }
  return [...groups.entries()];
}

/** Two sliders over the available range, each tied to a number field; the fields are what the form sends. */
function PriceRangeInputs({ range }: { range: NonNullable<ListingFacets["price"]> }) {
  const { t } = useShop();
  const [low, setLow] = useState(range.selected?.min ?? range.fromIncVat);
  const [high, setHigh] = useState(range.selected?.max ?? range.toIncVat);
  const bounds = { min: range.fromIncVat, max: Math.max(range.toIncVat, range.fromIncVat + 1) };
  const field = "w-24 rounded border border-neutral-300 px-2 py-1 text-sm";
  return (
    <>
      <input
        type="range"
        {...bounds}
        value={Math.min(low, high)}
        onChange={(event) => setLow(Math.min(Number(event.currentTarget.value), high))}
        aria-label={t("listing.priceFromSlider")}
        className="accent-brand-600"
      />
      <input
        type="range"
        {...bounds}
        value={Math.max(high, low)}
        onChange={(event) => setHigh(Math.max(Number(event.currentTarget.value), low))}
        aria-label={t("listing.priceToSlider")}
        className="accent-brand-600"
      />
      <div className="flex gap-2">
        <label className="flex flex-col text-xs">
          {t("listing.priceFrom")}
          <input
            type="number"
            name="priceMin"
            min={0}
            value={low}
            onChange={(event) => setLow(Number(event.currentTarget.value))}
            className={field}
          />
        </label>
        <label className="flex flex-col text-xs">
          {t("listing.priceTo")}
          <input
            type="number"
            name="priceMax"
            min={0}
            value={high}
            onChange={(event) => setHigh(Number(event.currentTarget.value))}
            className={field}
          />
        </label>
      </div>
    </>
  );
}

/**
 * A GET form with the current listing parameters kept as hidden fields; the loader folds priceMin and
 * priceMax into the filter text (a new range replaces the old one) and redirects to that URL.
 */
function PriceFilter({ facets }: { facets: ListingFacets }) {
  const { t, currency } = useShop();
  const { search } = useLocation();
  if (!facets.price) return null;
  const kept = [...new URLSearchParams(search).entries()].filter(
    ([key]) => !["page", "priceMin", "priceMax"].includes(key),
  );
  return (
    <div className="border-b border-neutral-200 py-3">
      <Form method="get" preventScrollReset className="flex flex-col gap-2" aria-label={t("listing.price")}>
        <p className="font-medium">
          {t("listing.price")} ({currency.code})
        </p>
        {kept.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <PriceRangeInputs
          key={`${facets.price.fromIncVat}-${facets.price.toIncVat}-${facets.price.selected?.min}-${facets.price.selected?.max}`}
          range={facets.price}
        />
        <button
          type="submit"
          className="self-start rounded-full border border-neutral-300 px-4 py-1 text-sm hover:bg-neutral-100"
        >
          {t("listing.priceApply")}
        </button>
      </Form>
    </div>
  );
}

/** The filter groups of a listing (SPEC §3): colour, size, material, brand, price, stock, flags. */
export function FilterPanel({ facets, filters }: { facets: ListingFacets; filters: SelectedFilters }) {
  const { t } = useShop();
  return (
    <section aria-label={t("listing.filters")}>
      <h2 className="sr-only">{t("listing.filters")}</h2>
      {groupParametrics(facets.parametrics).map(([parametricId, group]) => (
        <FilterGroup key={parametricId} title={group.name}>
          {group.items.map((item) => (
            <li key={item.id}>
              <FilterOption
                label={item.name}
                count={item.count}
                selected={item.selected}
                swatch={item.swatch}
                filters={filters}
                choice={{
                  group: "parf",
                  parametricId: item.parametricId,
                  valueId: item.valueId,
                  multi: item.type === "MultiValue",
                }}
              />
            </li>
          ))}
        </FilterGroup>
      ))}
      <IdFilterGroup title={t("listing.brand")} group="mfrf" items={facets.brands} filters={filters} />
      <PriceFilter facets={facets} />
      <FilterGroup title={t("listing.availability")}>
        <li>
          <FilterOption
            label={t("listing.inStockOnly")}
            count={facets.stock.count}
            selected={facets.stock.selected}
            filters={filters}
            choice={{ group: "ohf" }}
          />
        </li>
      </FilterGroup>
      <IdFilterGroup title={t("listing.labels")} group="flgf" items={facets.flags} filters={filters} />
    </section>
  );
}
