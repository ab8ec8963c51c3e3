import { describe, expect, it } from "vitest";
import { stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { shopperBrowser } from "#tests/fixtures/shopper-browser.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);

const page = async (path: string) => {
  const response = await fetch(server.url(path));
  expect(response.status, server.loggedErrors.join("\n")).toBe(200);
  return response.text();
};

/** The label (as rendered, without React's text separators) of the checkbox named `name`, its link included. */
const labelOf = (html: string, name: string) =>
  new RegExp(`<label[^>]*>(?:(?!</label>).)*name="${name}"(?:(?!</label>).)*</label>`, "s")
    .exec(html)?.[0]
    .replaceAll("<!-- -->", "");

describe("the terms of purchase and the privacy policy (issue 18)", () => {
  it.each([
    ["/kopvillkor", "Köpvillkor", "Ångerrätt och öppet köp"],
    ["/integritetspolicy", "Integritetspolicy", "Dina rättigheter"],
    ["/en-GB/kopvillkor", "Terms of purchase", "Right of withdrawal and returns"],
    ["/en-GB/integritetspolicy", "Privacy policy", "Your rights"],
  ])("%s is a page of its own, with its heading and text", async (path, title, section) => {
    const html = await page(path);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toMatch(new RegExp(`<h2[^>]*>${section}</h2>`));
  });

  it.each([
    ["/login?view=signup", "", "Läs köpvillkoren", "Läs integritetspolicyn"],
    ["/en-GB/login?view=signup", "/en-GB", "Read the terms of purchase", "Read the privacy policy"],
  ])("the sign-up consents at %s link to them, in a new tab that says so", async (path, prefix, terms, privacy) => {
    const html = await page(path);
    const newTab = prefix ? "(opens in a new tab)" : "(öppnas i en ny flik)";
    expect(labelOf(html, "acceptTerms")).toMatch(
      new RegExp(
        `<a href="${prefix}/kopvillkor" target="_blank" rel="noopener"[^>]*>${terms}<span class="sr-only"> ${newTab.replace(/[()]/g, "\\$&")}</span></a>`,
      ),
    );
    expect(labelOf(html, "acceptDataProtection")).toContain(`href="${prefix}/integritetspolicy"`);
    expect(labelOf(html, "acceptDataProtection")).toContain(`>${privacy}<`);
  });

  it("checkout says placing the order accepts the terms, by the pay button, with both links", async () => {
    const browser = shopperBrowser(server);
    const [variant] = await stockedVariants(shop, 1, 1);
    await browser.send("POST", "/bag", { intent: "add", variantId: String(variant!.variantId) });
    const html = (await (await browser.send("GET", "/checkout")).text()).replaceAll("<!-- -->", "");
    const notice = /<\/button><p[^>]*>(.*?)<\/p>/s.exec(html.slice(html.indexOf("Betala ")))?.[1];
    expect(notice).toContain("Genom att lägga ordern godkänner du köpvillkoren.");
    expect(notice).toContain(`href="/kopvillkor"`);
    expect(notice).toContain(`href="/integritetspolicy"`);
  });
});
