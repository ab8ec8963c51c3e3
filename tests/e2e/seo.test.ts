import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

/** Every JSON-LD block of the page, parsed (a block that is not valid JSON fails the test here). */
const structuredData = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
const ofType = (things: Record<string, unknown>[], type: string) => things.filter((thing) => thing["@type"] === type);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe("search engines' view of the shop, end to end in Chromium", () => {
  it("serves robots.txt and a sitemap index whose sitemaps all answer with URLs of real pages", async () => {
    const context = await session.newContext("sv-SE");
    const robots = await context.request.get("/robots.txt");
    expect(await robots.text()).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
    const sitemaps = locs(await (await context.request.get("/sitemap.xml")).text());
    expect(sitemaps).toHaveLength(8);
    const urls = (
      await Promise.all(sitemaps.map(async (sitemap) => locs(await (await context.request.get(sitemap)).text())))
    ).flat();
    expect(urls.length).toBeGreaterThan(100);
    // A sample of each kind opens as a page.
    for (const pattern of [/\/product\//, /\/en-GB\/category\//, /\/blog\/[a-z0-9-]+$/]) {
      const url = urls.find((candidate) => pattern.test(candidate))!;
      expect((await context.request.get(url)).status(), url).toBe(200);
    }
    await context.close();
  });

  it("describes a product with offers, breadcrumbs and the organisation, with canonical and hreflang links", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/product/women-abisko-down-jacket?colour=red");
    const things = await structuredData(page);
    const [product] = ofType(things, "Product") as {
      name: string;
      offers: { availability: string; price: string; priceCurrency: string }[];
    }[];
    expect(product!.name).toBe(await page.locator("h1").textContent());
    expect(product!.offers.length).toBeGreaterThan(1);
    for (const offer of product!.offers) {
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|InStoreOnly|OutOfStock)$/);
      expect(offer).toMatchObject({ priceCurrency: "SEK", price: expect.stringMatching(/^\d+\.\d{2}$/) });
    }
    const [breadcrumbs] = ofType(things, "BreadcrumbList") as {
      itemListElement: { position: number; name: string }[];
    }[];
    expect(breadcrumbs!.itemListElement.map((item) => item.position)).toEqual(
      breadcrumbs!.itemListElement.map((_, index) => index + 1),
    );
    expect(breadcrumbs!.itemListElement.at(-1)!.name).toBe(product!.name);
    expect(ofType(things, "Organization")).toHaveLength(1);

    const origin = new URL(page.url()).origin;
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${origin}/en-GB/product/women-abisko-down-jacket`,
    );
    expect(await page.locator('link[hreflang="sv-SE"]').getAttribute("href")).toBe(
      `${origin}/product/women-abisko-down-jacket`,
    );
    expect(await page.locator('link[hreflang="x-default"]').getAttribute("href")).toBe(
      `${origin}/product/women-abisko-down-jacket`,
    );
    expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toBe("");

    // A category's slug differs between locales; the alternates follow it, also after client navigation.
    await page.goto("/en-GB/category/women");
    await page
      .getByRole("navigation", { name: "Subcategories" })
      .getByRole("link", { name: "Jackets and coats" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Jackets and coats" }).waitFor();
    await expect
      .poll(() => page.locator('link[hreflang="sv-SE"]').getAttribute("href"))
      .toBe(`${origin}/category/dam/jackor-och-rockar`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${origin}/en-GB/category/women/jackets-and-coats`,
    );
    expect(await page.title()).toMatch(/^Jackets and coats \| /);
    await context.close();
  });

  it("describes an article and every store", async () => {
    const context = await session.newContext("sv-SE");
    const articleUrl = locs(await (await context.request.get("/sitemaps/articles-sv-SE.xml")).text())[0]!;
    const page = await context.newPage();
    await page.goto(articleUrl);
    const [article] = ofType(await structuredData(page), "Article") as {
      headline: string;
      url: string;
      datePublished?: string;
    }[];
    expect(article!.headline).toBe(await page.locator("h1").textContent());
    expect(article!.url).toBe(articleUrl);

    await page.goto("/find-store");
    const stores = ofType(await structuredData(page), "Store") as {
      name: string;
      openingHoursSpecification: { dayOfWeek: string[] }[];
    }[];
    expect(stores).toHaveLength(13);
    const kiruna = stores.find((store) => store.name === "Butik Kiruna")!;
    expect(kiruna.openingHoursSpecification.map((hours) => hours.dayOfWeek)).toEqual([
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      ["Saturday"],
    ]);
    await context.close();
  });
});
