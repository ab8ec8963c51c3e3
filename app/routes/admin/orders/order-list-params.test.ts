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

  it("hands the days chosen to the engine as plain days (it knows the shop's), and anything else as it is, to be refused there", () => {
    expect(orderFilterOf(viewOf("from=2026-03-29&to=2026-10-25"))).toMatchObject({
      createdFrom: "2026-03-29",
      createdTo: "2026-10-25",
    });
    expect(orderFilterOf(viewOf("from=yesterday"))).toMatchObject({ createdFrom: "yesterday" });
  });
});
