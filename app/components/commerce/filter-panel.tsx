import { useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { I18nProvider, Slider, SliderThumb, SliderTrack } from "react-aria-components";
import type {
  FilterChoice,
  IdFacetItem,
  ListingFacets,
  ParametricFacetItem,
  SelectedFilters,
} from "#commerce/modules/search/index.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { filterChoiceSearch } from "./listing-links.ts";

/**
 * A filter value is a link (filtering works without JavaScript) that looks like the shop's checkbox
 * (app/app.css); its state is told by aria-current and the description, so this is for the eye only.
 */
function FilterCheckmark({ selected, disabled }: { selected: boolean; disabled: boolean }) {
  const state = selected
    ? "border-brand-600 bg-brand-600 text-white"
    : disabled
      ? "border-neutral-300 bg-neutral-100"
      : "border-neutral-500 bg-white";
  return (
    <span aria-hidden="true" className={`grid h-4 w-4 shrink-0 place-content-center rounded border-2 ${state}`}>
      {selected ? (
        <svg viewBox="0 0 12 12" className="h-2.5 w-2.5">
          <path d="M1.5 6.5 4.5 9.5 10.5 2.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      ) : null}
    </span>
  );
}

interface FilterOptionProps {
  label: string;
  count: number;
  selected: boolean;
  choice: FilterChoice;
  filters: SelectedFilters;
  swatch?: string | null | undefined;
}

/** A colour value's dot beside its name, for the eye only (the name says the colour). */
export function ColourSwatch({ colour }: { colour: string }) {
  return (
    <span
      className="h-4 w-4 shrink-0 rounded-full border border-neutral-300"
      style={{ backgroundColor: colour }}
      aria-hidden="true"
    />
  );
}

/**
 * One filter value as a link to the listing with it toggled, so filtering works without JavaScript.
 * A value no product would match is shown disabled, never as a link into an empty page.
 */
function FilterOption({ label, count, selected, choice, filters, swatch }: FilterOptionProps) {
  const { t } = useShop();
  const { search } = useLocation();
  const description = `${t("listing.itemWithCount", { name: label, count })}${selected ? `, ${t("listing.selected")}` : ""}`;
  const disabled = count === 0 && !selected;
  const content = (
    <>
      <FilterCheckmark selected={selected} disabled={disabled} />
      {swatch ? <ColourSwatch colour={swatch} /> : null}
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
  if (disabled) {
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

export function groupParametrics(items: readonly ParametricFacetItem[]) {
  const groups = new Map<number, { name: string; items: ParametricFacetItem[] }>();
  for (const item of items) {
    const group = groups.get(item.parametricId) ?? { name: item.parametricName, items: [] };
    group.items.push(item);
    groups.set(item.parametricId, group);
  }
  return [...groups.entries()];
}

const thumbClass =
  "top-1/2 h-6 w-6 rounded-full border-2 border-brand-600 bg-white shadow-sm data-[dragging]:bg-brand-100 data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-brand-600 data-[focus-visible]:outline-solid";

export type PriceFacet = NonNullable<ListingFacets["price"]>;

/** The slider's ends: the facet's range, at least one unit wide. */
export const priceBounds = (range: PriceFacet) => ({
  min: range.fromIncVat,
  max: Math.max(range.toIncVat, range.fromIncVat + 1),
});

/**
 * One slider with two thumbs over the available range, tied to two number fields. Given `named`,
 * the fields are what a form sends (priceMin, priceMax), so without JavaScript the shopper types the
 * range; with it, either way works. The values are the caller's (the panel's form, the drawer's draft).
 */
export function PriceRangeInputs({
  range,
  low,
  high,
  onChange,
  named = false,
}: {
  range: PriceFacet;
  low: number;
  high: number;
  onChange: (low: number, high: number) => void;
  named?: boolean;
}) {
  const { t, money, locale, currency } = useShop();
  const bounds = priceBounds(range);
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value));
  // The facet's range is in whole units of the currency; money() takes minor units.
  const wholeMoney = (units: number) => money(units * 10 ** currency.decimals);
  const field = "w-full rounded border border-neutral-300 px-2 py-1 text-sm";
  return (
    <>
      <I18nProvider locale={locale}>
        <Slider
          value={[clamp(Math.min(low, high)), clamp(Math.max(low, high))]}
          onChange={(values) => {
            const [from = bounds.min, to = bounds.max] = values;
            onChange(from, to);
          }}
          minValue={bounds.min}
          maxValue={bounds.max}
          step={1}
          // The thumbs speak plain numbers and name the currency in their labels: Intl's currency style
          // writes "233 GBP" where the shop writes £233 (SPEC §3: a currency's prefix and suffix).
          formatOptions={{ maximumFractionDigits: 0 }}
          aria-label={t("listing.price")}
          className="flex flex-col gap-1 px-3"
        >
          <SliderTrack className="relative h-8 w-full">
            {({ state }) => (
              <>
                <div className="absolute top-1/2 h-1 w-full -translate-y-1/2 rounded-full bg-neutral-300" />
                <div
                  className="absolute top-1/2 h-1 -translate-y-1/2 rounded-full bg-brand-600"
                  style={{
                    left: `${state.getThumbPercent(0) * 100}%`,
                    width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
                  }}
                />
                <SliderThumb
                  index={0}
                  aria-label={t("listing.priceFromSlider", { currency: currency.code })}
                  className={thumbClass}
                />
                <SliderThumb
                  index={1}
                  aria-label={t("listing.priceToSlider", { currency: currency.code })}
                  className={thumbClass}
                />
              </>
            )}
          </SliderTrack>
        </Slider>
      </I18nProvider>
      <div className="-mt-1 flex justify-between text-xs text-neutral-600" aria-hidden="true">
        <span>{wholeMoney(bounds.min)}</span>
        <span>{wholeMoney(bounds.max)}</span>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col text-xs">
          {t("listing.priceFrom")}
          <input
            type="number"
            name={named ? "priceMin" : undefined}
            min={0}
            inputMode="numeric"
            value={low}
            onChange={(event) => onChange(Number(event.currentTarget.value), high)}
            className={field}
          />
        </label>
        <label className="flex flex-col text-xs">
          {t("listing.priceTo")}
          <input
            type="number"
            name={named ? "priceMax" : undefined}
            min={0}
            inputMode="numeric"
            value={high}
            onChange={(event) => onChange(low, Number(event.currentTarget.value))}
            className={field}
          />
        </label>
      </div>
    </>
  );
}

/** The panel's price fields: their own state until the form is sent. */
function PriceFormInputs({ range }: { range: PriceFacet }) {
  const [low, setLow] = useState(range.selected?.min ?? range.fromIncVat);
  const [high, setHigh] = useState(range.selected?.max ?? range.toIncVat);
  return (
    <PriceRangeInputs
      range={range}
      low={low}
      high={high}
      named
      onChange={(from, to) => {
        setLow(from);
        setHigh(to);
      }}
    />
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
        <PriceFormInputs
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
