import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { signInToBackOffice } from "./back-office.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

/** Every back-office page an owner can open without naming a record. */
const fixedPages = [
  "/admin",
  "/admin/orders",
  "/admin/catalogue",
  "/admin/catalogue/new",
  "/admin/catalogue/categories",
  "/admin/catalogue/vocabularies",
  "/admin/catalogue/import",
  "/admin/content",
  "/admin/content/new",
  "/admin/stock",
  "/admin/stock/import",
  "/admin/stores",
  "/admin/stores/new",
  "/admin/customers",
  "/admin/mail",
  "/admin/staff",
  "/admin/audit",
  "/admin/settings",
  "/admin/account",
];

/** The first record's pages each list links to: a product (its editor, variants, pictures and stock), a store and a story. */
async function recordPages(page: Page): Promise<string[]> {
  const firstLink = async (listPath: string, pattern: RegExp) => {
    await page.goto(listPath);
    const hrefs = await page
      .locator("main a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    const href = hrefs.find((candidate) => pattern.test(candidate));
    expect(href, `a record linked from ${listPath}`).toBeDefined();
    return href!;
  };
  const product = await firstLink("/admin/catalogue", /^\/admin\/catalogue\/\d+$/);
  const store = await firstLink("/admin/stores", /^\/admin\/stores\/\d+$/);
  const story = await firstLink("/admin/content", /^\/admin\/content\/\d+$/);
  return [product, `${product}/variants`, `${product}/pictures`, `${product}/stock`, store, story];
}

/** Opens each page, waits for its heading and runs axe; a page that does not answer 200 fails. */
async function expectPagesClean(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await expectNoSeriousViolations(page);
  }
}

/** Chooses the back office's language with the shell's switch (the member keeps it between sessions). */
async function chooseLanguage(page: Page, language: "Svenska" | "English"): Promise<void> {
  const button = page.getByRole("button", { name: language });
  if ((await button.getAttribute("aria-pressed")) === "true") return;
  await button.click();
  await page.getByRole("button", { name: language, pressed: true }).waitFor();
}

describe("accessibility of every back-office page in both languages (axe-core: no serious or critical violation)", () => {
  it.each(["Svenska", "English"] as const)("an owner's pages in %s", async (language) => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await signInToBackOffice(page, "sv-SE", demoOwner);
    await chooseLanguage(page, language);
    await expectPagesClean(page, [...fixedPages, ...(await recordPages(page))]);
    // Every page hydrated without an error (one thrown while hydrating redraws the whole page).
    expect(context.consoleErrors).toEqual([]);
    // Leave the owner Swedish, as the other journeys expect.
    await chooseLanguage(page, "Svenska");
    await context.close();
  });
});
