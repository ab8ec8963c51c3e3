import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "./axe.ts";
import { addProductToBag, miniBag, type Locale } from "./bag-journey.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

async function fillCheckout(page: Page, locale: Locale) {
  const labels =
    locale === "sv-SE"
      ? { email: "E-post", first: "Förnamn", last: "Efternamn", street: "Gatuadress", zip: "Postnummer", city: "Ort" }
      : {
          email: "Email",
          first: "First name",
          last: "Last name",
          street: "Street address",
          zip: "Postcode",
          city: "Town or city",
        };
  await page.getByLabel(labels.email, { exact: true }).fill("e2e-buyer@example.se");
  await page.getByLabel(labels.first, { exact: true }).fill("Karin");
  await page.getByLabel(labels.last, { exact: true }).fill("Berg");
  await page.getByLabel(labels.street, { exact: true }).fill("Kungsgatan 12");
  await page.getByLabel(labels.zip, { exact: true }).fill("411 19");
  await page.getByLabel(labels.city, { exact: true }).fill("Göteborg");
}

async function payByCard(page: Page, cardNumber: string, submitName: RegExp) {
  await page.getByLabel(/Kortnummer|Card number/).fill(cardNumber);
  await page.getByLabel(/Giltig till|Expiry date/).fill("12/30");
  await page.getByLabel(/Säkerhetskod|Security code/).fill("123");
  await page.getByRole("button", { name: submitName }).click();
}

describe("the bag and checkout, end to end in Chromium", () => {
  it("lets a guest add two products, change a quantity, remove one, pay by card and see the confirmation", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    const first = await addProductToBag(page, "sv-SE", "dam", 0);
    const second = await addProductToBag(page, "sv-SE", "herr", 1, { keepMiniBagOpen: true });
    expect(await page.getByTestId("bag-count").textContent()).toBe("2");

    await miniBag(page).getByRole("link", { name: "Visa varukorgen" }).click();
    await page.getByRole("heading", { level: 1, name: "Varukorg" }).waitFor();
    await page.getByRole("button", { name: `En till ${first}` }).click();
    await page.getByTestId("line-quantity").first().filter({ hasText: "2" }).waitFor();
    await page.getByRole("button", { name: `Ta bort ${second}` }).click();
    await page.getByRole("button", { name: `Ta bort ${second}` }).waitFor({ state: "detached" });
    expect(await page.getByTestId("bag-count").textContent()).toBe("2");

    await page.getByRole("link", { name: "Till kassan" }).click();
    await page.getByRole("heading", { level: 1, name: "Kassa" }).waitFor();
    await page.getByRole("button", { name: /^Betala/ }).click();
    await page.getByText("Värde krävs").first().waitFor();
    await fillCheckout(page, "sv-SE");
    await payByCard(page, "4242 4242 4242 4242", /^Betala/);
    await page.getByRole("heading", { level: 1, name: "Tack för din beställning!" }).waitFor();
    expect(await page.getByTestId("order-number").textContent()).toMatch(/^Ordernummer \d+$/);
    expect(await page.getByText(`2 × ${first}`).count()).toBe(1);
    expect(await page.getByText("Betald med kort som slutar på 4242").count()).toBe(1);
    expect(await page.getByTestId("bag-count").count()).toBe(0);
    // The empty form's 400 answer is the only thing the console may report.
    expect(context.consoleErrors.filter((error) => !error.includes("status of 400"))).toEqual([]);
    await context.close();
  });

  it("shows an error toast for a declined card and keeps the bag", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    const name = await addProductToBag(page, "en-GB", "women", 2);
    await page.goto("/en-GB/checkout");
    await fillCheckout(page, "en-GB");
    await payByCard(page, "4000 0000 0000 0002", /^Pay/);
    await page.getByRole("alert").filter({ hasText: "Your payment was declined" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/en-GB/checkout");
    await page.goto("/en-GB/bag");
    expect(await page.getByRole("link", { name }).count()).toBe(1);
    await context.close();
  });

  it("pays in instalments, showing the monthly amount", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await addProductToBag(page, "en-GB", "men", 2);
    await page.goto("/en-GB/checkout");
    await fillCheckout(page, "en-GB");
    await page.getByLabel(/^Instalments/).check();
    const plan = page.getByLabel(/^6 months: .+ a month$/);
    const planText = (await plan.locator("xpath=..").textContent())!;
    await plan.check();
    await page.getByRole("button", { name: /^Pay/ }).click();
    await page.getByRole("heading", { level: 1, name: "Thank you for your order!" }).waitFor();
    expect(
      await page
        .getByText(`Instalments: 6 months at ${planText.split(": ")[1]!.replace(" a month", "")} a month`)
        .count(),
    ).toBe(1);
    await context.close();
  });

  it("checks out in EUR after a card confirmation step, delivered to a store", async () => {
    const context = await session.newContext("en-GB");
    const page = await context.newPage();
    await page.goto("/en-GB/");
    await page.getByLabel("Currency").selectOption({ label: "EUR" });
    await page.getByLabel("Currency").and(page.locator('[data-current="EUR"], select')).waitFor();
    await page.waitForFunction(
      () => document.querySelector('select[name="currencyId"]')?.getAttribute("data-current") === "EUR",
    );
    await addProductToBag(page, "en-GB", "women", 3);
    await page.goto("/en-GB/checkout");
    await fillCheckout(page, "en-GB");
    await page.getByLabel("Pick up in store").check();
    await page.getByLabel("Store to pick up from").selectOption({ label: "Butik Malmö, Malmö" });
    const total = (await page.getByTestId("basket-total").textContent())!;
    expect(total).toMatch(/€/);
    await payByCard(page, "4000 0025 0000 3155", /^Pay/);
    await page.getByRole("heading", { level: 1, name: "Confirm your payment" }).waitFor();
    expect(await page.getByText(total).count()).toBe(1);
    await page.getByRole("button", { name: "Confirm payment" }).click();
    await page.getByRole("heading", { level: 1, name: "Thank you for your order!" }).waitFor();
    expect(await page.getByText(total).count()).toBeGreaterThan(0);
    // The order is collected from the store chosen, not sent to the billing address.
    const destination = page.getByTestId("order-destination");
    expect(await destination.getByRole("heading").textContent()).toBe("Collect your order at");
    expect(await destination.locator("address").innerText()).toBe("Butik Malmö\nSödergatan 8\n211 34 Malmö");
    await context.close();
  });

  it("keeps a guest's bag through login and prefills checkout for the customer, whose order then shows in the account", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    const name = await addProductToBag(page, "sv-SE", "friluftsliv", 0);
    await page.goto("/login?returnTo=/checkout");
    await page.getByLabel("E-post").fill("demo@butik.se");
    await page.getByLabel("Lösenord").fill("butik-demo-2026");
    await page.getByRole("button", { name: "Logga in" }).click();
    await page.getByRole("heading", { level: 1, name: "Kassa" }).waitFor();
    expect(await page.getByLabel("E-post", { exact: true }).inputValue()).toBe("demo@butik.se");
    expect(await page.getByLabel("Gatuadress", { exact: true }).inputValue()).toBe("Sankt Eriksgatan 63");
    expect(await page.getByText(name).count()).toBeGreaterThan(0);
    await page.getByLabel("Spara kortet till nästa köp").check();
    await payByCard(page, "4242424242424242", /^Betala/);
    const orderNumber = (await page.getByTestId("order-number").textContent())!.replace("Ordernummer ", "");
    await page.goto("/account");
    expect(await page.getByText(orderNumber).count()).toBeGreaterThan(0);
    await expectNoSeriousViolations(page);
    await page.getByRole("navigation", { name: "Mitt konto" }).getByRole("link", { name: "Beställningar" }).click();
    await page.getByRole("link", { name: `Order ${orderNumber}` }).click();
    await page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` }).waitFor();
    expect(await page.getByText(`1 × ${name}`).count()).toBe(1);
    await page.getByRole("navigation", { name: "Mitt konto" }).getByRole("link", { name: "Betalsätt" }).click();
    await page.getByText("Visa som slutar på 4242, giltigt till 12/2030").waitFor();
    await page.getByRole("button", { name: "Ta bort Visa som slutar på 4242" }).click();
    await page.getByRole("status").getByText("Betalsättet är borttaget.").waitFor();
    await page.getByText("Du har inga sparade betalsätt.").waitFor();
    await context.close();
  });
});
