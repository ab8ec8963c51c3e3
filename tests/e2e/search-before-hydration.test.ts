import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

/**
 * Holds back every script of the page (the entry, the route modules, the manifest) until `release`
 * is called: the shopper sees the server's page and types into it before React has hydrated it, as
 * on a slow phone connection.
 */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js(\?.*)?$/, async (route) => {
    await released;
    // The page may have moved on (a plain form submit) while the script was held.
    await route.continue().catch(() => undefined);
  });
  return { release };
}

/** Whether React has hydrated `element` yet (it keeps its fiber on the DOM node it hydrated). */
function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")));
}

/** The home page with its scripts held back, and "jacka" typed into the search box before any of them ran. */
async function typeBeforeHydration() {
  const context = await session.newContext("sv-SE");
  const page = await context.newPage();
  const scripts = await holdScripts(page);
  // The server's page is there as soon as it streams in; no script of it has run yet.
  await page.goto("/", { waitUntil: "commit" });
  const box = page.getByRole("combobox", { name: "Sök produkter" });
  await box.pressSequentially("jacka", { delay: 20 });
  expect(await isHydrated(box)).toBe(false);
  return { context, page, scripts, box };
}

describe("search typed before the page hydrated, end to end in Chromium", () => {
  it("keeps the words, suggests for them once the page is live, and Enter searches them", async () => {
    const { context, page, scripts, box } = await typeBeforeHydration();

    scripts.release();
    await expect.poll(() => isHydrated(box)).toBe(true);
    const products = page.getByRole("listbox", { name: "Förslag" }).getByRole("group", { name: "Produkter" });
    await products.getByRole("option").first().waitFor();
    expect(await products.getByRole("option").first().textContent()).toMatch(/jacka/i);
    // The suggestions re-rendered the box: a box still controlled by its empty first state would now be blank.
    expect(await box.inputValue()).toBe("jacka");
    expect(await box.getAttribute("aria-expanded")).toBe("true");

    await box.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Resultat för ”jacka”" }).waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe("jacka");
    expect(await box.inputValue()).toBe("jacka");
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it("searches by the plain form when Enter comes before any script has run", async () => {
    const { context, page, scripts, box } = await typeBeforeHydration();
    const results = page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "jacka", {
      waitUntil: "commit",
    });
    await box.press("Enter");
    await results;
    // The browser's own GET of the form, answered by the server's page (its scripts are still held).
    await page.getByRole("heading", { level: 1, name: "Resultat för ”jacka”" }).waitFor();
    await page.locator("main article h3").first().waitFor();
    const names = await page.locator("main article h3").allTextContents();
    expect(names.some((name) => /jacka/i.test(name))).toBe(true);
    scripts.release();
    await context.close();
  });
});
