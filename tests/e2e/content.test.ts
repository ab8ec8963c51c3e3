import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { blockSchemas } from "#commerce/modules/content/index.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();
const allBlockNames = Object.keys(blockSchemas).sort();

/**
 * Brings every visible picture of the page's main part into view, one after the other, and waits
 * until each has loaded or failed: scrolling past lazy pictures at a fixed pace left some unloaded
 * on a busy machine, whose frames (and so the lazy-load observer) lag behind the scrolling.
 */
async function loadEveryPicture(page: Page): Promise<void> {
  for (const picture of await page.locator("main img").all()) {
    if (!(await picture.isVisible())) continue;
    await picture.scrollIntoViewIfNeeded();
    await picture.evaluate(
      (image: HTMLImageElement) =>
        image.complete ||
        new Promise((settled) => {
          image.addEventListener("load", settled, { once: true });
          image.addEventListener("error", settled, { once: true });
        }),
    );
  }
  await page.waitForLoadState("networkidle");
}

describe("content pages built from blocks, end to end in Chromium", () => {
  for (const [locale, path] of [
    ["sv-SE", "/alla-block"],
    ["en-GB", "/en-GB/alla-block"],
  ] as const) {
    it(`renders every one of the 37 blocks on ${path}, with no console error and no failed request`, async () => {
      const context = await session.newContext(locale);
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await loadEveryPicture(page);
      const rendered = await page.locator("main [data-block]").evaluateAll((elements) =>
        elements.map((element) => ({
          name: element.getAttribute("data-block")!,
          empty: element.innerHTML.trim() === "",
        })),
      );
      expect([...new Set(rendered.map((block) => block.name))].sort()).toEqual(allBlockNames);
      expect(rendered.filter((block) => block.empty)).toEqual([]);
      const brokenImages = await page
        .locator("main img")
        .evaluateAll((images) =>
          (images as HTMLImageElement[])
            .filter((image) => image.checkVisibility() && (!image.complete || image.naturalWidth === 0))
            .map((image) => image.src),
        );
      expect(brokenImages).toEqual([]);
      expect(context.consoleErrors).toEqual([]);
      expect(context.failedRequests).toEqual([]);
      await context.close();
    });
  }

  it("works the interactive blocks by keyboard: carousel, dialog, disclosure and a checked field", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/alla-block");

    const carousel = page.locator('section[aria-roledescription="bildspel"]');
    await carousel.getByRole("button", { name: "Nästa" }).focus();
    await page.keyboard.press("Enter");
    await carousel.getByRole("group", { name: "2 av 2" }).waitFor();
    await page.keyboard.press("ArrowRight");
    await carousel.getByRole("group", { name: "1 av 2" }).waitFor();
    await carousel.getByRole("button", { name: "Pausa" }).click();
    await carousel.getByRole("button", { name: "Spela" }).waitFor();

    const gallery = page.getByRole("region", { name: "Galleri med pilar" });
    const picture = gallery.getByRole("group", { name: "1 av 4" });
    await picture.scrollIntoViewIfNeeded();
    const box = (await picture.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await gallery.getByRole("group", { name: "2 av 4" }).waitFor();
    await gallery.getByRole("button", { name: "Föregående" }).click();
    await gallery.getByRole("group", { name: "1 av 4" }).waitFor();

    const opener = page.getByRole("button", { name: "Öppna en dialog" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "En dialog" });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    for (let tab = 0; tab < 4; tab += 1) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => document.activeElement?.closest("dialog") !== null || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

    const disclosure = page.getByRole("button", { name: "En utfällbar meny" });
    expect(await disclosure.getAttribute("aria-expanded")).toBe("false");
    await disclosure.focus();
    await page.keyboard.press("Enter");
    expect(await disclosure.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await disclosure.getAttribute("aria-expanded")).toBe("false");

    const name = page.getByLabel("Ditt namn");
    await name.fill("A");
    await name.blur();
    await page.getByText("Fältet måste vara minst 2 tecken långt").waitFor();
    await name.fill("");
    await page.getByText("Värde krävs").waitFor();
    expect(await name.getAttribute("aria-invalid")).toBe("true");
    await name.fill("Anna");
    expect(await page.getByText("Värde krävs").count()).toBe(0);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens a header menu of subcategories, made from the header story", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/om-oss");
    const menu = page.getByRole("navigation", { name: "Kategorier" });
    await menu.locator("summary", { hasText: "Dam" }).click();
    await menu.getByRole("link", { name: "Allt inom Dam" }).click();
    await page.waitForURL("**/category/dam");
    await page.getByRole("heading", { level: 1, name: "Dam" }).waitFor();
    await context.close();
  });

  it("goes from the blog to a category, an article and a related article", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/blog");
    await page.getByRole("heading", { level: 1, name: "The blog" }).waitFor();
    await page.getByRole("link", { name: "Guides", exact: true }).first().click();
    await page.waitForURL("**/en-GB/blog/guider");
    await page.getByRole("heading", { level: 1, name: "Guides" }).waitFor();
    await page.getByRole("link", { name: "Finding the right size of boots" }).click();
    await page.waitForURL("**/en-GB/blog/guider/hitta-ratt-storlek-pa-kangor");
    await page.getByRole("heading", { level: 1, name: "Finding the right size of boots" }).waitFor();
    expect(await page.getByText("By Karin Lindqvist").count()).toBe(1);
    expect(await page.title()).toBe("Finding the right size of boots | Butik demo");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      "Blisters ruin any trip. Here is how to try boots on properly.",
    );
    expect(await page.locator("article time").first().textContent()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    const related = page.getByRole("region", { name: "Related articles" });
    const relatedTitles = await related.locator("h3").allTextContents();
    expect(relatedTitles).toEqual(["How to wash your down jacket", "Reproof your shell jacket"]);
    await related.getByRole("link", { name: "Reproof your shell jacket" }).click();
    await page.getByRole("heading", { level: 1, name: "Reproof your shell jacket" }).waitFor();
    await page.getByRole("link", { name: "Guides" }).first().click();
    await page.waitForURL("**/en-GB/blog/guider");
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows a Swedish article with the date in Swedish", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/blog/guider/hitta-ratt-storlek-pa-kangor");
    await page.getByRole("heading", { level: 1, name: "Hitta rätt storlek på kängor" }).waitFor();
    expect(await page.locator("article time").first().textContent()).toMatch(/^\d{1,2} [a-zåäö]+ \d{4}$/);
    await context.close();
  });
});

describe("newsletter sign-up, end to end in Chromium", () => {
  it("explains a bad address, then confirms the subscription in place", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/");
    const form = page.locator("form", { has: page.getByLabel("Email address") });
    await form.getByLabel("Email address").fill("not-an-address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByText("Value is not a valid email address").waitFor();
    await form.getByLabel("Email address").fill("e2e-newsletter@example.se");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Thank you! You are now subscribed to our newsletter." })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/en-GB/");
    await context.close();
  });

  it("works without JavaScript, in Swedish", async () => {
    const context = await session.newContext("sv-SE", { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByRole("button", { name: "Prenumerera" }).click();
    await page.getByText("Värde krävs").waitFor();
    await page.getByLabel("E-postadress").fill("utan-js@example.se");
    await page.getByRole("button", { name: "Prenumerera" }).click();
    await page.getByText("Tack! Nu prenumererar du på vårt nyhetsbrev.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/blog");
    await context.close();
  });
});
