import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { expectNoSeriousViolations } from "./axe.ts";
import { acceptInviteInEnglish, inviteFromStaffPage, signInToBackOffice } from "./back-office.ts";
import { withBrowser } from "./browser.ts";
import { withMailingShop } from "./mailing-shop.ts";

const shop = withMailingShop();
const session = withBrowser(() => shop.origin);

const editor = { name: "Eda Editor", email: "eda@butik.test", password: "edas-own-password" };

/** Adds a block of this kind, by its name in the editor, to the page's body and answers the block's part of the editor. */
async function addBlock(page: Page, name: string): Promise<Locator> {
  await page.getByLabel("Block to add to Body").selectOption({ label: name });
  await page.getByRole("button", { name: "Add to Body" }).click();
  const block = page.getByRole("article").filter({ has: page.getByRole("heading", { name: `${name} block` }) });
  await block.waitFor();
  return block;
}

describe("an editor builds a page in Chromium", () => {
  it("an invited editor builds a Swedish page from five blocks, previews the draft, publishes it, and is kept out of the catalogue", async () => {
    const ownerContext = await session.newContext("sv-SE");
    const owner = await ownerContext.newPage();
    await signInToBackOffice(owner, "sv-SE", demoOwner);
    const link = await inviteFromStaffPage(owner, shop, { ...editor, role: "editor", locale: "en-GB" });
    await ownerContext.close();

    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await acceptInviteInEnglish(page, link, editor.password);
    await signInToBackOffice(page, "en-GB", editor);

    const nav = page.getByRole("navigation", { name: "Back office" });
    expect(await nav.getByRole("link", { name: "Catalogue" }).count()).toBe(0);
    await nav.getByRole("link", { name: "Content" }).click();
    await page.getByRole("heading", { level: 1, name: "Content" }).waitFor();
    await page.getByRole("link", { name: "New page" }).click();
    await page.getByRole("combobox", { name: "Language" }).selectOption("sv-SE");
    await page.getByLabel("Name", { exact: true }).fill("Vinterkampanj");
    await page.getByLabel("Address", { exact: true }).fill("vinterkampanj");
    await page.getByLabel("Built on").selectOption("Page");
    await page.getByRole("button", { name: "Create page" }).click();
    await page.getByText("Page created.").waitFor();

    const hero = await addBlock(page, "Hero");
    await hero.getByLabel("Title", { exact: true }).fill("Vintern är här");
    // The preview beside the form follows it before anything is saved.
    const preview = page.frameLocator('iframe[title="Preview of “Vinterkampanj”"]');
    await hero.getByLabel("Picture key").fill("content/mountains-1.svg");
    await hero.getByLabel("Text for screen readers").fill("Snöklädda berg");
    await preview.getByRole("img", { name: "Snöklädda berg" }).waitFor();
    await preview.getByRole("heading", { name: "Vintern är här" }).waitFor();
    await (await addBlock(page, "Teaser")).getByLabel("Headline").fill("Varma lager för kalla dagar");
    const richText = await addBlock(page, "Formatted text");
    const text = richText.getByRole("textbox", { name: "Text" });
    // A word made bold from the keyboard, a link from the toolbar: each wraps the selection.
    const selectLast = (word: string) =>
      text.evaluate(
        (area: HTMLTextAreaElement, length) => area.setSelectionRange(area.value.length - length, area.value.length),
        word.length,
      );
    await text.fill("Allt du behöver för en vinter");
    await selectLast("vinter");
    await text.press("Control+b");
    await text.press("End");
    await page.keyboard.insertText(" i fjällen. Se jackorna");
    await selectLast("jackorna");
    await richText.getByRole("button", { name: "Link" }).click();
    await page.keyboard.type("/category/dam");
    expect(await text.inputValue()).toBe("Allt du behöver för en **vinter** i fjällen. Se [jackorna](/category/dam)");
    await preview.locator("strong", { hasText: "vinter" }).waitFor();
    expect(await preview.getByRole("link", { name: "jackorna", exact: true }).getAttribute("href")).toBe(
      "/category/dam",
    );
    await (await addBlock(page, "Selling point")).getByLabel("Title", { exact: true }).fill("Fri frakt över 500 kr");
    const button = await addBlock(page, "Button");
    await button.getByLabel("Label", { exact: true }).fill("Till jackorna");
    await button.getByLabel("Link", { exact: true }).fill("/category/herr");
    await expectNoSeriousViolations(page);

    await preview.getByText("Till jackorna").waitFor();

    // The saved draft shows in the preview, in the page's language, and not yet in the shop.
    await page.getByRole("button", { name: "Save draft and preview" }).click();
    await page.getByText("Draft saved; the preview shows it.").waitFor();
    await preview.getByRole("heading", { name: "Vintern är här" }).waitFor();
    expect((await page.request.get("/vinterkampanj")).status()).toBe(404);

    // A block moved up is saved in its new place with everything else, and published at once.
    await button.getByRole("button", { name: "Move up" }).click();
    await page.getByRole("button", { name: "Save and publish" }).click();
    await page.getByText("Saved and published: the shop shows it now.").waitFor();

    const shopper = await context.newPage();
    await shopper.goto("/vinterkampanj");
    const main = shopper.getByRole("main");
    await main.getByRole("heading", { name: "Vintern är här" }).waitFor();
    for (const text of [
      "Varma lager för kalla dagar",
      "Allt du behöver för en vinter i fjällen.",
      "Fri frakt över 500 kr",
    ])
      await main.getByText(text).waitFor();
    const toJackets = main.getByRole("link", { name: "Till jackorna" });
    expect(await toJackets.getAttribute("href")).toBe("/category/herr");
    expect(await main.locator("strong").filter({ hasText: "vinter" }).count()).toBe(1);
    expect(await main.getByRole("link", { name: "jackorna", exact: true }).getAttribute("href")).toBe("/category/dam");
    // The button now stands before the feature.
    const order = await main.evaluate((element) => {
      const text = element.textContent ?? "";
      return [text.indexOf("Till jackorna"), text.indexOf("Fri frakt över 500 kr")];
    });
    expect(order[0]).toBeLessThan(order[1]!);
    await expectNoSeriousViolations(shopper);

    // The catalogue is not the editor's, even typed into the address bar.
    const refused = await page.goto("/admin/catalogue");
    expect(refused?.status()).toBe(403);
    await page.getByRole("heading", { level: 1, name: "Not allowed" }).waitFor();
    await context.close();
  });
});
