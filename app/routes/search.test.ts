import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { currencyCookieName } from "#server/storefront-shopper.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);

/** The texts a screen reader hears for the listing's count and its filter values. */
async function listingCounts(path: string) {
  const html = await (await fetch(server.url(path))).text();
  return {
    productCount: /data-testid="product-count"[^>]*>([^<]*)</.exec(html)?.[1],
    filterValues: [...html.matchAll(/<span class="sr-only">([^<]*)<\/span>/g)].map((match) => match[1]),
  };
}

describe("a search that finds one product", () => {
  it.each([
    ["/search?q=Kiruna%20Linnekl%C3%A4nning", "1 produkt", "Röd, 1 produkt"],
    ["/en-GB/search?q=Kiruna%20Linen%20Dress", "1 product", "Red, 1 product"],
  ])("at %s counts it, and each filter value's one product, in the singular", async (path, count, red) => {
    const { productCount, filterValues } = await listingCounts(path);
    expect(productCount).toBe(count);
    expect(filterValues).toContain(red);
    expect(filterValues.join("|")).not.toMatch(/\b1 (produkter|products)\b/);
  });
});

describe("prices in a search", () => {
  it.each([
    ["/search?q=Kiruna%20Linnekl%C3%A4nning", /£\d+(,\d\d)?</],
    ["/en-GB/search?q=Kiruna%20Linen%20Dress", /£\d+(\.\d\d)?</],
  ])("at %s wear the pound's prefix (SPEC §3 Currency), the number in the page's language", async (path, price) => {
    const currencies = await shop.commerce.pricing.listCurrencies();
    const pound = currencies.find((currency) => currency.code === "GBP")!;
    const html = await (
      await fetch(server.url(path), { headers: { cookie: `${currencyCookieName}=${pound.id}` } })
    ).text();
    const main = html.slice(html.indexOf('<main id="main"'));
    expect(main).toMatch(price);
    expect(main).not.toMatch(/\d\sGBP/);
  });
});

describe("a search that finds nothing", () => {
  it.each([
    ["/en-GB/search?q=jkacet", "jacket", "/en-GB/search?q=jacket"],
    ["/search?q=kfoat", "kofta", "/search?q=kofta"],
  ])("at %s asks whether the shopper meant %s, which finds something", async (path, meant, link) => {
    const html = await (await fetch(server.url(path))).text();
    const main = html.slice(html.indexOf('<main id="main"'));
    expect(main).toContain(`href="${link}"`);
    expect(main).toContain(`>${meant}</a>`);
    const corrected = await (await fetch(server.url(link))).text();
    expect(corrected).toMatch(/data-testid="product-count"[^>]*>[1-9]/);
  });

  it("suggests nothing for a word nothing in the shop is near", async () => {
    const html = await (await fetch(server.url("/en-GB/search?q=helicopter"))).text();
    expect(html).toContain("No products matched");
    expect(html).not.toContain("Did you mean");
  });
});
