import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { basketView, readyGuestBasket, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { malmoStoreId, placePaidOrder } from "#tests/fixtures/paid-orders.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { createAuditService } from "../audit/index.ts";
import { vatIncluded } from "../basket/index.ts";
import { paymentStates } from "../payments/index.ts";
import { payments } from "../payments/schema.ts";
import type { StaffActor, StaffRole } from "../access/index.ts";
import { type OrderCsvHeader, orderCsvColumns, type OrderListQuery, type OrderSortKey } from "./index.ts";
import { orders, orderStatusHistory } from "./schema.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
const placed: Record<"home" | "pickup" | "completed" | "declined" | "authorized" | "evil", string> = {} as never;
let checkoutOrderId: string;

/** The oracle: every order as stored, with its payment's raw columns, read without the service. */
async function rawOrders() {
  const rows = await shop.database.db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      totalIncVat: orders.totalIncVat,
      email: orders.email,
      billing: orders.billingAddress,
      deliveryMethodCode: orders.deliveryMethodCode,
      pickupStoreId: orders.pickupStoreId,
      paymentStatus: payments.status,
      paid: payments.amount,
      refunded: payments.refundedAmount,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id));
  return rows.map((row) => ({
    ...row,
    paymentState:
      row.paymentStatus === null
        ? "none"
        : ["pending", "action_required"].includes(row.paymentStatus)
          ? "awaiting"
          : row.paymentStatus === "captured" && row.refunded! >= row.paid!
            ? "refunded"
            : row.paymentStatus === "captured" && row.refunded! > 0
              ? "partially_refunded"
              : row.paymentStatus,
  }));
}

type RawOrder = Awaited<ReturnType<typeof rawOrders>>[number];

/** The oracle's calendar: the day an instant falls on in Stockholm, YYYY-MM-DD, by the runtime's own zone rules. */
const stockholmDayOf = (instant: Date) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(instant);

const sortValue: Record<OrderSortKey, (order: RawOrder) => number> = {
  created: (order) => order.createdAt.getTime(),
  number: (order) => order.orderNumber,
  total: (order) => order.totalIncVat,
};

/** The oracle's order for a sort: the key, then the order number, both in the direction asked. */
function sortedIds(rows: RawOrder[], sort: OrderSortKey, direction: "asc" | "desc") {
  const sign = direction === "asc" ? 1 : -1;
  return [...rows]
    .sort((a, b) => sign * (sortValue[sort](a) - sortValue[sort](b) || a.orderNumber - b.orderNumber))
    .map((row) => row.id);
}

/** Every page of a query, following the cursor, as one list of ids. */
async function allPages(query: OrderListQuery) {
  const ids: string[] = [];
  const totals = new Set<number>();
  for (let cursor: number | undefined, pages = 0; pages < 100; pages += 1) {
    const page = await shop.commerce.staffOrders.listOrders(staff.support, { ...query, cursor });
    ids.push(...page.rows.map((row) => row.id));
    totals.add(page.total);
    if (page.nextCursor === null) return { ids, totals: [...totals] };
    cursor = page.nextCursor;
  }
  throw new Error("paging never ended");
}

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "reads");
  placed.home = (await placePaidOrder(shop)).orderId;
  placed.pickup = (await placePaidOrder(shop, { pickup: true, locale: "en-GB" })).orderId;
  placed.completed = (await placePaidOrder(shop, { quantities: [2, 1] })).orderId;
  placed.declined = (await placePaidOrder(shop)).orderId;
  placed.authorized = (await placePaidOrder(shop)).orderId;
  placed.evil = (await placePaidOrder(shop, { email: "o'brien+shop@example.com" })).orderId;
  const actions = shop.commerce.orderActions;
  await actions.accept(staff.manager, placed.pickup);
  await actions.accept(staff.manager, placed.completed);
  await actions.complete(staff.manager, placed.completed, { carrier: "budbee", trackingNumber: "BB1" });
  await actions.refund(staff.manager, placed.completed, { kind: "amount", amount: 1000 });
  await actions.addNote(staff.support, placed.completed, "Gift wrap");
  await actions.decline(staff.manager, placed.declined);
  await shop.database.db
    .update(payments)
    .set({ status: "authorized", capturedAt: null })
    .where(eq(payments.orderId, placed.authorized));
  // A buyer's name a spreadsheet would run as a formula, with a comma and a quote in it.
  await shop.database.db
    .update(orders)
    .set({
      billingAddress: { firstName: '=HYPERLINK("http://evil.example","x")', lastName: "O'Brien, Jr", country: "SE" },
    })
    .where(eq(orders.id, placed.evil));
  const view = await basketView(shop);
  const [variant] = await stockedVariants(shop, 2, 1);
  const basketId = await readyGuestBasket(shop, view, [{ variantId: variant!.variantId, quantity: 1 }]);
  checkoutOrderId = (
    await shop.commerce.checkout.createCheckoutOrder({
      basketId,
      owner: { customerId: null },
      view,
      idempotencyKey: randomUUID(),
    })
  ).orderId;
  await shop.database.db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} - interval '40 days'` })
    .where(eq(orders.id, placed.declined));
  // Two orders placed in the same microsecond, to page through a tie.
  await shop.database.db
    .update(orders)
    .set({ createdAt: sql`(select created_at from orders where id = ${placed.home})` })
    .where(eq(orders.id, placed.authorized));
});

describe("the back office's order list", () => {
  it.each([
    ["created", "desc"],
    ["created", "asc"],
    ["number", "asc"],
    ["number", "desc"],
    ["total", "asc"],
    ["total", "desc"],
  ] as const)(
    "pages through every order sorted by %s %s, ties broken by number, none twice or missed",
    async (sort, direction) => {
      const rows = await rawOrders();
      const { ids, totals } = await allPages({ sort, direction, limit: 2 });
      expect(ids).toEqual(sortedIds(rows, sort, direction));
      expect(totals).toEqual([rows.length]);
    },
  );

  it("filters by status, payment state, delivery method, pickup store and date range, counting what matches", async () => {
    const rows = await rawOrders();
    const expectFilter = async (query: OrderListQuery, keep: (row: RawOrder) => boolean) => {
      const page = await shop.commerce.staffOrders.listOrders(staff.owner, { ...query, limit: 200 });
      const expected = rows.filter(keep).map((row) => row.id);
      expect(page.rows.map((row) => row.id).sort()).toEqual([...expected].sort());
      expect(page.total).toBe(expected.length);
      return expected;
    };
    expect(
      await expectFilter({ statuses: ["accepted", "completed"] }, (r) => ["accepted", "completed"].includes(r.status)),
    ).toContain(placed.pickup);
    expect(
      await expectFilter({ paymentStates: ["partially_refunded"] }, (r) => r.paymentState === "partially_refunded"),
    ).toEqual([placed.completed]);
    expect(await expectFilter({ paymentStates: ["refunded"] }, (r) => r.paymentState === "refunded")).toEqual([
      placed.declined,
    ]);
    expect(await expectFilter({ paymentStates: ["authorized"] }, (r) => r.paymentState === "authorized")).toEqual([
      placed.authorized,
    ]);
    expect(
      await expectFilter({ paymentStates: ["none", "awaiting"] }, (r) => ["none", "awaiting"].includes(r.paymentState)),
    ).toContain(checkoutOrderId);
    expect(
      await expectFilter(
        { paymentStates: ["refunded", "partially_refunded"], statuses: ["declined", "completed"] },
        (r) =>
          ["refunded", "partially_refunded"].includes(r.paymentState) && ["declined", "completed"].includes(r.status),
      ),
    ).toHaveLength(2);
    const store = await malmoStoreId(shop);
    expect(
      await expectFilter(
        { deliveryMethodCodes: ["store-pickup"], pickupStoreIds: [String(store)] as never },
        (r) => r.pickupStoreId === store,
      ),
    ).toEqual([placed.pickup]);
    await expectFilter({ deliveryMethodCodes: "home" as never }, (r) => r.deliveryMethodCode === "home");
    const from = stockholmDayOf(new Date(Date.now() - 60 * 86_400_000));
    const to = stockholmDayOf(new Date(Date.now() - 20 * 86_400_000));
    expect(
      await expectFilter({ createdFrom: from, createdTo: to }, (r) =>
        [from, stockholmDayOf(r.createdAt), to].every((day, index, days) => index === 0 || days[index - 1]! <= day),
      ),
    ).toContain(placed.declined);
  });

  it.each([
    // Summer time began on 30 March 2025 (a 23-hour day: 23:00 UTC to 22:00 UTC) ...
    [
      "2025-03-30",
      ["2025-03-29T22:59:59.999Z", "2025-03-29T23:00:00Z", "2025-03-30T21:59:59.999Z", "2025-03-30T22:00:00Z"],
    ],
    // ... and ended on 26 October 2025 (25 hours: 22:00 UTC to 23:00 UTC the next evening).
    [
      "2025-10-26",
      ["2025-10-25T21:59:59.999Z", "2025-10-25T22:00:00Z", "2025-10-26T22:59:59.999Z", "2025-10-26T23:00:00Z"],
    ],
  ])("takes a day as Stockholm's whole day, %s across a clock change", async (day, instants) => {
    const placedAt = await Promise.all(
      instants.map(async (instant) => {
        const { orderId } = await placePaidOrder(shop);
        await shop.database.db
          .update(orders)
          .set({ createdAt: new Date(instant) })
          .where(eq(orders.id, orderId));
        return orderId;
      }),
    );
    const { rows } = await shop.commerce.staffOrders.listOrders(staff.owner, { createdFrom: day, createdTo: day });
    // The first and last instants are a millisecond outside the day; the middle two its first and last.
    expect(rows.map((row) => row.id).sort()).toEqual([placedAt[1], placedAt[2]].sort());
    expect(instants.map((instant) => stockholmDayOf(new Date(instant)) === day)).toEqual([false, true, true, false]);
  });

  it("comes with what its filters offer, in the member's language: every status, payment state, delivery method and pickup store", async () => {
    const query: OrderListQuery = { statuses: ["processing", "accepted"], limit: 3 };
    const [english, swedish, plain] = await Promise.all([
      shop.commerce.staffOrders.listOrdersWithOptions(staff.support, query, "en-GB"),
      shop.commerce.staffOrders.listOrdersWithOptions(staff.support, query, "sv-SE"),
      shop.commerce.staffOrders.listOrders(staff.support, query),
    ]);
    const { options, ...page } = english;
    expect(page).toEqual(plain);
    expect(options.statuses).toEqual(["checkout", "processing", "accepted", "completed", "declined", "removed"]);
    expect(options.paymentStates).toEqual([...paymentStates]);
    expect(options.deliveries.map((method) => method.code)).toEqual(expect.arrayContaining(["home", "store-pickup"]));
    const named = (answer: typeof english, code: string) =>
      answer.options.deliveries.find((m) => m.code === code)!.name;
    expect(named(english, "home")).not.toBe(named(swedish, "home"));
    expect(options.stores).toContainEqual({ id: await malmoStoreId(shop), name: "Butik Malmö", city: "Malmö" });
  });

  it("shows each order's buyer, store, payment state and refunded amount", async () => {
    const { rows } = await shop.commerce.staffOrders.listOrders(staff.owner, { search: "anna", limit: 200 });
    const completed = rows.find((row) => row.id === placed.completed)!;
    expect(completed).toMatchObject({
      status: "completed",
      buyerName: "Anna Svensson",
      paymentState: "partially_refunded",
      refundedAmount: 1000,
    });
    const pickup = rows.find((row) => row.id === placed.pickup)!;
    expect(pickup).toMatchObject({
      deliveryMethodCode: "store-pickup",
      pickupStoreName: "Butik Malmö",
      paymentState: "captured",
    });
  });

  it("names the buyer alike in the list, the export, the dashboard and the order's page, a blank part left out", async () => {
    const { orderId, orderNumber } = await placePaidOrder(shop);
    await shop.database.db
      .update(orders)
      .set({ billingAddress: { firstName: "  ", lastName: "Lind", country: "SE" } })
      .where(eq(orders.id, orderId));
    const listed = await shop.commerce.staffOrders.listOrders(staff.owner, { search: String(orderNumber) });
    expect(listed.rows.map((row) => row.buyerName)).toEqual(["Lind"]);
    expect((await shop.commerce.staffOrders.getOrder(staff.owner, orderId)).buyerName).toBe("Lind");
    const { latestOrders } = await shop.commerce.dashboard.readDashboard(staff.owner, "sv-SE");
    expect(latestOrders.find((row) => row.id === orderId)?.buyerName).toBe("Lind");
    const header = Object.fromEntries(orderCsvColumns.map((column) => [column, column])) as OrderCsvHeader;
    let csv = "";
    for await (const chunk of await shop.commerce.staffOrders.exportOrders(
      staff.owner,
      { search: String(orderNumber) },
      header,
    ))
      csv += chunk;
    const [names, values] = csv.slice(1).split("\r\n");
    expect(values!.split(",")[names!.split(",").indexOf("buyerName")]).toBe("Lind");
  });

  it("searches by order number, part of the email or the buyer's name, whatever the case, and takes % and _ literally", async () => {
    const rows = await rawOrders();
    const { orderNumber } = rows.find((row) => row.id === placed.pickup)!;
    const search = async (text: string) =>
      (await shop.commerce.staffOrders.listOrders(staff.owner, { search: text, limit: 200 })).rows
        .map((row) => row.id)
        .sort();
    expect(await search(String(orderNumber))).toEqual([placed.pickup]);
    expect(await search(`#${orderNumber}`)).toEqual([placed.pickup]);
    expect(await search("O'BRIEN+SHOP@")).toEqual([placed.evil]);
    expect(await search("anna svensson")).toEqual(
      rows
        .filter((row) => (row.billing as { firstName?: string }).firstName === "Anna")
        .map((row) => row.id)
        .sort(),
    );
    expect(await search("o'brien, jr")).toEqual([placed.evil]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });

  it("refuses a filter it does not know with a 400 naming the fields", async () => {
    const error = await expectDomainError(
      shop.commerce.staffOrders.listOrders(staff.owner, { statuses: ["shipped"], limit: 1000, cursor: "x" } as never),
    );
    expect(error.kind).toBe("invalid");
    expect(error.problem).toMatchObject({
      code: "invalid_request",
      params: { fields: ["statuses.0", "limit", "cursor"] },
    });
    // Days only: an instant would say nothing of whose midnight it means.
    const notDays = await expectDomainError(
      shop.commerce.staffOrders.listOrders(staff.owner, {
        createdFrom: "2026-01-15T00:00:00Z",
        createdTo: "2026-02-30",
      }),
    );
    expect(notDays.problem).toMatchObject({ params: { fields: ["createdFrom", "createdTo"] } });
    // ISO's year 0 is a day to zod but none to PostgreSQL: refused, never a 500.
    const yearZero = await expectDomainError(
      shop.commerce.staffOrders.listOrders(staff.owner, { createdFrom: "0000-01-01" }),
    );
    expect(yearZero.problem).toMatchObject({ params: { fields: ["createdFrom"] } });
  });
});

describe("the CSV export", () => {
  const header = Object.fromEntries(orderCsvColumns.map((column) => [column, `Kolumn ${column}`])) as OrderCsvHeader;

  it("audits an export with its filter, never the search text", async () => {
    for await (const chunk of await shop.commerce.staffOrders.exportOrders(
      staff.support,
      { statuses: ["processing"], search: "anna.svensson" },
      header,
    ))
      void chunk;
    const {
      entries: [entry],
    } = await createAuditService(shop.database.db).listEntries(staff.owner, { action: "order.export" });
    expect(entry).toMatchObject({
      staffId: staff.support.id,
      after: { filter: { statuses: ["processing"], search: true } },
    });
    expect(JSON.stringify(entry)).not.toContain("anna");
  });

  it("writes the filtered orders in number order, in major units, with formulas and quotes made harmless", async () => {
    let csv = "";
    for await (const chunk of await shop.commerce.staffOrders.exportOrders(
      staff.support,
      { statuses: ["processing"] },
      header,
    ))
      csv += chunk;
    expect(csv.startsWith("\uFEFFKolumn orderNumber,Kolumn createdAt,")).toBe(true);
    const lines = csv.slice(1).split("\r\n").slice(1, -1);
    const processing = (await rawOrders())
      .filter((row) => row.status === "processing")
      .sort((a, b) => a.orderNumber - b.orderNumber);
    expect(lines.map((line) => Number(line.split(",")[0]))).toEqual(processing.map((row) => row.orderNumber));
    const evil = lines.find((line) =>
      line.startsWith(String(processing.find((row) => row.id === placed.evil)!.orderNumber)),
    )!;
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") O'Brien, Jr"`);
    expect(evil).toContain('"o\'brien+shop@example.com"');
    const home = processing.find((row) => row.id === placed.home)!;
    expect(lines.find((line) => line.startsWith(String(home.orderNumber)))).toContain(
      `,SEK,${(home.totalIncVat / 100).toFixed(2)},0.00`,
    );
  });
});

describe("new orders for a live list", () => {
  it("answers orders paid since the last poll (with a lookback to merge by id), never one still in checkout", async () => {
    const first = await shop.commerce.staffOrders.listNewOrders(staff.support);
    expect(first.rows.map((row) => row.id)).not.toContain(checkoutOrderId);
    const { orderId } = await placePaidOrder(shop);
    const next = await shop.commerce.staffOrders.listNewOrders(staff.support, first.checkedAt);
    expect(next.rows[0]!.id).toBe(orderId);
    expect(next.checkedAt.getTime()).toBeGreaterThanOrEqual(first.checkedAt.getTime());
    await shop.database.db
      .update(orderStatusHistory)
      .set({ changedAt: sql`now() - interval '1 hour'` })
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(
      (await shop.commerce.staffOrders.listNewOrders(staff.support, next.checkedAt)).rows.map((row) => row.id),
    ).not.toContain(orderId);
    expect(
      (await expectDomainError(shop.commerce.staffOrders.listNewOrders(staff.support, "yesterday" as never))).kind,
    ).toBe("invalid");
  });
});

describe("an order's detail", () => {
  it("has lines with refunds, VAT per rate, the payment and its refunds, the timeline with who, notes and the shipment", async () => {
    const order = await shop.commerce.staffOrders.getOrder(staff.support, placed.completed);
    expect(order).not.toHaveProperty("guestTokenHash");
    expect(order).toMatchObject({
      status: "completed",
      buyerName: "Anna Svensson",
      allowedActions: ["refund", "resend_confirmation", "note"],
    });
    expect(order.vatByRate.reduce((sum, rate) => sum + rate.amount, 0)).toBe(
      order.lines.reduce((sum, line) => sum + vatIncluded(line.lineTotalIncVat, line.vatRate), 0) +
        vatIncluded(order.deliveryIncVat, 2500),
    );
    expect(order.payment).toMatchObject({
      provider: "sandbox",
      state: "partially_refunded",
      authorizedAmount: order.totalIncVat,
      capturedAmount: order.totalIncVat,
      refundedAmount: 1000,
      pendingRefundAmount: 0,
      refunds: [expect.objectContaining({ amount: 1000, status: "succeeded", staffId: staff.manager.id })],
    });
    expect(order.timeline.map((step) => [step.toStatus, step.staffId])).toEqual([
      ["checkout", null],
      ["processing", null],
      ["accepted", staff.manager.id],
      ["completed", staff.manager.id],
    ]);
    expect(order.notes).toEqual([expect.objectContaining({ body: "Gift wrap", staffId: staff.support.id })]);
    expect(order.shipment).toMatchObject({
      carrier: "Budbee",
      trackingNumber: "BB1",
      trackingUrl: "https://tracking.budbee.com/BB1",
    });
    expect(order.lines.map((line) => line.refundableQuantity)).toEqual([2, 1]);
    expect(order.mails.map((mail) => [mail.template, mail.recipient])).toEqual([
      ["order-refunded", "anna.svensson@example.se"],
      ["order-shipped", "anna.svensson@example.se"],
      ["order-confirmation", "anna.svensson@example.se"],
    ]);
    expect(order.staffNames).toEqual({ [staff.manager.id]: "manager", [staff.support.id]: "support" });
  });

  it("answers not found for an unknown order or a malformed id", async () => {
    for (const id of [randomUUID(), "123"])
      expect((await expectDomainError(shop.commerce.staffOrders.getOrder(staff.owner, id))).kind).toBe("not_found");
  });
});
