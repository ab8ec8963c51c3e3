import type { OrderListFilter, OrderListQuery } from "#commerce/modules/orders/index.ts";
import { orderSortOptions } from "#app/components/admin/orders/order-sort.ts";

/**
 * The order list's query string, as the filter form writes it (and a bookmark keeps it):
 * `status` (repeatable), `payment`, `delivery`, `store`, `from` and `to` (days, both included),
 * `q`, `sort` ("created-desc", ...), and for paging `cursor` with `trail`, the cursors of the
 * pages before it (so Previous works without offsets).
 */
export interface OrderListView {
  statuses: string[];
  payment: string;
  delivery: string;
  store: string;
  from: string;
  to: string;
  q: string;
  sort: string;
  cursor: string;
  trail: string[];
}

/** Orders per page. */
export const orderPageSize = 50;

/** The view the URL asks for, each value as given (the engine checks them; a bad one answers 400). */
export function orderListViewOf(url: URL): OrderListView {
  const params = url.searchParams;
  const given = (name: string) => params.get(name)?.trim() ?? "";
  return {
    statuses: params.getAll("status").filter(Boolean),
    payment: given("payment"),
    delivery: given("delivery"),
    store: given("store"),
    from: given("from"),
    to: given("to"),
    q: given("q"),
    sort: given("sort") || orderSortOptions[0],
    cursor: given("cursor"),
    trail: given("trail").split(",").filter(Boolean),
  };
}

const sortOf = (sort: string) => {
  const [key, direction] = sort.split("-");
  return { sort: key as OrderListQuery["sort"], direction: direction as OrderListQuery["direction"] };
};

/** The filter part of the view, as the engine's list and export take it (the days as chosen: the engine knows the shop's). */
export function orderFilterOf(view: OrderListView): OrderListFilter {
  const one = (value: string) => (value ? [value] : undefined);
  return {
    statuses: view.statuses.length ? view.statuses : undefined,
    paymentStates: one(view.payment),
    deliveryMethodCodes: one(view.delivery),
    pickupStoreIds: one(view.store),
    createdFrom: view.from || undefined,
    createdTo: view.to || undefined,
    search: view.q || undefined,
  };
}

/** The whole list query: the filter, the sort and the page. */
export function orderListQueryOf(view: OrderListView): OrderListQuery {
  return {
    ...orderFilterOf(view),
    ...sortOf(view.sort),
    limit: orderPageSize,
    cursor: view.cursor || undefined,
  };
}
