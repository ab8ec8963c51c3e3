import { describe, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { addProductToBag, texts, type Locale } from "./bag-journey.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

const pages = {
  "sv-SE": {
    women: "dam",
    wishlistAdd: "Lägg {name} i önskelistan",
    wishlistTitle: "Önskelista",
    checkoutTitle: "Kassa",
    loginTitle: "Logga in",
    storesTitle: "Hitta butik",
  },
  "en-GB": {
    women: "women",
    wishlistAdd: "Add {name} to the wishlist",
    wishlistTitle: "Wishlist",
    checkoutTitle: "Checkout",
    loginTitle: "Log in",
    storesTitle: "Find a store",
  },
} as const;

describe.each(["sv-SE", "en-GB"] as Locale[])(
  "accessibility of every kind of page in %s (axe-core: no serious or critical violation)",
  (locale) => {
    const { prefix } = texts[locale];
    const words = pages[locale];

    it("home, category, product, wishlist, bag and checkout", async () => {
      const context = await session.newContext(locale);
      const page = await context.newPage();
      await page.goto(prefix || "/");
      await expectNoSeriousViolations(page);
      await page.goto(`${prefix}/category/${words.women}`);
      await expectNoSeriousViolations(page);

      const name = await addProductToBag(page, locale, words.women, 0);
      await expectNoSeriousViolations(page);
      await page
        .getByRole("button", { name: words.wishlistAdd.replace("{name}", name) })
        .first()
        .click();
      await page.goto(`${prefix}/wishlist`);
      await page.getByRole("heading", { level: 1, name: words.wishlistTitle }).waitFor();
      await page.locator("main").getByText(name).first().waitFor();
      await expectNoSeriousViolations(page);

      await page.goto(`${prefix}/bag`);
      await page.locator("main").getByText(name).first().waitFor();
      await expectNoSeriousViolations(page);
      await page.goto(`${prefix}/checkout`);
      await page.getByRole("heading", { level: 1, name: words.checkoutTitle }).waitFor();
      await expectNoSeriousViolations(page);
      await context.close();
    });

    it("login, store finder and a blog article", async () => {
      const context = await session.newContext(locale);
      const page = await context.newPage();
      await page.goto(`${prefix}/login`);
      await page.getByRole("heading", { level: 1, name: words.loginTitle }).waitFor();
      await expectNoSeriousViolations(page);
      await page.goto(`${prefix}/find-store`);
      await page.getByRole("heading", { level: 1, name: words.storesTitle }).waitFor();
      await expectNoSeriousViolations(page);
      const sitemap = await (await context.request.get(`/sitemaps/articles-${locale}.xml`)).text();
      await page.goto(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]!);
      await expectNoSeriousViolations(page);
      await context.close();
    });
  },
);
