import { data, redirect, type AppLoadContext } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import {
  applyFilterChoice,
  formatFilterText,
  type ListingSort,
  parseFilterText,
  sortKeys,
  type SelectedFilters,
} from "#commerce/modules/search/index.ts";
import { type Currency, listingPriceScope } from "#commerce/modules/pricing/index.ts";
import { messageOfProblem } from "../i18n/error-messages.ts";
import { createTranslator, resolveMessages } from "../i18n/translate.ts";

export const listingPageSize = 24;

/** The sorts a listing offers: SPEC's five, and best match first when searching (its default). */
export function listingSorts(searching: boolean): ListingSort[] {
  return searching ? ["relevance", ...sortKeys] : [...sortKeys];
}

function readSort(value: string | null, searching: boolean): ListingSort {
  const offered = listingSorts(searching);
  if (offered.includes(value as ListingSort)) return value as ListingSort;
  return searching ? "relevance" : "latest";
}

function readFilters(url: URL, locale: ShopLocale): SelectedFilters {
  try {
    return parseFilterText(url.searchParams.get("filter") ?? undefined);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const { key, params } = messageOfProblem(error.problem);
    throw data(createTranslator(resolveMessages(locale), locale)(key, params), {
      status: 400,
      statusText: "Bad Request",
    });
  }
}

/** The price form sends priceMin/priceMax; they become the filter's price range in a canonical URL. */
function redirectPriceForm(url: URL, selected: SelectedFilters): void {
  const min = url.searchParams.get("priceMin");
  const max = url.searchParams.get("priceMax");
  if (min === null && max === null) return;
  const [low, high] = [Math.max(0, Math.floor(Number(min) || 0)), Math.max(0, Math.ceil(Number(max) || 0))];
  url.searchParams.delete("priceMin");
  url.searchParams.delete("priceMax");
  url.searchParams.delete("page");
  url.searchParams.set("filter", formatFilterText(applyFilterChoice(selected, { group: "prcf", min: low, max: high })));
  throw redirect(`${url.pathname}?${url.searchParams}`);
}

/**
 * A category or search listing from the URL: ?filter= (SPEC §7 filter text), ?sort=, ?page=.
 * Products and filter groups load together; the filter state lives in the URL only.
 */
export async function loadListing(
  request: Request,
  context: AppLoadContext,
  scope: { locale: ShopLocale; currency: Currency; categoryIds?: number[]; searchString?: string },
) {
  const url = new URL(request.url);
  const selected = readFilters(url, scope.locale);
  redirectPriceForm(url, selected);
  const searching = Boolean(scope.searchString);
  const sort = readSort(url.searchParams.get("sort"), searching);
  const requestedPage = Number(url.searchParams.get("page") ?? 1);
  const page = Number.isInteger(requestedPage) && requestedPage >= 1 && requestedPage <= 10_000 ? requestedPage : 1;
  const engineScope = {
    locale: scope.locale,
    ...listingPriceScope(scope.currency),
    ...(scope.categoryIds ? { categoryIds: scope.categoryIds } : {}),
    ...(scope.searchString ? { searchString: scope.searchString } : {}),
  };
  const [products, facets] = await Promise.all([
    context.commerce.search.listProducts({ ...engineScope, sort, pageNo: page, pageSize: listingPageSize }, selected),
    context.commerce.search.listProductFilters(engineScope, selected),
  ]);
  return {
    products: products.items,
    itemCount: products.itemCount,
    facets,
    filterText: formatFilterText(selected),
    selected,
    sort,
    sorts: listingSorts(searching),
    page,
    pages: Math.max(1, Math.ceil(products.itemCount / listingPageSize)),
  };
}

export type Listing = Awaited<ReturnType<typeof loadListing>>;
