import { describe, expect, it } from "vitest";
import { isOpenAt } from "#commerce/modules/stores/opening-hours.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

const malmo = { latitude: 55.6, longitude: 13.0 };
const umea = { latitude: 63.83, longitude: 20.26 };

describe("the store finder and per-store stock, end to end in Chromium", () => {
  it("finds a store by city, with contact links, directions and today's opening state", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await page.goto("/find-store");
    await page.getByRole("heading", { level: 1, name: "Hitta butik" }).waitFor();
    expect(await page.getByTestId("store-pin").count()).toBe(13);

    await page.getByLabel("Ort, postnummer eller butiksnamn").fill("goteborg");
    await page.getByRole("search", { name: "Sök butiker" }).getByRole("button", { name: "Sök" }).click();
    await page.waitForURL(/\/find-store\?q=goteborg$/);
    await page.getByTestId("store-count").getByText("1 butik").waitFor();
    const card = page.getByRole("article", { name: "Butik Göteborg Avenyn" });
    expect(await card.getByRole("link", { name: "031-711 45 20" }).getAttribute("href")).toBe("tel:+46317114520");
    expect(await card.getByRole("link", { name: "goteborg-avenyn@butik.se" }).getAttribute("href")).toBe(
      "mailto:goteborg-avenyn@butik.se",
    );
    expect(
      await card.getByRole("link", { name: "Vägbeskrivning till Butik Göteborg Avenyn" }).getAttribute("href"),
    ).toContain("destination=57.7006,11.9745");
    expect(await card.getByText("Måndag–fredag").locator("xpath=following-sibling::dd[1]").textContent()).toBe(
      "10:00–19:00",
    );
    expect(await card.getByText("Söndag").locator("xpath=following-sibling::dd[1]").textContent()).toBe("12:00–16:00");
    const open = isOpenAt(
      {
        weekdays: { opens: "10:00", closes: "19:00" },
        saturday: { opens: "10:00", closes: "17:00" },
        sunday: { opens: "12:00", closes: "16:00" },
      },
      new Date(),
    );
    expect(await card.getByTestId("open-now").textContent()).toBe(open ? "Öppet nu" : "Stängt");

    await page.getByLabel("Ort, postnummer eller butiksnamn").fill("Narnia");
    await page.getByRole("search", { name: "Sök butiker" }).getByRole("button", { name: "Sök" }).click();
    await page.getByText("Ingen butik matchar ”Narnia”.").waitFor();
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });

  it("sorts the stores nearest first from the shopper's position", async () => {
    const context = await session.newContext("en-GB");
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(malmo);
    const page = await context.newPage();
    await page.goto("/en-GB/find-store");
    const names = () => page.locator("main article h2").allTextContents();
    expect((await names())[0]).toBe("Butik Stockholm Drottninggatan");
    await page.getByRole("button", { name: "Stores near me" }).click();
    await page.getByText("Nearest first from your position.").waitFor();
    const sorted = await names();
    expect(sorted.slice(0, 2)).toEqual(["Butik Malmö", "Butik Gothenburg Avenyn"]);
    expect(sorted.at(-1)).toBe("Butik Kiruna");
    expect(await page.getByTestId("store-distance").first().textContent()).toMatch(/^[\d.]+ km away$/);
    expect(await page.getByRole("img", { name: "Your position" }).count()).toBe(1);
    await context.close();
  });

  it("shows each store's stock of the chosen variant from the product page, nearest first", async () => {
    const context = await session.newContext("en-GB");
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(umea);
    const page = await context.newPage();
    await page.goto("/en-GB/category/women/jackets-and-coats/winter-jackets");
    await page.locator("main article h3 a").first().click();
    await page.getByRole("group", { name: "Size" }).getByRole("link").first().click();
    const partNo = (await page.getByTestId("variant-stock").getByText("Article number").textContent())!.replace(
      "Article number: ",
      "",
    );

    await page.getByRole("button", { name: "Find in store" }).click();
    const panel = page.getByTestId("store-stock");
    await panel.getByText(`In our stores: ${partNo}`).waitFor();
    await panel.getByText("Nearest first from your position.").waitFor();
    const rows = panel.getByRole("listitem");
    expect(await rows.count()).toBe(13);
    expect(await rows.first().textContent()).toContain("Butik Umeå");

    const answer = await page.request.post("/api/product/get-product-onhand-by-partno", {
      data: { partNo, cultureCode: "en-GB" },
    });
    const stock = (await answer.json()) as { Stores: { Name: string; OnHand: { Value: number } }[] };
    const umeaStock = stock.Stores.find((store) => store.Name === "Butik Umeå")!.OnHand.Value;
    expect(await rows.first().textContent()).toContain(umeaStock > 0 ? `${umeaStock} in stock` : "Not in stock");

    // SPEC §3: the stores are kept per locale in local storage, with the flag saying they were fetched.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("fetchedStores") ?? "{}")["en-GB"]))
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("stores")!)["en-GB"].length)).toBe(13);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
