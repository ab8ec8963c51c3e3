import type { ProductCard } from "../catalogue/index.ts";
import type { SelectedFilters } from "./filter-text.ts";
import { listingPageInput, type ListingPage, type ListingSort } from "./inputs.ts";
import { groupSets, intersectAll, type ListingSources, scopeSet } from "./listing-scope.ts";

/** A sequence of positions in listing order. */
type Positions = Pick<Int32Array, "length" | "at">;

/** A page of products matching the scope and the filters, in the page's order, with the total count. */
export async function listProducts(
  sources: ListingSources,
  input: ListingPage,
  selected: SelectedFilters,
): Promise<{ items: ProductCard[]; itemCount: number }> {
  const page = listingPageInput.parse(input);
  const index = await sources.keeper.current();
  const { set, relevanceOrder } = await scopeSet(sources, index, page);
  const matched = intersectAll(
    set,
    (await groupSets(sources, index, page.locale, page.priceListId, page.minorUnitsPerUnit, selected)).values(),
  );
  const sort: ListingSort =
    page.sort === "relevance" && !relevanceOrder ? "latest" : (page.sort ?? (relevanceOrder ? "relevance" : "latest"));
  const ascending = index.prices.get(page.priceListId)?.ascending ?? new Int32Array(0);
  const names = index.names.get(page.locale)!.order;
  const orders: Record<ListingSort, { positions: Positions; reversed: boolean }> = {
    relevance: { positions: relevanceOrder ?? new Int32Array(0), reversed: false },
    latest: { positions: index.latestOrder, reversed: false },
    "price-asc": { positions: ascending, reversed: false },
    "price-desc": { positions: ascending, reversed: true },
    "name-asc": { positions: names, reversed: false },
    "name-desc": { positions: names, reversed: true },
  };
  const { positions, reversed } = orders[sort];
  const skip = (page.pageNo - 1) * page.pageSize;
  const ids: number[] = [];
  let seen = 0;
  for (let step = 0; step < positions.length && ids.length < page.pageSize; step += 1) {
    const position = positions.at(reversed ? positions.length - 1 - step : step)!;
    if (!matched.has(position)) continue;
    if (seen >= skip) ids.push(index.productIds[position]!);
    seen += 1;
  }
  return {
    items: await sources.catalogue.getProductCards(page.locale, page.priceListId, ids),
    itemCount: matched.count(),
  };
}
