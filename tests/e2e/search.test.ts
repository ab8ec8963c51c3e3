import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

describe("search, end to end in Chromium", () => {
  it("finds products despite a typo, in Swedish, with the listing's filters", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("combobox", { name: "Sök produkter" }).fill("dunjaka");
    await page.getByRole("button", { name: "Sök", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Resultat för ”dunjaka”" }).waitFor();
    const names = await page.locator("main article h3").allTextContents();
    expect(names.some((name) => name.includes("Dunjacka"))).toBe(true);
    expect(await page.getByRole("group", { name: "Färg" }).count()).toBe(0);
    expect(await page.locator("details summary", { hasText: "Färg" }).count()).toBe(1);
    await context.close();
  });

  it("suggests products while typing in English and opens one by keyboard", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB");
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.pressSequentially("sleping", { delay: 20 });
    const list = page.getByRole("listbox", { name: "Suggestions" });
    const products = list.getByRole("group", { name: "Products" }).getByRole("option");
    await products.first().waitFor();
    const first = (await products.first().textContent())!;
    expect(first).toMatch(/Sleeping Bag.*£|Sleeping Bag.*kr/);
    expect(await products.first().locator("img").count()).toBe(1);
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBeTruthy();
    await box.press("Enter");
    await page.getByRole("heading", { level: 1, name: /Sleeping Bag/ }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/en-GB\/product\//);
    await box.press("Escape");
    await context.close();
  });

  it("suggests categories and brands in Swedish, reached by the arrow keys past the products", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Sök produkter" });
    await box.pressSequentially("jackor", { delay: 20 });
    const list = page.getByRole("listbox", { name: "Förslag" });
    const categories = list.getByRole("group", { name: "Kategorier" }).getByRole("option");
    await categories.first().waitFor();
    expect(await categories.first().textContent()).toBe("Jackor");
    await expectNoSeriousViolations(page);
    const productCount = await list.getByRole("group", { name: "Produkter" }).getByRole("option").count();
    for (let step = 0; step <= productCount; step += 1) await box.press("ArrowDown");
    const activeId = await box.getAttribute("aria-activedescendant");
    expect(await page.locator(`[id="${activeId}"]`).textContent()).toBe("Jackor");
    await box.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Jackor" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/category\/herr\/jackor$/);

    await box.fill("");
    await box.pressSequentially("ljung och", { delay: 20 });
    const brands = list.getByRole("group", { name: "Varumärken" }).getByRole("option");
    await brands.first().waitFor();
    await brands.first().click();
    await page.waitForURL((url) => url.searchParams.get("q") === "Ljung och Lav");
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ["sv-SE", "/", "Sök produkter", "kfoat", "kofta", "Kofta"],
    ["en-GB", "/en-GB", "Search products", "jkacet", "jacket", "Jacket"],
  ] as const)(
    "in %s, a search that finds nothing asks what was meant, and the answer finds it",
    async (locale, home, label, typo, meant, found) => {
      const context = await session.newContext(locale);
      const page = await context.newPage();
      // Typed once the page is live: its suggestions offer the correction too.
      await page.goto(home, { waitUntil: "networkidle" });
      const box = page.getByRole("combobox", { name: label });
      await box.pressSequentially(typo, { delay: 20 });
      await page.getByRole("listbox").getByRole("option", { name: meant, exact: true }).waitFor();
      await box.press("Enter");
      const meantLink = page.getByRole("main").getByRole("link", { name: meant, exact: true });
      await meantLink.waitFor();
      await expectNoSeriousViolations(page);
      await meantLink.click();
      await page.waitForURL((url) => url.searchParams.get("q") === meant);
      await page.locator("main article h3").first().waitFor();
      const names = await page.locator("main article h3").allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.slice(0, 5).every((name) => name.includes(found))).toBe(true);
      expect(context.consoleErrors).toEqual([]);
      await context.close();
    },
  );
});
