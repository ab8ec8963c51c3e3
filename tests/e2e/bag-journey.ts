import type { Page } from "playwright-core";

export const texts = {
  "sv-SE": {
    prefix: "",
    add: "Lägg i varukorgen",
    added: "Tillagd i varukorgen",
    stock: /(\d+) i lager på webben/,
    bag: "Varukorg",
    toCheckout: "Till kassan",
  },
  "en-GB": {
    prefix: "/en-GB",
    add: "Add to bag",
    added: "Added to your bag",
    stock: /(\d+) in stock online/,
    bag: "Shopping bag",
    toCheckout: "Go to checkout",
  },
} as const;
export type Locale = keyof typeof texts;

/**
 * Opens the `nth` in-stock product of a category and picks a size with at least two items online.
 * Returns the product's name.
 */
async function openProductInStock(page: Page, locale: Locale, category: string, nth: number): Promise<string> {
  const text = texts[locale];
  await page.goto(`${text.prefix}/category/${category}?filter=ohf|true`);
  await page.locator("main article h3 a").nth(nth).click();
  await page.waitForURL(/\/product\//);
  await page.getByRole("group", { name: /Storlek|Size/ }).waitFor();
  const name = (await page.locator("h1").textContent())!;
  const sizes = page.getByRole("group", { name: /Storlek|Size/ }).getByRole("link");
  const stock = page.getByTestId("variant-stock");
  for (let index = 0; index < (await sizes.count()); index += 1) {
    await sizes.nth(index).click();
    await page.waitForURL(/size=/);
    await stock.getByText(text.stock).waitFor();
    if (Number(text.stock.exec((await stock.textContent())!)?.[1]) >= 2) break;
  }
  return name;
}

/** Opens an in-stock product (see openProductInStock), adds it to the bag and waits for the toast. */
export async function addProductToBag(page: Page, locale: Locale, category: string, nth: number): Promise<string> {
  const name = await openProductInStock(page, locale, category, nth);
  await page.getByRole("button", { name: texts[locale].add }).click();
  await page
    .getByRole("status")
    .filter({ hasText: `${texts[locale].added}: ${name}` })
    .waitFor();
  return name;
}
