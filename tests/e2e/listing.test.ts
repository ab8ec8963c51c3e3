import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

/**
 * These journeys use the wide layout, whose filter column shows every group open beside the grid;
 * narrower screens filter through the drawer (filter-drawer.test.ts).
 */
const wide = { width: 1366, height: 900 };

const productCount = async (page: Page) =>
  Number((await page.getByTestId("product-count").textContent())!.match(/\d+/)![0]);

/** Clicks the first enabled value of a filter group and waits for the listing to show its count. */
async function chooseFirstValue(page: Page, group: string) {
  const option = page
    .locator("details", { has: page.locator("summary", { hasText: group }) })
    .locator("a")
    .first();
  const label = (await option.locator(".sr-only").textContent())!;
  const expected = Number(/, (\d+) /.exec(label)![1]);
  await option.click();
  await page.waitForFunction(
    (count) => document.querySelector('[data-testid="product-count"]')?.textContent?.startsWith(`${count} `),
    expected,
  );
  return expected;
}

describe("category listing with filters, end to end in Chromium", () => {
  it("filters by colour, size and price, sorts, pages, and the same URL shows the same result", async () => {
    const context = await session.newContext("en-GB", { viewport: wide });
    const page = await context.newPage();
    await page.goto("/en-GB/category/women");
    const all = await productCount(page);

    const afterColour = await chooseFirstValue(page, "Colour");
    expect(afterColour).toBeLessThan(all);
    expect(new URL(page.url()).searchParams.get("filter")).toMatch(/^parf\|L\d+_\d+$/);
    const afterSize = await chooseFirstValue(page, "Size");
    expect(afterSize).toBeLessThanOrEqual(afterColour);

    // The two-thumb slider moves the fields the form sends: arrows, PageUp/PageDown, Home/End.
    const lowest = page.getByLabel("Lowest price", { exact: true });
    const highest = page.getByLabel("Highest price", { exact: true });
    const [from, to] = [Number(await lowest.inputValue()), Number(await highest.inputValue())];
    const lowThumb = page.getByRole("slider", { name: /Lowest price, slider/ });
    const highThumb = page.getByRole("slider", { name: /Highest price, slider/ });
    await lowThumb.focus();
    await page.keyboard.press("PageUp");
    await page.keyboard.press("ArrowRight");
    await highThumb.focus();
    await page.keyboard.press("PageDown");
    const [slidFrom, slidTo] = [Number(await lowest.inputValue()), Number(await highest.inputValue())];
    expect(slidFrom).toBeGreaterThan(from + 1);
    expect(slidTo).toBeLessThan(to);
    expect((await lowThumb.getAttribute("aria-valuetext"))?.replace(/\D/g, "")).toBe(String(slidFrom));
    // The price fields are drawn anew for the new range; mark these to know when that has happened.
    await lowest.evaluate((input) => input.setAttribute("data-before", ""));
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/prcf/);
    expect(new URL(page.url()).searchParams.get("filter")).toContain(`prcf|true_${slidFrom}-${slidTo}`);
    await page.locator('input[name="priceMin"]:not([data-before])').waitFor();

    await lowest.fill("500");
    await highest.fill("3000");
    await page.locator('input[name="priceMin"]').evaluate((input) => input.setAttribute("data-before", ""));
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/true_500-3000/);
    // The sort form keeps the page's filter: it is chosen once the page is drawn for the new one.
    await page.locator('input[name="priceMin"]:not([data-before])').waitFor();
    expect(new URL(page.url()).searchParams.get("filter")).toMatch(/prcf\|true_500-3000/);

    await page.getByLabel("Sort by").selectOption("price-asc");
    await page.waitForURL(/sort=price-asc/);
    // The URL changes as the new data arrives; the grid re-renders a moment later.
    await expect
      .poll(
        async () => {
          const prices = await page.locator("main article p.font-medium, main article .text-sale").allTextContents();
          const amounts = prices.map((text) => Number(text.replace(/[^\d.]/g, "")));
          return amounts.length > 0 && amounts.every((amount, index) => index === 0 || amounts[index - 1]! <= amount);
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    const filteredUrl = page.url();
    const filteredCount = await productCount(page);
    const firstProduct = await page.locator("main article h3").first().textContent();
    const fresh = await context.newPage();
    await fresh.goto(filteredUrl);
    expect(await productCount(fresh)).toBe(filteredCount);
    expect(await fresh.locator("main article h3").first().textContent()).toBe(firstProduct);
    await context.close();
  });

  it("opens a product from an English listing, picks colour and size, and sees that variant's stock", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/category/shoes?filter=ohf|true");
    await page.locator("main article h3 a").first().click();
    await page.getByRole("group", { name: /Colour/ }).waitFor();
    const colours = page.getByRole("group", { name: /Colour/ }).getByRole("link");
    await colours.last().click();
    await page.getByRole("group", { name: "Size" }).getByRole("link").first().click();
    const stock = page.getByTestId("variant-stock");
    await stock.getByText("Article number").waitFor();
    expect(await stock.textContent()).toMatch(/(In stock|Sold out)\d+ in stock online · \d+ in stores/);
    await context.close();
  });

  it("pages through a Swedish category and clears the filters", async () => {
    const context = await session.newContext("sv-SE", { viewport: wide });
    const page = await context.newPage();
    await page.goto("/category/dam?sort=name-asc");
    const all = await productCount(page);
    const firstOnPageOne = await page.locator("main article h3").first().textContent();
    await page.getByRole("link", { name: "Nästa sida" }).click();
    await page.getByText("Sida 2 av").waitFor();
    expect(await page.locator("main article h3").first().textContent()).not.toBe(firstOnPageOne);

    await chooseFirstValue(page, "Färg");
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    // The chosen colour shows above the grid as a chip that takes it away, beside "clear all".
    expect(await page.getByRole("list", { name: "Valda filter" }).getByRole("link").count()).toBe(1);
    await page.getByRole("link", { name: "Rensa alla filter" }).click();
    await page.waitForFunction(
      (count) => document.querySelector('[data-testid="product-count"]')?.textContent?.startsWith(`${count} `),
      all,
    );
    await context.close();
  });

  it("filters, prices and sorts without JavaScript", async () => {
    const context = await session.browser.newContext({
      locale: "en-GB",
      baseURL: session.origin,
      javaScriptEnabled: false,
      viewport: wide,
    });
    const page = await context.newPage();
    await page.goto("/en-GB/category/women");
    const all = await productCount(page);
    const option = page
      .locator("details", { has: page.locator("summary", { hasText: "Colour" }) })
      .locator("a")
      .first();
    const expected = Number(/, (\d+) /.exec((await option.locator(".sr-only").textContent())!)![1]);
    await option.click();
    expect(await productCount(page)).toBe(expected);
    expect(expected).toBeLessThan(all);
    await page.getByLabel("Lowest price", { exact: true }).fill("100");
    await page.getByLabel("Highest price", { exact: true }).fill("900");
    await page.getByRole("button", { name: "Show" }).click();
    expect(new URL(page.url()).searchParams.get("filter")).toMatch(/prcf\|true_100-900/);
    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    expect(new URL(page.url()).searchParams.get("sort")).toBe("price-desc");
    await context.close();
  });

  it("answers a broken filter in the address with a 400 page, not a crash", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    const response = await page.goto("/en-GB/category/women?filter=nonsense");
    expect(response?.status()).toBe(400);
    expect(await page.getByText("These filters cannot be read. Clear the filters and try again.").count()).toBe(1);
    await context.close();
  });
});
