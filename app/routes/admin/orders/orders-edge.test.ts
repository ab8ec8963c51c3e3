import { formatMoney } from "#commerce/modules/pricing/index.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createCommerce } from "#commerce/commerce.ts";
import { RefundRefusedError, type PaymentProvider } from "#commerce/providers/payments/payment-provider.ts";
import { createSandboxPaymentProvider } from "#commerce/providers/payments/sandbox.ts";
import type { StaffRole } from "#commerce/modules/access/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { malmoStoreId, placePaidOrder } from "#tests/fixtures/paid-orders.ts";
import { managerInSwedish, signInNewStaff, type SignedInStaff } from "#tests/fixtures/staff-sign-in.ts";
import { staffRoles } from "#tests/fixtures/staff-actors.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
/** A refund whose reason is this the payment provider refuses (a sandbox that otherwise says yes). */
const refusedReason = "The provider says no";
beforeAll(() => {
  const sandbox = createSandboxPaymentProvider();
  const payments: PaymentProvider = {
    ...sandbox,
    async refund(reference, request) {
      if (request.description === refusedReason) throw new RefundRefusedError("REFUND_NOT_ALLOWED");
      return sandbox.refund(reference, request);
    },
  };
  shop.commerce = createCommerce(shop.database.db, { warn: () => undefined }, { payments });
});
const server = withStorefrontServer(shop);
const members = {} as Record<StaffRole, SignedInStaff>;

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, staffRoles, {
    emailDomain: "orders-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  Object.assign(members, signedIn);
});

const as = (role: StaffRole, path: string, init: RequestInit = {}) =>
  fetch(server.url(path), {
    ...init,
    redirect: "manual",
    headers: { cookie: members[role].cookie, origin: server.origin, ...init.headers },
  });

/** Posts one of the order page's forms as a browser would. */
const post = (role: StaffRole, orderId: string, fields: Record<string, string>) =>
  as(role, `/admin/orders/${orderId}`, { method: "POST", body: new URLSearchParams(fields) });

const orderOf = (orderId: string) => shop.commerce.staffOrders.getOrder(members.owner, orderId);

/** An amount in kronor as an English page shows it (its no-break space made a space, as textOf does). */
const sek = (minor: number) => textOf(formatMoney(minor, { code: "SEK", decimals: 2 }, "en-GB"));

/** A download's text as sent, its byte order mark kept (Response.text() drops it). */
const bytesAsText = async (answer: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await answer.arrayBuffer());

/** The page's text without tags, entities decoded where the tests need them. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");

describe("who may open the order screens", () => {
  it("refuses an editor the list, an order, the export and the live endpoint with 403", async () => {
    const { orderId } = await placePaidOrder(shop);
    for (const path of ["/admin/orders", `/admin/orders/${orderId}`, "/admin/orders/export.csv"]) {
      const answer = await as("editor", path);
      expect(answer.status, path).toBe(403);
    }
    expect(textOf(await (await as("editor", "/admin/orders")).text())).toContain("Not allowed");
    expect((await as("editor", "/admin/orders.data")).status).toBe(403);
    const api = await as("editor", "/admin/api/orders/new");
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ statusCode: 403, statusMessage: "You are not allowed to do this" });
  });

  it("answers the live endpoint signed out with 401 and an unknown order with 404", async () => {
    expect((await fetch(server.url("/admin/api/orders/new"))).status).toBe(401);
    expect((await as("support", "/admin/orders/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("the order list", () => {
  it("filters by search, status and delivery from the URL, and counts what matches", async () => {
    const home = await placePaidOrder(shop, { email: "list-home@example.se" });
    const pickup = await placePaidOrder(shop, { email: "list-pickup@example.se", pickup: true });
    await shop.commerce.orderActions.accept(members.owner, pickup.orderId);
    const searched = await (await as("support", "/admin/orders?q=list-home%40example.se")).text();
    expect(searched).toContain(`aria-label="Order ${home.orderNumber}"`);
    expect(textOf(searched)).toContain("Showing 1–1 of 1 orders");
    expect(searched).not.toContain("list-pickup@example.se");
    const accepted = await (await as("support", "/admin/orders?status=accepted&delivery=store-pickup")).text();
    expect(accepted).toContain(`aria-label="Order ${pickup.orderNumber}"`);
    expect(accepted).not.toContain(`aria-label="Order ${home.orderNumber}"`);
    const byNumber = await (await as("support", `/admin/orders?q=${home.orderNumber}`)).text();
    expect(byNumber).toContain(`aria-label="Order ${home.orderNumber}"`);
    expect(byNumber).not.toContain(`aria-label="Order ${pickup.orderNumber}"`);
  });

  it("shows the filters chosen in the URL again, and a query the engine refuses is a 400", async () => {
    const html = await (await as("owner", "/admin/orders?status=processing&sort=total-asc&from=2026-01-01")).text();
    const statusBoxes = html.match(/<input[^>]*name="status"[^>]*>/g) ?? [];
    expect(statusBoxes.filter((box) => box.includes("checked")).map((box) => /value="(\w+)"/.exec(box)?.[1])).toEqual([
      "processing",
    ]);
    expect(html).toMatch(/<option value="total-asc" selected/);
    // What the filters offer comes with the page: the shop's pickup stores and delivery methods.
    expect(html).toMatch(new RegExp(`<option value="${await malmoStoreId(shop)}"[^>]*>Butik Malmö, Malmö<`));
    expect(html).toMatch(/<option value="store-pickup"[^>]*>[^<]+</);
    expect(html).toContain('value="2026-01-01"');
    expect((await as("owner", "/admin/orders?sort=bogus")).status).toBe(400);
    expect((await as("owner", "/admin/orders?from=yesterday")).status).toBe(400);
  });
});

describe("the CSV export", () => {
  it("downloads the filtered orders with the header in the member's language, formulas written as text", async () => {
    const formula = await placePaidOrder(shop, { email: "-2+3@example.se" });
    const other = await placePaidOrder(shop, { email: "csv-other@example.se" });
    const answer = await as("support", `/admin/orders/export.csv?q=${encodeURIComponent("-2+3@example.se")}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await bytesAsText(answer);
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      "\uFEFFOrder number,Placed,Status,Payment,Email,Buyer,Delivery method,Pickup store,Currency,Total,Refunded",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${formula.orderNumber},[^,]+,processing,captured,"'-2\\+3@example\\.se",`));
    expect(csv).not.toContain(String(other.orderNumber));
    const statusFiltered = await (await as("support", "/admin/orders/export.csv?status=removed")).text();
    expect(statusFiltered).not.toContain(String(formula.orderNumber));
  });

  it("says the header in Swedish for a member who reads Swedish", async () => {
    const csv = await bytesAsText(await as("manager", "/admin/orders/export.csv?status=removed"));
    expect(csv.startsWith("\uFEFFOrdernummer,Lagd,Status,Betalning,E-post,Köpare,")).toBe(true);
  });
});

describe("the live list's endpoint", () => {
  it("answers the orders paid since a time, and the time to ask from next", async () => {
    const first = (await (await as("support", "/admin/api/orders/new")).json()) as { checkedAt: string };
    const placed = await placePaidOrder(shop, { email: "live@example.se" });
    const answer = await as("support", `/admin/api/orders/new?since=${encodeURIComponent(first.checkedAt)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const body = (await answer.json()) as { orders: { id: string; orderNumber: number }[]; checkedAt: string };
    expect(body.orders.map((order) => order.orderNumber)).toContain(placed.orderNumber);
    expect(new Date(body.checkedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.checkedAt).getTime());
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const none = (await (await as("support", `/admin/api/orders/new?since=${later}`)).json()) as { orders: unknown[] };
    expect(none.orders).toEqual([]);
    expect((await as("support", "/admin/api/orders/new?since=soon")).status).toBe(400);
  });
});

describe("an order's actions", () => {
  it("lets a manager accept and complete an order, in Swedish, and refuses what the status no longer allows", async () => {
    const { orderId } = await placePaidOrder(shop, { email: "ship@example.se" });
    const accepted = await post("manager", orderId, { intent: "accept" });
    expect(accepted.status).toBe(200);
    expect(textOf(await accepted.text())).toContain("Ordern är godkänd.");
    const afterAccept = await orderOf(orderId);
    expect(afterAccept.status).toBe("accepted");
    expect(afterAccept.timeline.at(-1)).toMatchObject({ toStatus: "accepted", staffId: members.manager.id });

    const missing = await post("manager", orderId, { intent: "complete", carrier: "postnord", trackingNumber: " " });
    expect(missing.status).toBe(400);
    expect(textOf(await missing.text())).toContain("Fyll i det här.");
    const otherCarrier = await post("manager", orderId, {
      intent: "complete",
      carrier: "other",
      trackingNumber: "X1",
      carrierName: "Cykelbud",
      trackingUrl: "http://tracking.example/X1",
    });
    expect(otherCarrier.status).toBe(400);
    expect(textOf(await otherCarrier.text())).toContain("Skriv spårningssidans hela adress, som börjar med https://.");
    expect((await orderOf(orderId)).status).toBe("accepted");

    const completed = await post("manager", orderId, {
      intent: "complete",
      carrier: "postnord",
      trackingNumber: "AB123SE",
    });
    expect(completed.status).toBe(200);
    const page = textOf(await completed.text());
    expect(page).toContain("Ordern är slutförd och kunden har mejlats spårningslänken.");
    expect(page).toContain("AB123SE");
    const order = await orderOf(orderId);
    expect(order.status).toBe("completed");
    expect(order.shipment).toMatchObject({ carrier: "PostNord", trackingNumber: "AB123SE" });
    expect(order.mails.map((mail) => mail.template)).toContain("order-shipped");

    const again = await post("manager", orderId, { intent: "accept" });
    expect(again.status).toBe(409);
    expect(textOf(await again.text())).toContain("En order som är Slutförd kan inte flyttas till Godkänd.");
  });

  it("lets support refund part of an order by line and by amount, never more of a line than remains", async () => {
    const { orderId } = await placePaidOrder(shop, { quantities: [2, 1] });
    const [line] = (await orderOf(orderId)).lines;
    const byLine = await post("support", orderId, {
      intent: "refund",
      kind: "lines",
      [`quantity.${line!.id}`]: "1",
      reason: "Damaged",
    });
    expect(byLine.status).toBe(200);
    expect(textOf(await byLine.text())).toContain(`${sek(line!.unitPriceIncVat)} is refunded.`);

    const tooMany = await post("support", orderId, {
      intent: "refund",
      kind: "lines",
      [`quantity.${line!.id}`]: "2",
    });
    expect(tooMany.status).toBe(409);
    expect(textOf(await tooMany.text())).toContain("At most 1 of this item can be refunded.");

    // A currency posted with the form is not the order's: the amount is read in the order's SEK.
    const byAmount = await post("support", orderId, {
      intent: "refund",
      kind: "amount",
      currency: "JPY",
      amount: "10,50",
    });
    expect(byAmount.status).toBe(200);
    const badAmount = await post("support", orderId, {
      intent: "refund",
      kind: "amount",
      amount: "ten",
    });
    expect(badAmount.status).toBe(400);
    expect(textOf(await badAmount.text())).toContain("Write an amount above zero, such as 125.50.");

    const order = await orderOf(orderId);
    expect(order.payment!.refundedAmount).toBe(line!.unitPriceIncVat + 1050);
    expect(order.payment!.refunds.map((refund) => [refund.status, refund.staffId])).toEqual([
      ["succeeded", members.support.id],
      ["succeeded", members.support.id],
    ]);
    expect(order.lines[0]!.refundedQuantity).toBe(1);
  });

  it("refuses support accepting an order with 403, and shows support only refund and notes", async () => {
    const { orderId } = await placePaidOrder(shop);
    const refused = await post("support", orderId, { intent: "accept" });
    expect(refused.status).toBe(403);
    expect((await orderOf(orderId)).status).toBe("processing");
    const page = textOf(await (await as("support", `/admin/orders/${orderId}`)).text());
    expect(page).not.toContain("Accept order");
    expect(page).not.toContain("Decline order");
    expect(page).toContain("Your role may read this order, write notes and refund.");
    expect(page).toContain("What to refund");
    const owner = textOf(await (await as("owner", `/admin/orders/${orderId}`)).text());
    for (const action of ["Accept order", "Send confirmation again", "Decline order", "Remove order"])
      expect(owner).toContain(action);
    expect(owner).not.toContain("Complete order");
  });

  it("declines an order with its reason, refunding what was captured, and keeps notes", async () => {
    const { orderId } = await placePaidOrder(shop);
    const { totalIncVat } = await orderOf(orderId);
    const noted = await post("support", orderId, { intent: "note", body: "Called the shopper" });
    expect(textOf(await noted.text())).toContain("The note is added.");
    const empty = await post("support", orderId, { intent: "note", body: "  " });
    expect(empty.status).toBe(400);
    const declined = await post("owner", orderId, { intent: "decline", reason: "Out of stock at the supplier" });
    expect(declined.status).toBe(200);
    const page = textOf(await declined.text());
    expect(page).toContain("The order is declined and its items are back in stock.");
    expect(page).toContain(`${sek(totalIncVat)} is refunded.`);
    expect(page).toContain("Out of stock at the supplier");
    expect(page).toContain("Called the shopper");
    const order = await orderOf(orderId);
    expect(order.status).toBe("declined");
    expect(order.payment!.state).toBe("refunded");
    expect(order.notes.map((note) => [note.body, note.staffId])).toEqual([["Called the shopper", members.support.id]]);
    const resend = await post("owner", orderId, { intent: "resend_confirmation" });
    expect(resend.status).toBe(409);
    expect(textOf(await resend.text())).toContain(
      "Sending the confirmation again is not possible for an order that is Declined.",
    );
  });

  it("says so when the payment provider refuses a refund, as an alert after a decline that still went through", async () => {
    const { orderId } = await placePaidOrder(shop);
    const refused = await post("support", orderId, {
      intent: "refund",
      kind: "full",
      reason: refusedReason,
    });
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain("The payment provider refused the refund (REFUND_NOT_ALLOWED).");
    const declined = await post("owner", orderId, { intent: "decline", reason: refusedReason });
    expect(declined.status).toBe(200);
    const html = await declined.text();
    expect(html).toMatch(/role="status"[^>]*>The order is declined and its items are back in stock\.</);
    expect(html).toMatch(
      /role="alert"[^>]*>The payment provider refused the refund of .+\. Try it again under Refund\.</,
    );
    expect((await orderOf(orderId)).status).toBe("declined");
  });

  it("shows the order's lines, VAT, buyer, payment, timeline and mails with links to the outbox", async () => {
    const { orderId, orderNumber } = await placePaidOrder(shop, { pickup: true });
    await shop.commerce.orderActions.accept(members.owner, orderId);
    const order = await orderOf(orderId);
    const html = await (await as("owner", `/admin/orders/${orderId}`)).text();
    const page = textOf(html);
    expect(page).toContain(`Order ${orderNumber}`);
    expect(page).toContain(order.lines[0]!.name);
    expect(page).toContain("of which VAT 25%");
    expect(page).toContain("Anna Svensson");
    expect(page).toContain(order.pickupStore!.name);
    expect(page).toContain(order.payment!.reference);
    expect(page).toContain("Processing → Accepted");
    expect(page).toContain("owner member");
    for (const mail of order.mails) expect(html).toContain(`href="/admin/mail/${mail.id}"`);
    expect(order.mails.map((mail) => mail.template)).toEqual(["pickup-ready", "order-confirmation"]);
  });
});
