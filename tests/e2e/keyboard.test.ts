import { describe, expect, it } from "vitest";
import { withBrowser } from "./browser.ts";
import { tabTo, typeInto } from "./keyboard.ts";

const session = withBrowser();

describe("shopping by keyboard alone, end to end in Chromium", () => {
  it("picks a size, adds to the bag, goes to checkout from the mini-bag and pays by card, with the focus always visible", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/category/women/jackets-and-coats?filter=ohf|true");

    const firstProduct = page.locator("main article h3 a").first();
    const name = (await firstProduct.textContent())!;
    await tabTo(page, firstProduct);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name }).waitFor();

    const sizes = page.getByRole("group", { name: "Size" }).getByRole("link");
    const stock = page.getByTestId("variant-stock");
    for (let index = 0; index < (await sizes.count()); index += 1) {
      await tabTo(page, sizes.nth(index));
      await page.keyboard.press("Enter");
      await page.waitForURL(/size=/);
      await stock.getByText(/in stock online/).waitFor();
      if (Number(/(\d+) in stock online/.exec((await stock.textContent())!)![1]) > 0) break;
    }
    await tabTo(page, page.getByRole("button", { name: "Add to bag" }));
    await page.keyboard.press("Enter");
    // The mini-bag opens with the focus in it and keeps it there: Tab reaches its checkout link.
    const miniBag = page.getByRole("dialog", { name: /^Shopping bag/ });
    await miniBag.getByTestId("mini-bag-added").waitFor();
    await miniBag.getByRole("link", { name, exact: true }).waitFor();
    await tabTo(page, miniBag.getByRole("link", { name: "Go to checkout" }));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Checkout" }).waitFor();

    await typeInto(page, page.getByLabel("Email", { exact: true }), "keyboard-buyer@example.se");
    await typeInto(page, page.getByLabel("First name", { exact: true }), "Kim");
    await typeInto(page, page.getByLabel("Last name", { exact: true }), "Tangent");
    await typeInto(page, page.getByLabel("Street address", { exact: true }), "Storgatan 1");
    await typeInto(page, page.getByLabel("Postcode", { exact: true }), "111 22");
    await typeInto(page, page.getByLabel("Town or city", { exact: true }), "Stockholm");
    await typeInto(page, page.getByLabel("Card number"), "4242 4242 4242 4242");
    await typeInto(page, page.getByLabel("Expiry date"), "12/30");
    await typeInto(page, page.getByLabel("Security code"), "123");
    await tabTo(page, page.getByRole("button", { name: /^Pay/ }));
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Thank you for your order!" }).waitFor();
    expect(await page.getByText(`1 × ${name}`).count()).toBe(1);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
