import { describe, expect, it } from "vitest";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

describe("the shop shell, end to end in Chromium", () => {
  it("goes from the Swedish home page to English, into a category, and hits a 404", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();

    await page.goto("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("sv-SE");
    expect(await page.locator("h1").textContent()).toBe("Gjort för svenskt friluftsliv");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      "Best headless ecommerce solution",
    );

    await page.getByRole("button", { name: "English" }).click();
    await page.waitForURL("**/en-GB");
    await page.getByRole("heading", { level: 1, name: "Made for the Swedish outdoors" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en-GB");

    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Outdoor" }).click();
    await page.waitForURL("**/en-GB/category/outdoor");
    await page.getByRole("heading", { level: 1, name: "Outdoor" }).waitFor();
    await page
      .getByRole("navigation", { name: "Subcategories" })
      .getByRole("link", { name: "Tents and sleeping bags" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Tents and sleeping bags" }).waitFor();
    expect(page.url()).toMatch(/\/en-GB\/category\/outdoor\/tents-and-sleeping-bags$/);
    expect(await page.getByTestId("product-count").textContent()).toMatch(/^\d+ products$/);
    expect(await page.locator("main article").count()).toBeGreaterThan(0);

    const response = await page.goto("/en-GB/no-such-page");
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Page Not Found");
    expect(await page.getByText("Page not found: /en-GB/no-such-page").count()).toBe(1);
    expect(context.consoleErrors.filter((error) => !error.includes("404"))).toEqual([]);
    await context.close();
  });

  it("sends an English browser without a cookie from / to /en-GB, and remembers a Swedish choice", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/en-GB");

    await page.getByRole("button", { name: "Svenska" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "butik_locale");
    expect(cookie?.value).toBe("sv-SE");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("keeps the same category when switching language, with the slug translated", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/category/friluftsliv/talt-och-sovsackar/talt");
    expect(await page.locator("h1").textContent()).toBe("Tält");
    await page.getByRole("button", { name: "English" }).click();
    await page.waitForURL("**/en-GB/category/outdoor/tents-and-sleeping-bags/tents");
    await page.getByRole("heading", { level: 1, name: "Tents" }).waitFor();
    await context.close();
  });

  it("opens a product from a category and shows the stock of the chosen colour and size", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/category/dam/jackor-och-rockar/vinterjackor");
    const firstProduct = page.locator("main article h3 a").first();
    const name = await firstProduct.textContent();
    await firstProduct.click();
    await page.getByRole("heading", { level: 1, name: name! }).waitFor();
    const colours = page.getByRole("group", { name: /Färg/ }).getByRole("link");
    expect(await colours.count()).toBeGreaterThan(0);
    const sizes = page.getByRole("group", { name: "Storlek" }).getByRole("link");
    await sizes.first().click();
    await page.getByTestId("variant-stock").getByText("Artikelnummer").waitFor();
    expect(await page.getByTestId("variant-stock").textContent()).toMatch(/\d+ i lager på webben · \d+ i butik/);
    expect(page.url()).toMatch(/\?colour=[a-z]+&size=/);
    const firstPartNo = await page.getByTestId("variant-stock").getByText("Artikelnummer").textContent();
    await sizes.nth(1).click();
    await expect
      .poll(() => page.getByTestId("variant-stock").getByText("Artikelnummer").textContent())
      .not.toBe(firstPartNo);
    await context.close();
  });

  it("changes every price when the currency changes", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/category/women");
    // Kronor wear their suffix in English too (SPEC §3 Currency), not Intl's "SEK" prefix.
    expect(await page.locator("main article").first().textContent()).toMatch(/\d\skr/);
    await page.getByLabel("Currency").selectOption({ label: "EUR" });
    await page.waitForFunction(() => document.querySelector("main article")?.textContent?.includes("€"));
    const prices = await page.locator("main article").allTextContents();
    expect(prices.every((text) => text.includes("€"))).toBe(true);

    // SPEC §4: an unknown currency id changes nothing (the server logs 'Currency not found').
    const answer = await page.request.post("/preferences/currency", {
      form: { currencyId: "999", returnTo: "/en-GB/category/women" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(302);
    expect(answer.headers()["set-cookie"]).toBeUndefined();
    await page.reload();
    expect(await page.locator("main article").first().textContent()).toContain("€");
    await context.close();
  });
});
