import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "#commerce/modules/orders/schema.ts";
import { formatMoney } from "#commerce/modules/pricing/index.ts";
import { writeSetting } from "#commerce/modules/settings/index.ts";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { basketView, checkoutFormOf, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { shopperBrowser } from "#tests/fixtures/shopper-browser.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const kronor = (minorUnits: number, locale: string) =>
  formatMoney(minorUnits, { code: "SEK", decimals: 2, prefix: "", suffix: " kr" }, locale);
const homeDelivery = 4900;

/** A guest with one item in the bag (added as the product page adds it), and what the item costs. */
async function guestWithOneItem() {
  const browser = shopperBrowser(server);
  const [variant] = await stockedVariants(shop, 5, 1);
  const added = await browser.send("POST", "/bag", { intent: "add", variantId: String(variant!.variantId) });
  expect(added.status).toBe(200);
  const { priceListId } = await basketView(shop);
  const [card] = await shop.commerce.catalogue.getProductCards("sv-SE", priceListId, [variant!.productId]);
  return { browser, subtotal: card!.priceIncVat };
}

async function placeOrder(browser: ReturnType<typeof shopperBrowser>) {
  const placed = await browser.send("POST", "/checkout", checkoutFormOf(sandboxCards.succeeds));
  const orderId = /\/checkout\/confirmation\/([0-9a-f-]{36})$/.exec(placed.headers.get("location") ?? "")?.[1];
  expect(orderId, server.loggedErrors.join("\n")).toBeDefined();
  const [order] = await shop.database.db
    .select({ totalIncVat: orders.totalIncVat, deliveryIncVat: orders.deliveryIncVat })
    .from(orders)
    .where(eq(orders.id, orderId!));
  return order!;
}

const shownTotal = (html: string) => /data-testid="basket-total">([^<]+)</.exec(html)?.[1];

describe("delivery in the bag, as checkout charges it (issue 18)", () => {
  it("shows delivery, the total with it and what is left to free delivery, and the order charges that total", async () => {
    const { browser, subtotal } = await guestWithOneItem();
    await writeSetting(shop.database.db, "freeDelivery", { fromIncVat: { SEK: subtotal + 10_000 } });

    const swedish = await (await browser.send("GET", "/bag")).text();
    expect(swedish).toContain("Frakt");
    expect(shownTotal(swedish)).toBe(kronor(subtotal + homeDelivery, "sv-SE"));
    expect(swedish).toContain(`data-testid="free-delivery-left">${kronor(10_000, "sv-SE")} kvar till fri frakt<`);

    const english = await (await browser.send("GET", "/en-GB/bag")).text();
    expect(english).toContain("Delivery");
    expect(shownTotal(english)).toBe(kronor(subtotal + homeDelivery, "en-GB"));
    expect(english).toContain(`data-testid="free-delivery-left">${kronor(10_000, "en-GB")} left to free delivery<`);

    expect(await placeOrder(browser)).toEqual({ totalIncVat: subtotal + homeDelivery, deliveryIncVat: homeDelivery });
  });

  it("shows free delivery exactly at the threshold, and the order charges none", async () => {
    const { browser, subtotal } = await guestWithOneItem();
    await writeSetting(shop.database.db, "freeDelivery", { fromIncVat: { SEK: subtotal } });

    const swedish = await (await browser.send("GET", "/bag")).text();
    expect(/Frakt<\/dt>\s*<dd>([^<]+)</.exec(swedish)?.[1]).toBe("Gratis");
    expect(shownTotal(swedish)).toBe(kronor(subtotal, "sv-SE"));
    expect(swedish).not.toContain(`data-testid="free-delivery-left"`);

    expect(await placeOrder(browser)).toEqual({ totalIncVat: subtotal, deliveryIncVat: 0 });
  });
});

describe("the home page's free-delivery promise (issue 18)", () => {
  it("names the threshold checkout charges by, in the shopper's currency, and makes no promise without one", async () => {
    const browser = shopperBrowser(server);
    await writeSetting(shop.database.db, "freeDelivery", { fromIncVat: { SEK: 39_900 } });
    expect(await (await browser.send("GET", "/")).text()).toContain(`Fri frakt från ${kronor(39_900, "sv-SE")}</h2>`);
    expect(await (await browser.send("GET", "/en-GB")).text()).toContain(
      `Free delivery from ${kronor(39_900, "en-GB")}</h2>`,
    );

    await writeSetting(shop.database.db, "freeDelivery", { fromIncVat: {} });
    const without = await (await browser.send("GET", "/")).text();
    expect(without).not.toMatch(/<h2[^>]*>Fri frakt/);
    expect(without).toContain("100 dagars öppet köp</h2>");
  });
});
