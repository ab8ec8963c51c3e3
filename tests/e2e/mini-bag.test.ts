import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatMoney } from "#commerce/modules/pricing/browser.ts";
import { settingDefaults } from "#commerce/modules/settings/setting-values.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { miniBag, openProductInStock, texts, type Locale } from "./bag-journey.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

/** Socks cost less than the free-delivery threshold, so one pair leaves something to go (two may not). */
const socks = { "sv-SE": "underklader-och-strumpor/strumpor", "en-GB": "underwear-and-socks/socks" } as const;
const words = {
  "sv-SE": {
    left: "kvar till fri frakt",
    free: "Frakten är gratis",
    checkout: "Kassa",
    bagPage: "Varukorg",
    failed: "Vi kunde inte uppdatera",
  },
  "en-GB": {
    left: "left to free delivery",
    free: "Delivery is free",
    checkout: "Checkout",
    bagPage: "Shopping bag",
    failed: "We could not update",
  },
} as const;
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
/** The demo shop's threshold in kronor (ADR 0027); no journey changes it. */
const freeFromSek = settingDefaults.freeDelivery.fromIncVat.SEK!;
const sek = { code: "SEK", decimals: 2, prefix: "", suffix: " kr" };

/** An amount as the shop shows it ("1 299 kr", "89,40 kr"; "1,299 kr", "89.40 kr") in minor units. */
function minorUnits(text: string, locale: Locale): number {
  const number = locale === "sv-SE" ? text.replace(/[^\d,]/g, "").replace(",", ".") : text.replace(/[^\d.]/g, "");
  return Math.round(Number(number) * 100);
}

const hasFocus = (element: Locator) => element.evaluate((node) => node === document.activeElement);

/**
 * Adds the product shown to the bag and checks the mini-bag that opens: the line just added with its
 * picture, name, size and `quantity`, the subtotal and what is left to free delivery (or that it is
 * free), the header's count, the focus inside it and its place on the right. Saves a screenshot when
 * SCREENSHOT_DIR is set.
 */
async function addAndSeeMiniBag(page: Page, locale: Locale, name: string, quantity: number) {
  await page.getByRole("button", { name: texts[locale].add }).click();
  const drawer = miniBag(page);
  await drawer.getByTestId("mini-bag-added").filter({ hasText: texts[locale].added }).waitFor();
  const added = drawer.locator("[data-just-added]");
  await added.getByRole("link", { name, exact: true }).waitFor();
  await added
    .getByTestId("line-quantity")
    .filter({ hasText: new RegExp(`^${quantity}$`) })
    .waitFor();
  expect(await added.textContent()).toMatch(/Storlek|Size/);
  expect(await added.locator("img").count()).toBe(1);
  const lineTotal = minorUnits((await added.getByTestId("mini-bag-line-total").textContent())!, locale);
  expect(lineTotal).toBeGreaterThan(0);
  const subtotal = (await drawer.getByTestId("basket-totals").locator("dd").first().textContent())!;
  expect(minorUnits(subtotal, locale)).toBe(lineTotal);
  expect(await drawer.getByTestId("mini-bag-free-delivery").textContent()).toBe(
    lineTotal < freeFromSek
      ? `${formatMoney(freeFromSek - lineTotal, sek, locale)} ${words[locale].left}`
      : words[locale].free,
  );
  await drawer.getByRole("link", { name: texts[locale].viewBag }).waitFor();
  // The header's count follows the add (its status is revalidated with it).
  await page
    .getByTestId("bag-count")
    .filter({ hasText: new RegExp(`^${quantity}$`) })
    .waitFor();
  expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const box = (await drawer.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);
  if (process.env.SCREENSHOT_DIR) {
    const { width, height } = page.viewportSize()!;
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `mini-bag-${locale}-${width}x${height}.png`) });
  }
  return drawer;
}

/** A sock in stock with its size chosen, at a phone's size, drawers shown at once (no slide to wait for). */
async function openSock(locale: Locale, nth: number) {
  const context = await session.newContext(locale, { viewport: phone });
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  const name = await openProductInStock(page, locale, socks[locale], nth);
  return { context, page, name, add: page.getByRole("button", { name: texts[locale].add }) };
}

describe("the mini-bag, in Chromium", () => {
  it("sv-SE: a refused add says why; an add opens the mini-bag (axe-clean), Escape gives the focus back; at 1366 × 900 a second add shows two, and Go to checkout reaches checkout", async () => {
    const { context, page, name, add } = await openSock("sv-SE", 0);
    // A variant the shop does not have: the bag refuses it, in a toast, and no mini-bag opens.
    const variant = page.locator('input[name="variantId"]');
    const variantId = await variant.inputValue();
    await variant.evaluate((input: HTMLInputElement) => (input.value = "2147483000"));
    await add.click();
    await page.getByRole("alert").filter({ hasText: words["sv-SE"].failed }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await variant.evaluate((input: HTMLInputElement, id) => (input.value = id), variantId);

    const drawer = await addAndSeeMiniBag(page, "sv-SE", name, 1);
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    // The focus goes back in the frame after the drawer has gone.
    await expect.poll(() => hasFocus(add)).toBe(true);

    await page.setViewportSize(desktop);
    await addAndSeeMiniBag(page, "sv-SE", name, 2);
    await drawer.getByRole("link", { name: texts["sv-SE"].toCheckout }).click();
    await page.getByRole("heading", { level: 1, name: words["sv-SE"].checkout }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.locator("main").getByText(name).count()).toBeGreaterThan(0);
    expect(context.consoleErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await context.close();
  });

  it("en-GB: closes by Escape, the backdrop, its close button and a removed last line, giving the focus back each time; Go to checkout reaches checkout", async () => {
    const { context, page, name, add } = await openSock("en-GB", 1);
    const drawer = await addAndSeeMiniBag(page, "en-GB", name, 1);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(add)).toBe(true);

    await page.setViewportSize(desktop);
    await addAndSeeMiniBag(page, "en-GB", name, 2);
    await expectNoSeriousViolations(page);
    await page.mouse.click(100, 450); // the backdrop, left of the drawer
    await drawer.waitFor({ state: "detached" });

    // Removing the only line leaves the drawer, and the focus in it, with an empty bag.
    await add.click();
    await drawer.getByRole("button", { name: `Remove ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Shopping bag" });
    await dialog.getByText("Your bag is empty.").waitFor();
    await page.getByTestId("bag-count").waitFor({ state: "detached" });
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await dialog.getByRole("button", { name: "Continue shopping" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(add)).toBe(true);

    await addAndSeeMiniBag(page, "en-GB", name, 1);
    await drawer.getByRole("button", { name: "Close the bag" }).click();
    await drawer.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(add)).toBe(true);
    await add.click();
    await drawer.getByRole("link", { name: texts["en-GB"].toCheckout }).click();
    await page.getByRole("heading", { level: 1, name: words["en-GB"].checkout }).waitFor();
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens from the header's bag too, which still opens the bag page in a new tab", async ({ skip }) => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/");
    // The shopper's status arrives after hydration; only then is the header's bag a button.
    const header = page.locator("header");
    await header.getByText("Shopping bag, 0 items").waitFor({ state: "attached" });
    // It opens the mini-bag once site-header.tsx renders <BagButton /> (or spreads useMiniBagTrigger()
    // on its bag link) under a MiniBagProvider; until then it is a plain link to the bag page.
    const headerBag = header.getByRole("button", { name: "Shopping bag, 0 items" });
    skip((await headerBag.count()) === 0, "the header's bag is not the mini-bag's button yet");
    await headerBag.click();
    const dialog = page.getByRole("dialog", { name: "Shopping bag" });
    await dialog.getByText("Your bag is empty.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => hasFocus(headerBag)).toBe(true);
    // Space opens it as it opens any button.
    await page.keyboard.press(" ");
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const [tab] = await Promise.all([context.waitForEvent("page"), headerBag.click({ modifiers: ["ControlOrMeta"] })]);
    await tab!.getByRole("heading", { level: 1, name: "Shopping bag" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it("without JavaScript, add to bag still posts and shows the bag page", async () => {
    const context = await session.newContext("sv-SE", { javaScriptEnabled: false });
    const page = await context.newPage();
    const name = await openProductInStock(page, "sv-SE", socks["sv-SE"], 2);
    await page.getByRole("button", { name: texts["sv-SE"].add }).click();
    await page.waitForURL((url) => url.pathname === "/bag");
    await page.getByRole("heading", { level: 1, name: words["sv-SE"].bagPage }).waitFor();
    expect(await page.locator("main").getByRole("link", { name, exact: true }).count()).toBe(1);
    await context.close();
  });
});
