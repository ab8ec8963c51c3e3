import { Link, useLocation } from "react-router";
import {
  applyFilterChoice,
  type FilterChoice,
  formatFilterText,
  type SelectedFilters,
} from "#commerce/modules/search/browser.ts";
import type { ListingFacets } from "#commerce/modules/search/index.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { listingSearch } from "./listing-links.ts";

/** A selection with nothing chosen (the engine's emptyFilters, which client code cannot import). */
export const noFilters = (): SelectedFilters => ({
  category: [],
  parametric: {},
  multi: [],
  brands: [],
  stock: false,
  flags: [],
});

/** How many filter values are chosen: each parametric value, brand, label and category, in stock, a price range. */
export function chosenCount(selected: SelectedFilters): number {
  return (
    Object.values(selected.parametric).reduce((sum, values) => sum + values.length, 0) +
    selected.category.length +
    selected.brands.length +
    selected.flags.length +
    (selected.stock ? 1 : 0) +
    (selected.price ? 1 : 0)
  );
}

/** One chosen value as a chip names it: its group (for the ear), its name, and how to take it away. */
export interface ChosenFilter {
  key: string;
  group: string;
  name: string;
  /** The selection without this value. */
  without: SelectedFilters;
}

interface GroupNames {
  brand: string;
  labels: string;
  category: string;
  availability: string;
  inStock: string;
  price: string;
  priceRange: (min: number, max: number) => string;
}

/**
 * The chosen values in the order the filter groups are shown, named from the listing's filter groups
 * (a value no group lists any more, as from an old link, is named by its id so it can still go).
 */
export function chosenFilters(facets: ListingFacets, selected: SelectedFilters, names: GroupNames): ChosenFilter[] {
  const chips: ChosenFilter[] = [];
  const remove = (choice: FilterChoice) => applyFilterChoice(selected, choice);
  const parametricIds = Object.keys(selected.parametric)
    .map(Number)
    .sort((a, b) => a - b);
  for (const parametricId of parametricIds) {
    for (const valueId of selected.parametric[parametricId] ?? []) {
      const item = facets.parametrics.find(
        (candidate) => candidate.parametricId === parametricId && candidate.valueId === valueId,
      );
      chips.push({
        key: `parf-${parametricId}-${valueId}`,
        group: item?.parametricName ?? "",
        name: item?.name ?? `#${valueId}`,
        without: remove({ group: "parf", parametricId, valueId, multi: selected.multi.includes(parametricId) }),
      });
    }
  }
  const idChips = (
    group: "catf" | "mfrf" | "flgf",
    ids: number[],
    items: ListingFacets["brands"],
    groupName: string,
  ) => {
    for (const id of ids)
      chips.push({
        key: `${group}-${id}`,
        group: groupName,
        name: items.find((item) => item.id === id)?.name ?? `#${id}`,
        without: remove({ group, id }),
      });
  };
  idChips("catf", selected.category, facets.categories, names.category);
  idChips("mfrf", selected.brands, facets.brands, names.brand);
  if (selected.price) {
    const without = structuredClone(selected);
    delete without.price;
    chips.push({
      key: "prcf",
      group: names.price,
      name: names.priceRange(selected.price.min, selected.price.max),
      without,
    });
  }
  if (selected.stock)
    chips.push({ key: "ohf", group: names.availability, name: names.inStock, without: remove({ group: "ohf" }) });
  idChips("flgf", selected.flags, facets.flags, names.labels);
  return chips;
}

/** The names chips and the drawer give groups that have no name of their own in the catalogue. */
export function useGroupNames(): GroupNames {
  const { t, money, currency } = useShop();
  const whole = (units: number) => money(units * 10 ** currency.decimals);
  return {
    brand: t("listing.brand"),
    labels: t("listing.labels"),
    category: t("listing.category"),
    availability: t("listing.availability"),
    inStock: t("listing.inStockOnly"),
    price: t("listing.price"),
    priceRange: (min, max) => `${whole(min)}–${whole(max)}`,
  };
}

/**
 * The chosen filters above the grid, each a link to the listing without it (so it works without
 * JavaScript), and a link that clears them all.
 */
export function ChosenFilterChips({ facets, selected }: { facets: ListingFacets; selected: SelectedFilters }) {
  const { t } = useShop();
  const { search } = useLocation();
  const names = useGroupNames();
  const chips = chosenFilters(facets, selected, names);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t("listing.chosenFilters")} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={listingSearch(search, { filter: formatFilterText(chip.without) })}
              preventScrollReset
              aria-label={t("listing.removeFilter", { name: chip.group ? `${chip.group}: ${chip.name}` : chip.name })}
              className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 bg-neutral-50 py-1 pr-2 pl-3 text-sm hover:border-brand-600 hover:bg-brand-50"
            >
              {chip.name}
              <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden="true">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={listingSearch(search, { filter: "" })} preventScrollReset className="text-sm underline">
        {t("listing.clearAll")}
      </Link>
    </div>
  );
}
