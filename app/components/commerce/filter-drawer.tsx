import { useEffect, useState, type ReactNode } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import {
  Button,
  Dialog,
  DialogTrigger,
  Disclosure,
  DisclosurePanel,
  Heading,
  Modal,
  ModalOverlay,
} from "react-aria-components";
import { applyFilterChoice, type FilterChoice, formatFilterText } from "#commerce/modules/search/browser.ts";
import type { IdFacetItem, ListingFacets, SelectedFilters } from "#commerce/modules/search/index.ts";
import type { MessageKey } from "#app/i18n/translate.ts";
import type { Listing } from "#app/shop/listing.server.ts";
import { useShop } from "#app/shop/use-shop.ts";
import { chosenCount, noFilters, useGroupNames } from "./chosen-filters.tsx";
import { ColourSwatch, groupParametrics, type PriceFacet, priceBounds, PriceRangeInputs } from "./filter-panel.tsx";
import { listingSearch } from "./listing-links.ts";
import { LineIcon } from "../ui/line-icon.tsx";

/** The Filter button's look; without JavaScript a link to the panel wears it. */
export const filterButtonClass =
  "inline-flex items-center gap-2 rounded-full border border-neutral-400 bg-white px-4 py-2 text-sm font-medium hover:border-brand-600";

/** How long the drawer waits after the last change before it asks the server for the count. */
const countDelayMs = 250;

function Chevron() {
  return (
    <LineIcon
      name="chevronDown"
      className="h-5 w-5 shrink-0 text-neutral-600 transition group-data-[expanded]:rotate-180 motion-reduce:transition-none"
    />
  );
}

/** One collapsed group of the drawer; its button says how many of its values are chosen (or the sort chosen). */
function DrawerGroup({ title, status, children }: { title: string; status?: string; children: ReactNode }) {
  return (
    <Disclosure className="group border-b border-neutral-200">
      <Heading level={3}>
        <Button
          slot="trigger"
          className="flex w-full items-center gap-3 py-4 text-left font-medium outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-offset-[-3px] data-[focus-visible]:outline-brand-600 data-[focus-visible]:outline-solid"
        >
          <span className="grow">{title}</span>
          {status ? <span className="text-sm font-normal text-brand-700">{status}</span> : null}
          <Chevron />
        </Button>
      </Heading>
      <DisclosurePanel className="pb-4">{children}</DisclosurePanel>
    </Disclosure>
  );
}

/** A value of a group as a checkbox; a value no product would match (given the other choices) is disabled. */
function DrawerOption({
  name,
  count,
  checked,
  swatch,
  onToggle,
}: {
  name: string;
  count: number;
  checked: boolean;
  swatch?: string | null;
  onToggle: () => void;
}) {
  const { t } = useShop();
  const disabled = count === 0 && !checked;
  return (
    <li>
      <label
        className={`flex min-h-11 items-center gap-3 rounded px-1 text-sm ${disabled ? "cursor-not-allowed text-neutral-400" : "cursor-pointer hover:bg-neutral-50"}`}
      >
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          aria-label={t("listing.itemWithCount", { name, count })}
        />
        {swatch ? <ColourSwatch colour={swatch} /> : null}
        <span className="grow" aria-hidden="true">
          {name}
        </span>
        <span className="text-xs text-neutral-500" aria-hidden="true">
          {count}
        </span>
      </label>
    </li>
  );
}

function IdGroup({
  title,
  group,
  items,
  draft,
  choose,
}: {
  title: string;
  group: "mfrf" | "flgf";
  items: readonly IdFacetItem[];
  draft: SelectedFilters;
  choose: (choice: FilterChoice) => void;
}) {
  const { t } = useShop();
  if (items.length === 0) return null;
  const chosen = (group === "mfrf" ? draft.brands : draft.flags).length;
  return (
    <DrawerGroup title={title} status={chosen > 0 ? t("listing.chosenCount", { count: chosen }) : undefined}>
      <ul>
        {items.map((item) => (
          <DrawerOption
            key={item.id}
            name={item.name}
            count={item.count}
            checked={(group === "mfrf" ? draft.brands : draft.flags).includes(item.id)}
            onToggle={() => choose({ group, id: item.id })}
          />
        ))}
      </ul>
    </DrawerGroup>
  );
}

/**
 * The drawer's price: the panel's slider and fields, changing the draft as they move. What the shopper
 * types is kept as typed (a half-typed 5 of 500 is no range yet); untouched, the fields follow the range
 * the other choices leave. The whole range is no price filter.
 */
function DrawerPriceInputs({
  range,
  draft,
  setPrice,
}: {
  range: PriceFacet;
  draft: SelectedFilters;
  setPrice: (price: SelectedFilters["price"]) => void;
}) {
  const [typed, setTyped] = useState<{ low: number; high: number } | null>(null);
  const bounds = priceBounds(range);
  return (
    <PriceRangeInputs
      range={range}
      low={typed?.low ?? draft.price?.min ?? range.fromIncVat}
      high={typed?.high ?? draft.price?.max ?? range.toIncVat}
      onChange={(from, to) => {
        setTyped({ low: from, high: to });
        const [min, max] = [Math.min(from, to), Math.max(from, to)];
        setPrice(min <= bounds.min && max >= range.toIncVat ? undefined : { min: Math.max(0, min), max });
      }}
    />
  );
}

/** The listing's loader answers the count: its data for the URL the drawer's choices would make. */
interface CountAnswer {
  listing?: Listing;
}

/**
 * Below the wide layout's filter column: a button (with how many filters are chosen) opening a modal
 * sheet with every filter group collapsed, the sort, "Clear all" and "Show N products". Choices in the
 * sheet are a draft: the server counts what they would show (the listing's own loader, fetched after a
 * pause in the choosing), and nothing on the page changes until "Show".
 */
export function FilterDrawer({ listing }: { listing: Listing }) {
  const { t, currency } = useShop();
  const names = useGroupNames();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SelectedFilters>(listing.selected);
  const [sort, setSort] = useState(listing.sort);
  const [generation, setGeneration] = useState(0);
  const draftText = formatFilterText(draft);
  // One fetcher per listing (path, search words, sort): the drawer stays as the shopper moves between
  // categories, and an answer about one is no count for another.
  const scope = `${location.pathname}${listingSearch(location.search, { filter: "" })}`;
  const fetcher = useFetcher<CountAnswer>({ key: `filter-count ${scope}` });
  const { load } = fetcher;

  useEffect(() => {
    if (!open || draftText === listing.filterText) return;
    const timer = setTimeout(
      () => void load(`${location.pathname}${listingSearch(location.search, { filter: draftText })}`),
      countDelayMs,
    );
    return () => clearTimeout(timer);
  }, [open, draftText, listing.filterText, location.pathname, location.search, load]);

  // The drawer is for narrow screens: one widened past them (a tablet turned) closes it.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia("(min-width: 64rem)");
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, [open]);

  const fetched = fetcher.data?.listing;
  const answered = fetcher.state === "idle" && fetched?.filterText === draftText;
  const current = draftText === listing.filterText ? listing : answered ? fetched : undefined;
  // While the count for the latest choice is on its way, the drawer shows the last one it had.
  const shown = current ?? fetched ?? listing;
  const facets: ListingFacets = shown.facets;
  const pending = current === undefined;
  const count = shown.itemCount;

  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) {
      setDraft(listing.selected);
      setSort(listing.sort);
      setGeneration((value) => value + 1);
    }
    setOpen(isOpen);
  };
  const choose = (choice: FilterChoice) => setDraft((before) => applyFilterChoice(before, choice));
  const setPrice = (price: SelectedFilters["price"]) =>
    setDraft((before) => {
      const next = structuredClone(before);
      if (price) next.price = price;
      else delete next.price;
      return next;
    });
  const apply = () => {
    setOpen(false);
    void navigate(listingSearch(location.search, { filter: draftText, ...(sort !== listing.sort ? { sort } : {}) }));
  };
  const active = chosenCount(listing.selected);

  return (
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
      <Button className={`${filterButtonClass} data-[pressed]:bg-neutral-100`}>
        <LineIcon name="filter" />
        {t("listing.filterButton")}
        {active > 0 ? (
          <>
            <span
              aria-hidden="true"
              className="grid h-5 min-w-5 place-content-center rounded-full bg-brand-600 px-1.5 text-xs text-white"
            >
              {active}
            </span>
            <span className="sr-only">, {t("listing.chosenCount", { count: active })}</span>
          </>
        ) : null}
      </Button>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-40 bg-black/40 transition-opacity duration-200 data-[entering]:opacity-0 data-[exiting]:opacity-0 motion-reduce:transition-none"
      >
        <Modal className="fixed inset-y-0 right-0 flex h-dvh w-full max-w-md flex-col bg-white shadow-xl transition-transform duration-200 ease-out data-[entering]:translate-x-full data-[exiting]:translate-x-full motion-reduce:transition-none">
          <Dialog className="flex h-full min-h-0 flex-col outline-none" data-testid="filter-drawer">
            {({ close }) => (
              <>
                <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
                  <Heading slot="title" className="text-lg font-semibold">
                    {t("listing.filters")}
                  </Heading>
                  <Button
                    onPress={close}
                    aria-label={t("listing.closeFilters")}
                    className="grid h-11 w-11 place-content-center rounded-full hover:bg-neutral-100"
                  >
                    <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
                      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </Button>
                </div>
                <div className="min-h-0 grow overflow-y-auto px-4">
                  <DrawerGroup title={t("listing.sort")} status={t(`listing.sort.${sort}` as MessageKey)}>
                    <fieldset>
                      <legend className="sr-only">{t("listing.sort")}</legend>
                      {listing.sorts.map((key) => (
                        <label key={key} className="flex min-h-11 cursor-pointer items-center gap-3 px-1 text-sm">
                          <input
                            type="radio"
                            name="drawer-sort"
                            value={key}
                            checked={sort === key}
                            onChange={() => setSort(key)}
                          />
                          {t(`listing.sort.${key}` as MessageKey)}
                        </label>
                      ))}
                    </fieldset>
                  </DrawerGroup>
                  {groupParametrics(facets.parametrics).map(([parametricId, group]) => {
                    const chosen = draft.parametric[parametricId]?.length ?? 0;
                    return (
                      <DrawerGroup
                        key={parametricId}
                        title={group.name}
                        status={chosen > 0 ? t("listing.chosenCount", { count: chosen }) : undefined}
                      >
                        <ul>
                          {group.items.map((item) => (
                            <DrawerOption
                              key={item.id}
                              name={item.name}
                              count={item.count}
                              swatch={item.swatch}
                              checked={draft.parametric[parametricId]?.includes(item.valueId) ?? false}
                              onToggle={() =>
                                choose({
                                  group: "parf",
                                  parametricId,
                                  valueId: item.valueId,
                                  multi: item.type === "MultiValue",
                                })
                              }
                            />
                          ))}
                        </ul>
                      </DrawerGroup>
                    );
                  })}
                  <IdGroup
                    title={t("listing.brand")}
                    group="mfrf"
                    items={facets.brands}
                    draft={draft}
                    choose={choose}
                  />
                  {facets.price ? (
                    <DrawerGroup
                      title={`${t("listing.price")} (${currency.code})`}
                      status={draft.price ? names.priceRange(draft.price.min, draft.price.max) : undefined}
                    >
                      <div className="flex flex-col gap-2">
                        {/* Clear all draws the fields anew, so they forget what was typed in them. */}
                        <DrawerPriceInputs key={generation} range={facets.price} draft={draft} setPrice={setPrice} />
                      </div>
                    </DrawerGroup>
                  ) : null}
                  <DrawerGroup
                    title={t("listing.availability")}
                    status={draft.stock ? t("listing.chosenCount", { count: 1 }) : undefined}
                  >
                    <ul>
                      <DrawerOption
                        name={t("listing.inStockOnly")}
                        count={facets.stock.count}
                        checked={draft.stock}
                        onToggle={() => choose({ group: "ohf" })}
                      />
                    </ul>
                  </DrawerGroup>
                  <IdGroup
                    title={t("listing.labels")}
                    group="flgf"
                    items={facets.flags}
                    draft={draft}
                    choose={choose}
                  />
                </div>
                <div className="flex items-center gap-3 border-t border-neutral-200 px-4 py-3">
                  <Button
                    onPress={() => {
                      setDraft(noFilters());
                      setGeneration((value) => value + 1);
                    }}
                    isDisabled={chosenCount(draft) === 0}
                    className="rounded-full px-4 py-3 text-sm font-medium underline data-[disabled]:cursor-not-allowed data-[disabled]:text-neutral-500 data-[disabled]:no-underline"
                  >
                    {t("listing.clearDraft")}
                  </Button>
                  <Button
                    onPress={apply}
                    data-testid="show-products"
                    className="flex grow items-center justify-center gap-2 rounded-full bg-brand-600 px-4 py-3 font-medium text-white hover:bg-brand-700 data-[pressed]:bg-brand-900"
                  >
                    {t("listing.showProducts", { count })}
                    {pending ? <Spinner /> : null}
                  </Button>
                </div>
                <p className="sr-only" aria-live="polite">
                  {pending ? "" : t("category.productCount", { count })}
                </p>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

function Spinner() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
