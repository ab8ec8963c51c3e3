import { describe, expect, it } from "vitest";
import { orderFilterOf, orderListQueryOf, orderListViewOf } from "./order-list-params.server.ts";

const viewOf = (query: string) => orderListViewOf(new URL(`http://shop.test/admin/orders?${query}`));

describe("the order list's URL", () => {
  it("reads every filter, the sort and the page, repeated statuses included", () => {
    const view = viewOf(
      "status=processing&status=accepted&payment=captured&delivery=home&store=4&q=+anna+&sort=total-asc&cursor=100120&trail=100170,100160",
    );
    expect(view).toEqual({
      statuses: ["processing", "accepted"],
      payment: "captured",
      delivery: "home",
      store: "4",
      from: "",
      to: "",
      q: "anna",
      sort: "total-asc",
      cursor: "100120",
      trail: ["100170", "100160"],
    });
    expect(orderListQueryOf(view)).toEqual({
      statuses: ["processing", "accepted"],
      paymentStates: ["captured"],
      deliveryMethodCodes: ["home"],
      pickupStoreIds: ["4"],
      createdFrom: undefined,
      createdTo: undefined,
      search: "anna",
      sort: "total",
      direction: "asc",
      limit: 50,
      cursor: "100120",
    });
  });

  it("is newest first with no filter when the URL says nothing", () => {
    expect(orderListQueryOf(viewOf(""))).toMatchObject({ sort: "created", direction: "desc", cursor: undefined });
    expect(orderFilterOf(viewOf(""))).toEqual({
      statuses: undefined,
      paymentStates: undefined,
      deliveryMethodCodes: undefined,
      pickupStoreIds: undefined,
      createdFrom: undefined,
      createdTo: undefined,
      search: undefined,
    });
  });

  it("takes the days chosen as whole days in Stockholm, the last one included, across clock changes", () => {
    expect(orderFilterOf(viewOf("from=2026-01-15&to=2026-01-15"))).toMatchObject({
      createdFrom: "2026-01-14T23:00:00.000Z",
      createdTo: "2026-01-15T23:00:00.000Z",
    });
    // Summer time starts on 29 March 2026 (a 23-hour day) and ends on 25 October (25 hours).
    expect(orderFilterOf(viewOf("from=2026-03-29&to=2026-03-29"))).toMatchObject({
      createdFrom: "2026-03-28T23:00:00.000Z",
      createdTo: "2026-03-29T22:00:00.000Z",
    });
    expect(orderFilterOf(viewOf("from=2026-10-25&to=2026-12-31"))).toMatchObject({
      createdFrom: "2026-10-24T22:00:00.000Z",
      createdTo: "2026-12-31T23:00:00.000Z",
    });
  });

  it("hands anything that is not a day to the engine as it is, to be refused there", () => {
    expect(orderFilterOf(viewOf("from=yesterday"))).toMatchObject({ createdFrom: "yesterday" });
  });
});
