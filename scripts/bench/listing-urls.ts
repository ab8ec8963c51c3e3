/** The listing the bench loads: the first top category, two filters (one of them in-stock), cheapest first. */
export interface ListingUrls {
  categoryId: number;
  categoryPath: string;
  listProduct: string;
  listProductFilters: string;
}

const twoFilters = encodeURIComponent("parf|L1_1,L1_3;ohf|true");

/** Reads the category tree from the server at `origin` and builds its listing URLs. */
export async function readListingUrls(origin: string): Promise<ListingUrls> {
  const tree = (await (await fetch(`${origin}/api/category/get-category-tree?cultureCode=sv-SE`)).json()) as {
    Id: number;
    Path: string;
  }[];
  const top = tree[0];
  if (!top) throw new Error(`${origin} has no categories`);
  const search = `${origin}/api/search-and-filter/product`;
  return {
    categoryId: top.Id,
    categoryPath: top.Path,
    listProduct: `${search}/list-product?categorySeed=${top.Id}&filter=${twoFilters}&sort=price-asc`,
    listProductFilters: `${search}/list-product-filters?categorySeed=${top.Id}&filter=${twoFilters}`,
  };
}

/** The listing of every product, one to a page: a server that answers it has its catalogue index in place. */
export const unscopedListingPath = "/api/search-and-filter/product/list-product?cultureCode=sv-SE&pageSize=1";

/** How many products the unscoped listing of the server at `origin` counts. */
export async function readListedProductCount(origin: string): Promise<number> {
  const response = await fetch(`${origin}${unscopedListingPath}`);
  if (!response.ok) throw new Error(`the unscoped listing of ${origin} answered ${response.status}`);
  return ((await response.json()) as { ItemCount: number }).ItemCount;
}
