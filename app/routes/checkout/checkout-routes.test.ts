import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "#commerce/modules/orders/schema.ts";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { checkoutFormOf, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { cookieJar, shopperBrowser, type CookieJar } from "#tests/fixtures/shopper-browser.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);

const send = (jar: CookieJar, method: string, path: string, form?: Record<string, string>) =>
  shopperBrowser(server, jar).send(method, path, form);

/** A guest with one item in the bag, and the checkout form they would send for it. */
async function shopperAtCheckout(cardNumber: string) {
  const jar = cookieJar();
  const [variant] = await stockedVariants(shop, 5, 1);
  const added = await fetch(server.url("/api/shopping/add-to-basket"), {
    method: "POST",
    headers: { origin: server.origin, "content-type": "application/json" },
    body: JSON.stringify({ variantId: variant!.variantId, quantity: 1 }),
  });
  jar.take(added);
  const form = checkoutFormOf(cardNumber);
  return { jar, form };
}

const orderIdIn = (location: string | null) =>
  /\/checkout\/(?:confirmation|confirm-payment)\/([0-9a-f-]{36})$/.exec(location ?? "")?.[1];

describe("the checkout pages (issue 13)", () => {
  it("lands a second submit of the checkout form, at once or after paying, on the one order the first made", async () => {
    const { jar, form } = await shopperAtCheckout(sandboxCards.succeeds);
    const [first, second] = await Promise.all([
      send(jar, "POST", "/checkout", form),
      send(jar, "POST", "/checkout", form),
    ]);
    const third = await send(jar, "POST", "/checkout", form);
    for (const response of [first, second, third]) expect(response.status, server.loggedErrors.join("\n")).toBe(302);
    const orderId = orderIdIn(first.headers.get("location"));
    expect(orderId).toBeDefined();
    expect([second, third].map((response) => response.headers.get("location"))).toEqual([
      `/checkout/confirmation/${orderId}`,
      `/checkout/confirmation/${orderId}`,
    ]);
    const [order] = await shop.database.db
      .select({ basketId: orders.basketId })
      .from(orders)
      .where(eq(orders.id, orderId!));
    expect(await shop.database.db.$count(orders, eq(orders.basketId, order!.basketId!))).toBe(1);
    expect((await send(jar, "GET", `/checkout/confirmation/${orderId}`)).status).toBe(200);
  });

  it("shows the confirmation page of an order waiting for the shopper's confirmation without paying it", async () => {
    const { jar, form } = await shopperAtCheckout(sandboxCards.needsConfirmation);
    const placed = await send(jar, "POST", "/checkout", form);
    const orderId = orderIdIn(placed.headers.get("location"))!;
    expect(placed.headers.get("location")).toBe(`/checkout/confirm-payment/${orderId}`);
    const shown = await send(jar, "GET", `/checkout/confirmation/${orderId}`);
    expect(shown.headers.get("location")).toBe(`/checkout/confirm-payment/${orderId}`);
    const checked = await send(jar, "POST", `/checkout/confirm-payment/${orderId}`, { answer: "check" });
    expect(checked.status).toBe(200);
    const [waiting] = await shop.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(waiting!.status).toBe("checkout");
    const approved = await send(jar, "POST", `/checkout/confirm-payment/${orderId}`, { answer: "approve" });
    expect(approved.headers.get("location")).toBe(`/checkout/confirmation/${orderId}`);
  });

  it("answers 404 to a confirmation for an unknown order, or for someone else's", async () => {
    const { jar, form } = await shopperAtCheckout(sandboxCards.needsConfirmation);
    const orderId = orderIdIn((await send(jar, "POST", "/checkout", form)).headers.get("location"))!;
    for (const path of [
      `/checkout/confirm-payment/${crypto.randomUUID()}`,
      "/checkout/confirm-payment/not-a-uuid",
      `/checkout/confirm-payment/${orderId}`,
    ]) {
      expect((await send(cookieJar(), "POST", path, { answer: "approve" })).status, path).toBe(404);
    }
    const [waiting] = await shop.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(waiting!.status).toBe("checkout");
  });
});
