import type { Page } from "playwright-core";

export const texts = {
  "sv-SE": {
    prefix: "",
    add: "Lägg i varukorgen",
    added: "Tillagd i varukorgen",
    viewBag: "Visa varukorgen",
    closeBag: "Stäng varukorgen",
    stock: /(\d+) i lager på webben/,
    bag: "Varukorg",
    toCheckout: "Till kassan",
  },
  "en-GB": {
    prefix: "/en-GB",
    add: "Add to bag",
    added: "Added to your bag",
    viewBag: "View bag",
    closeBag: "Close the bag",
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
export async function openProductInStock(page: Page, locale: Locale, category: string, nth: number): Promise<string> {
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

/** The mini-bag, the drawer that an add to bag and the header's bag open. */
export function miniBag(page: Page) {
  return page.getByRole("dialog").filter({ has: page.getByTestId("mini-bag-line") });
}

/**
 * Opens an in-stock product (see openProductInStock), adds it to the bag and waits for the mini-bag
 * to show it as added; then closes the mini-bag with Escape unless `keepMiniBagOpen`.
 */
export async function addProductToBag(
  page: Page,
  locale: Locale,
  category: string,
  nth: number,
  { keepMiniBagOpen = false }: { keepMiniBagOpen?: boolean } = {},
): Promise<string> {
  const name = await openProductInStock(page, locale, category, nth);
  await page.getByRole("button", { name: texts[locale].add }).click();
  const drawer = miniBag(page);
  await drawer.getByTestId("mini-bag-added").filter({ hasText: texts[locale].added }).waitFor();
  await drawer.locator("[data-just-added]").getByRole("link", { name, exact: true }).waitFor();
  if (!keepMiniBagOpen) {
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
  }
  return name;
}
