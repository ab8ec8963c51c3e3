import type { StaffProductListQuery } from "#commerce/modules/catalogue/index.ts";

/**
 * The product list's query string, as the filter form writes it (and a bookmark keeps it): `q`,
 * `category`, `brand`, `flag`, `stock`, `published`, `archived`, `sort`, and for paging `after` or `before`
 * (a product id). Each value is as given: the engine checks them, and a bad one answers 400.
 */
export interface ProductListView {
  q: string;
  category: string;
  brand: string;
  flag: string;
  stock: string;
  published: string;
  archived: string;
  sort: string;
}

/** Products per page. */
const productPageSize = 50;

/** The view the URL asks for (paging aside). */
export function productListViewOf(url: URL): ProductListView {
  const given = (name: string) => url.searchParams.get(name)?.trim() ?? "";
  return {
    q: given("q"),
    category: given("category"),
    brand: given("brand"),
    flag: given("flag"),
    stock: given("stock"),
    published: given("published"),
    archived: given("archived"),
    sort: given("sort"),
  };
}

/** The whole list query: the view's filters and sort (an empty value is no filter) and the page the URL is at. */
export function productListQueryOf(view: ProductListView, url: URL): StaffProductListQuery {
  const chosen = (value: string) => value || undefined;
  return {
    search: chosen(view.q),
    categoryId: chosen(view.category),
    brandId: chosen(view.brand),
    flagId: chosen(view.flag),
    stock: chosen(view.stock) as StaffProductListQuery["stock"],
    published: chosen(view.published) as StaffProductListQuery["published"],
    archived: chosen(view.archived) as StaffProductListQuery["archived"],
    sort: chosen(view.sort) as StaffProductListQuery["sort"],
    limit: productPageSize,
    after: chosen(url.searchParams.get("after") ?? ""),
    before: chosen(url.searchParams.get("before") ?? ""),
  };
}

/** Whether the view filters at all (an empty list then means no product matches, not that there are none). */
export const isFiltered = (view: ProductListView) =>
  [view.q, view.category, view.brand, view.flag, view.stock, view.published, view.archived].some(Boolean);
