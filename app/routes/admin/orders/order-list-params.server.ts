import { data } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { OrderListFilter, OrderListQuery } from "#commerce/modules/orders/index.ts";
import { storeTimeZone } from "#commerce/modules/stores/index.ts";
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

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How far `instant` in the shop's time zone is ahead of UTC, in milliseconds. */
function shopOffsetAt(instant: Date): number {
  const name = new Intl.DateTimeFormat("en", { timeZone: storeTimeZone, timeZoneName: "longOffset" })
    .formatToParts(instant)
    .find((part) => part.type === "timeZoneName")!.value;
  const [, sign, hours, minutes] = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(name)!;
  return sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
}

/**
 * Midnight at the start of a day (`daysLater` after the one named) in the shop's time zone, as
 * the instant the engine filters by: a day chosen in the form is Stockholm's day, whatever the
 * server's zone. Anything that is not a day is handed on as it is, for the engine to refuse.
 */
function shopMidnight(day: string, daysLater = 0): string {
  const match = dayPattern.exec(day);
  if (!match) return day;
  const utcMidnight = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + daysLater));
  // Clocks change at 01:00 UTC, never near a Swedish midnight, so the offset at UTC midnight is the one at local midnight.
  return new Date(utcMidnight.getTime() - shopOffsetAt(utcMidnight)).toISOString();
}

const sortOf = (sort: string) => {
  const [key, direction] = sort.split("-");
  return { sort: key as OrderListQuery["sort"], direction: direction as OrderListQuery["direction"] };
};

/** The filter part of the view, as the engine's list and export take it. */
export function orderFilterOf(view: OrderListView): OrderListFilter {
  const one = (value: string) => (value ? [value] : undefined);
  return {
    statuses: view.statuses.length ? view.statuses : undefined,
    paymentStates: one(view.payment),
    deliveryMethodCodes: one(view.delivery),
    pickupStoreIds: one(view.store),
    createdFrom: view.from ? shopMidnight(view.from) : undefined,
    createdTo: view.to ? shopMidnight(view.to, 1) : undefined,
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

/** A query string the engine refuses (a hand-edited bookmark) is a bad request (400), not a broken page. */
export function refuseBadQuery(error: unknown): never {
  throw isDomainError(error) && error.kind === "invalid" ? data({ status: 400 }, { status: 400 }) : error;
}
