import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { placePaidOrder } from "#tests/fixtures/paid-orders.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";
import { paymentRefunds } from "#commerce/modules/payments/schema.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
let staff: Record<StaffRole, StaffActor>;
beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "shopper-page");
});

const password = "a long enough password";

/** A new customer logged in through the login form: their id and the session cookie to send back. */
async function loggedInCustomer(): Promise<{ customerId: number; cookie: string }> {
  const email = `order-page-${randomUUID().slice(0, 8)}@example.se`;
  const { customerId } = await shop.commerce.accounts.signUp({
    email,
    password,
    firstName: "Greta",
    lastName: "Garbo",
    acceptDataProtection: true,
    acceptTerms: true,
    locale: "sv-SE",
    clientAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
  });
  const login = await fetch(server.url("/login"), {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
  });
  expect(login.status).toBe(302);
  const cookie = login.headers
    .getSetCookie()
    .map((set) => set.split(";")[0])
    .join("; ");
  return { customerId, cookie };
}

/** The text a reader sees of a page's main element, tags dropped and spaces collapsed. */
async function mainText(response: Response): Promise<string> {
  const html = await response.text();
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
  return main
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** A customer's order the back office accepted, shipped with PostNord and partly refunded (one of the two units of its line). */
async function shippedAndPartlyRefunded(customerId: number) {
  const order = await placePaidOrder(shop, { owner: { customerId }, quantities: [2] });
  await shop.commerce.orderActions.accept(staff.manager, order.orderId);
  await shop.commerce.orderActions.complete(staff.manager, order.orderId, {
    carrier: "postnord",
    trackingNumber: "PN123SE",
  });
  const [line] = (await shop.commerce.staffOrders.getOrder(staff.support, order.orderId)).lines;
  await shop.commerce.orderActions.refund(staff.support, order.orderId, {
    kind: "lines",
    lines: [{ orderLineId: line!.id, quantity: 1 }],
  });
  return { ...order, line: line! };
}

describe("a customer's order page after the back office handled it", () => {
  it.each([
    [
      "/account/order/",
      "sv-SE",
      "Slutförd",
      "Godkänd",
      "PostNord, kollinummer PN123SE",
      "Spåra ditt paket hos PostNord",
      "återbetalat",
    ],
    [
      "/en-GB/account/order/",
      "en-GB",
      "Completed",
      "Accepted",
      "PostNord, tracking number PN123SE",
      "Track your parcel with PostNord",
      "refunded",
    ],
  ])(
    "at %s shows the new statuses, the tracking link and the refund (%s)",
    async (path, locale, completed, accepted, tracking, track, refunded) => {
      const { customerId, cookie } = await loggedInCustomer();
      const { orderId, line } = await shippedAndPartlyRefunded(customerId);
      const response = await fetch(server.url(`${path}${orderId}`), { headers: { cookie } });
      expect(response.status, server.loggedErrors.join("\n")).toBe(200);
      const html = await response.clone().text();
      const text = await mainText(response);
      expect(text).toContain(`: ${completed}`);
      expect(text).toContain(`: ${accepted}`);
      expect(text).toContain(tracking);
      expect(html).toContain('href="https://tracking.postnord.com/se/?id=PN123SE"');
      expect(text).toContain(track);
      // The shop writes SEK with its suffix and whole amounts without decimals ("3 199 kr", "3,199 kr").
      const amount = new Intl.NumberFormat(locale, {
        minimumFractionDigits: line.unitPriceIncVat % 100 === 0 ? 0 : 2,
      }).format(line.unitPriceIncVat / 100);
      expect(text).toContain(`${amount} kr ${refunded}`.replace(/\s/g, " "));
      expect(text).toContain(`1 × ${line.name}`);
    },
  );

  it("shows another customer's order to no one but its owner", async () => {
    const owner = await loggedInCustomer();
    const other = await loggedInCustomer();
    const { orderId } = await shippedAndPartlyRefunded(owner.customerId);
    expect((await fetch(server.url(`/account/order/${orderId}`), { headers: { cookie: other.cookie } })).status).toBe(
      404,
    );
    const anonymous = await fetch(server.url(`/account/order/${orderId}`), { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });

  it("hands the page's loader the shipment and the refunds that went through, not the pending ones", async () => {
    const { customerId } = await loggedInCustomer();
    const { orderId, line } = await shippedAndPartlyRefunded(customerId);
    // A refund asked for whose answer has not come is not money back yet.
    await shop.database.db.insert(paymentRefunds).values({ orderId, amount: 100, currencyCode: "SEK" });
    const order = await shop.commerce.orders.getOrder(orderId, { customerId });
    expect(order.shipment).toMatchObject({ carrier: "PostNord", trackingNumber: "PN123SE" });
    expect(order.refunds).toEqual([
      {
        amount: line.unitPriceIncVat,
        currencyCode: "SEK",
        lines: [{ orderLineId: line.id, quantity: 1 }],
        refundedAt: expect.any(Date),
      },
    ]);
    expect(order.history.map((step) => step.toStatus)).toEqual(["checkout", "processing", "accepted", "completed"]);
  });
});

describe("the account overview's latest orders", () => {
  it.each([
    ["/account", "/account/order/"],
    ["/en-GB/account", "/en-GB/account/order/"],
  ])("at %s each lead to the order's own page", async (path, orderPath) => {
    const { customerId, cookie } = await loggedInCustomer();
    const first = await placePaidOrder(shop, { owner: { customerId }, quantities: [1] });
    const second = await placePaidOrder(shop, { owner: { customerId }, quantities: [1] });
    const response = await fetch(server.url(path), { headers: { cookie } });
    expect(response.status, server.loggedErrors.join("\n")).toBe(200);
    const links = [...(await response.text()).matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
      .filter(([, href]) => href!.startsWith(orderPath))
      .map(([, href, text]) => [href, text]);
    expect(links).toEqual([
      [`${orderPath}${second.orderId}`, `Order ${second.orderNumber}`],
      [`${orderPath}${first.orderId}`, `Order ${first.orderNumber}`],
    ]);
    const page = await fetch(server.url(links[0]![0]!), { headers: { cookie } });
    expect(page.status).toBe(200);
  });
});
