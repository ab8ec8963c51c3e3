import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

const phone = { width: 390, height: 844 };
const wide = { width: 1366, height: 900 };

const words = {
  "sv-SE": {
    women: "/category/dam",
    filter: /^Filtrera/,
    colour: "Färg",
    show: (count: number) => `Visa ${count} ${count === 1 ? "produkt" : "produkter"}`,
    chosen: "1 vald",
    clear: "Rensa alla",
    close: "Stäng filter",
    remove: /^Ta bort filtret Färg: /,
  },
  "en-GB": {
    women: "/en-GB/category/women",
    filter: /^Filter/,
    colour: "Colour",
    show: (count: number) => `Show ${count} ${count === 1 ? "product" : "products"}`,
    chosen: "1 chosen",
    clear: "Clear all",
    close: "Close filters",
    remove: /^Remove filter Colour: /,
  },
} as const;

type Locale = keyof typeof words;

const productCount = async (page: Page) =>
  Number((await page.getByTestId("product-count").textContent())!.replace(/\D/g, ""));

/** The listing says `count` products (it re-renders a moment after its URL changes). */
const listingShows = (page: Page, count: number) => expect.poll(() => productCount(page)).toBe(count);

const focusIsIn = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

describe.each(["sv-SE", "en-GB"] as Locale[])("the listing's filters in %s, end to end in Chromium", (locale) => {
  const text = words[locale];

  it("on a phone: products first, a drawer counts the choices and shows them, clears them, and closes", async () => {
    const context = await session.newContext(locale, { viewport: phone });
    const page = await context.newPage();
    // The sheet slides in and out unless motion is reduced; the journey need not wait for it.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(text.women);
    const all = await productCount(page);
    // The first product card's picture is on the first screen; the filter column is not on the page.
    const card = (await page.locator("main article").first().boundingBox())!;
    expect(card.y + card.height / 2).toBeLessThanOrEqual(phone.height);
    expect(await page.getByTestId("filter-column").isVisible()).toBe(false);

    const filterButton = page.getByRole("button", { name: text.filter });
    await filterButton.click();
    const drawer = page.getByRole("dialog");
    await drawer.waitFor();
    expect(await focusIsIn(drawer)).toBe(true);
    const show = drawer.getByTestId("show-products");
    expect(await show.textContent()).toBe(text.show(all));

    // A colour: the drawer asks the server and says how many products it would show; the page stays.
    const colourGroup = drawer.getByRole("button", { name: text.colour });
    expect(await colourGroup.getAttribute("aria-expanded")).toBe("false");
    await colourGroup.click();
    const colour = drawer.getByRole("checkbox").first();
    const label = (await colour.getAttribute("aria-label"))!;
    const expected = Number(/, (\d+) /.exec(label)![1]);
    const urlBefore = page.url();
    await colour.check();
    await expect.poll(() => show.textContent()).toBe(text.show(expected));
    expect(await colourGroup.textContent()).toContain(text.chosen);
    expect(page.url()).toBe(urlBefore);
    await expectNoSeriousViolations(page);

    // Focus stays in the drawer: past the last control it comes round to the first, and back.
    await show.focus();
    await page.keyboard.press("Tab");
    expect(await focusIsIn(drawer)).toBe(true);
    await page.keyboard.press("Shift+Tab");
    expect(await show.evaluate((element) => element === document.activeElement)).toBe(true);

    await show.click();
    await page.waitForURL(/filter=parf/);
    await drawer.waitFor({ state: "detached" });
    await listingShows(page, expected);
    expect(await page.locator("main article").count()).toBe(Math.min(expected, 24));
    const chip = page.getByRole("link", { name: text.remove });
    expect(await chip.count()).toBe(1);
    expect(await filterButton.textContent()).toMatch(/1/);

    // Clear all empties the draft; Show brings every product back.
    await filterButton.click();
    await drawer.getByRole("button", { name: text.clear, exact: true }).click();
    await expect.poll(() => show.textContent()).toBe(text.show(all));
    await show.click();
    await page.waitForURL((url) => !url.searchParams.has("filter"));
    await listingShows(page, all);

    // Escape (in Swedish) or the close button (in English) leaves the listing as it was, with focus
    // back on the Filter button.
    await filterButton.click();
    await drawer.waitFor();
    if (locale === "sv-SE") await page.keyboard.press("Escape");
    else await drawer.getByRole("button", { name: text.close }).click();
    await drawer.waitFor({ state: "detached" });
    // The dialog gives the focus back a frame after it has closed.
    await expect.poll(() => filterButton.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(page.url()).toMatch(/women$|dam$/);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it("on a wide screen: the filter column stays in view beside the grid as it scrolls", async () => {
    const context = await session.newContext(locale, { viewport: wide });
    const page = await context.newPage();
    await page.goto(`${text.women}?filter=ohf|true`);
    expect(await page.getByRole("button", { name: text.filter }).isVisible()).toBe(false);
    const column = page.getByTestId("filter-column");
    const colour = column.locator("summary", { hasText: text.colour });
    await page.mouse.move(wide.width / 2, wide.height / 2);
    await page.mouse.wheel(0, 1600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const top = (await column.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(250);
    // Nothing (a sticky header) covers the column's first group.
    const summary = (await colour.boundingBox())!;
    const covered = await page.evaluate(
      ([x, y]) => !document.querySelector('[data-testid="filter-column"]')!.contains(document.elementFromPoint(x!, y!)),
      [summary.x + 10, summary.y + summary.height / 2],
    );
    expect(covered).toBe(false);
    await context.close();
  });
});

describe("the listing's filters on a phone without JavaScript", () => {
  it("opens the filter panel from the Filter link and filters with its links", async () => {
    const context = await session.newContext("en-GB", { viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en-GB/category/women");
    const all = await productCount(page);
    await page.getByRole("link", { name: /^Filter/ }).click();
    const option = page
      .locator("details", { has: page.locator("summary", { hasText: "Colour" }) })
      .locator("a")
      .first();
    await option.waitFor();
    const expected = Number(/, (\d+) /.exec((await option.locator(".sr-only").textContent())!)![1]);
    await option.click();
    expect(await productCount(page)).toBe(expected);
    expect(expected).toBeLessThan(all);
    await page.getByRole("link", { name: /^Remove filter Colour: / }).click();
    expect(await productCount(page)).toBe(all);
    await context.close();
  });
});
