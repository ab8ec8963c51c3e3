import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

const words = {
  "sv-SE": {
    prefix: "",
    menu: "Meny",
    closeMenu: "Stäng menyn",
    categories: "Kategorier",
    currency: "Valuta",
    search: "Sök",
    searchBox: "Sök produkter",
    women: "Dam",
    womenPath: "/category/dam",
    jumpers: "Tröjor",
    jumpersPath: "/category/dam/trojor",
    jackets: "Jackor och rockar",
    jacketsPath: "/category/dam/jackor-och-rockar",
    outdoor: "Friluftsliv",
  },
  "en-GB": {
    prefix: "/en-GB",
    menu: "Menu",
    closeMenu: "Close menu",
    categories: "Categories",
    currency: "Currency",
    search: "Search",
    searchBox: "Search products",
    women: "Women",
    womenPath: "/en-GB/category/women",
    jumpers: "Jumpers",
    jumpersPath: "/en-GB/category/women/jumpers",
    jackets: "Jackets and coats",
    jacketsPath: "/en-GB/category/women/jackets-and-coats",
    outdoor: "Outdoor",
  },
} as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const isFocused = (page: Page, selector: string) =>
  page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);

/** Scrolls the page down by the wheel, as a person does, and waits until it has moved. */
async function scrollDown(page: Page): Promise<void> {
  await page.mouse.move(200, 500);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
}

/** The header's box on the screen now. */
async function headerBox(page: Page) {
  const box = await page.getByRole("banner").boundingBox();
  if (!box) throw new Error("no header on the page");
  return box;
}

describe.each(["sv-SE", "en-GB"] as const)("the header in %s, end to end in Chromium", (locale) => {
  const text = words[locale];

  it("on a 390 px phone: one compact row that stays on top, and a menu drawer", async () => {
    const context = await session.newContext(locale, { viewport: phone });
    const page = await context.newPage();
    await page.goto(text.womenPath);
    await page.getByRole("heading", { level: 1, name: text.women }).waitFor();
    const banner = page.getByRole("banner");
    expect((await headerBox(page)).height).toBeLessThanOrEqual(72);
    // The categories, language and currency are in the drawer, not in the header's row.
    expect(await banner.getByRole("navigation", { name: text.categories }).count()).toBe(0);
    expect(await banner.getByRole("combobox", { name: text.currency }).count()).toBe(0);

    await scrollDown(page);
    expect((await headerBox(page)).y).toBe(0);
    // The bag (a link, a button once the mini-bag can open) is still at hand.
    const bag = banner.locator(`a[href="${text.prefix}/bag"]`);
    expect((await bag.boundingBox())!.y).toBeLessThan(72);

    // The search icon unfolds the search box, focused; Escape folds it again.
    const searchToggle = banner.getByRole("button", { name: text.search, exact: true });
    await searchToggle.click();
    const searchBox = page.getByRole("combobox", { name: text.searchBox });
    expect(await searchBox.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await searchBox.waitFor({ state: "hidden" });
    expect(await searchToggle.getAttribute("aria-expanded")).toBe("false");

    const menuButton = banner.getByRole("button", { name: text.menu });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: text.menu });
    await drawer.waitFor();
    await drawer.getByRole("navigation", { name: text.categories }).getByRole("link", { name: text.outdoor }).waitFor();
    await drawer.getByRole("button", { name: "Svenska" }).waitFor();
    await drawer.getByRole("button", { name: "English" }).waitFor();
    await drawer.getByLabel(text.currency).waitFor();
    await expectNoSeriousViolations(page);

    // The page behind stays where it was under the wheel.
    const scrolledTo = await scrollY(page);
    await page.mouse.move(380, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(scrolledTo);

    // Tab and Shift+Tab go round inside the drawer.
    for (const key of [...Array<string>(15).fill("Tab"), "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await isFocused(page, '[data-testid="menu-drawer"] *'), key).toBe(true);
    }
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    // The dialog gives the focus back a frame after it has closed.
    await expect.poll(() => menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // A menu of subcategories unfolds in the drawer; choosing one closes the drawer and loads its page.
    await menuButton.click();
    await drawer.locator("summary", { hasText: text.women }).click();
    await drawer.getByRole("link", { name: text.jumpers }).click();
    await page.waitForURL(`**${text.jumpersPath}`);
    await page.getByRole("heading", { level: 1, name: text.jumpers }).waitFor();
    await drawer.waitFor({ state: "hidden" });

    // The close button closes it too.
    await menuButton.click();
    await drawer.getByRole("button", { name: text.closeMenu }).click();
    await drawer.waitFor({ state: "hidden" });
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it("on a 1366 px screen: sticky, the categories in a row whose menus close after a choice", async () => {
    const context = await session.newContext(locale, { viewport: desktop });
    const page = await context.newPage();
    await page.goto(text.prefix || "/");
    const banner = page.getByRole("banner");
    const menu = banner.getByRole("navigation", { name: text.categories });
    await menu.getByRole("link", { name: text.outdoor }).waitFor();
    await banner.getByRole("combobox", { name: text.searchBox }).waitFor();
    await banner.getByRole("button", { name: "English" }).waitFor();
    await banner.getByLabel(text.currency).waitFor();
    expect(await banner.getByRole("button", { name: text.menu }).count()).toBe(0);
    expect((await headerBox(page)).height).toBeLessThanOrEqual(120);

    await scrollDown(page);
    expect((await headerBox(page)).y).toBe(0);
    await menu.getByRole("link", { name: text.outdoor }).click({ trial: true });

    // By mouse: the menu drops down, and a choice closes it as its page loads.
    const women = menu.locator("details", { has: page.locator("summary", { hasText: text.women }) });
    await women.locator("summary").click();
    await women.getByRole("link", { name: text.jumpers }).click();
    await page.waitForURL(`**${text.jumpersPath}`);
    await page.getByRole("heading", { level: 1, name: text.jumpers }).waitFor();
    expect(await isOpen(women)).toBe(false);
    await women.getByRole("link", { name: text.jumpers }).waitFor({ state: "hidden" });

    // By keyboard: Enter opens it, Escape closes it with the focus back on it, and a choice closes it too.
    await women.locator("summary").focus();
    await page.keyboard.press("Enter");
    await women.getByRole("link", { name: text.jumpers }).waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(women)).toBe(false);
    await expect.poll(() => isFocused(page, "summary")).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await isFocused(page, `a[href="${text.jacketsPath}"]`)).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(`**${text.jacketsPath}`);
    await page.getByRole("heading", { level: 1, name: text.jackets }).waitFor();
    expect(await isOpen(women)).toBe(false);
    expect(await isFocused(page, "summary")).toBe(true);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("the header without JavaScript, on a phone", () => {
  it("reaches the menu and the search through links, and searches with a plain form", async () => {
    const context = await session.newContext("en-GB", { viewport: phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en-GB/find-store");
    const banner = page.getByRole("banner");
    expect((await headerBox(page)).height).toBeLessThanOrEqual(72);
    await banner.getByRole("link", { name: "Menu" }).click();
    const menu = banner.getByRole("navigation", { name: "Categories" });
    await menu.locator("summary", { hasText: "Women" }).click();
    await menu.getByRole("link", { name: "Jumpers" }).click();
    await page.getByRole("heading", { level: 1, name: "Jumpers" }).waitFor();

    await banner.getByRole("link", { name: "Search", exact: true }).click();
    await banner.getByRole("combobox", { name: "Search products" }).fill("down jacket");
    await banner.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL("**/en-GB/search?q=down+jacket");
    expect(await page.locator("main article").count()).toBeGreaterThan(0);
    await context.close();
  });
});
