import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoOwner } from "#commerce/db/seed/demo-staff.ts";
import { projectToMap } from "#app/components/stores/map-projection.ts";
import { signInToBackOffice } from "./back-office.ts";
import { withBrowser } from "./browser.ts";

const session = withBrowser();

const product = {
  sv: "Fjälljacka Provtur",
  en: "Fell Jacket Trial Run",
  category: "Dam › Jackor och rockar › Vinterjackor",
};

/** A picture as a camera would give it: a PNG drawn here, since nothing may come from the internet. */
const picture = () =>
  sharp({ create: { width: 640, height: 800, channels: 3, background: { r: 40, g: 90, b: 60 } } })
    .png()
    .toBuffer();

/** The owner creates the product in Swedish: names in both languages, category, price, published. */
async function createProduct(page: Page): Promise<string> {
  await page.goto("/admin/catalogue/new");
  await page.getByRole("group", { name: "Svenska" }).getByLabel("Namn").fill(product.sv);
  await page.getByRole("group", { name: "Engelska" }).getByLabel("Namn").fill(product.en);
  await page.getByLabel("Kategori", { exact: true }).selectOption({ label: product.category });
  await page.getByLabel("Pris inkl. moms (SEK)", { exact: true }).fill("1999");
  await page.getByLabel("Publicerad i butiken").check();
  await page.getByRole("button", { name: "Skapa produkt" }).click();
  await page.waitForURL((url) => /^\/admin\/catalogue\/\d+$/.test(url.pathname));
  return new URL(page.url()).pathname;
}

/** Two colours × three sizes through the variants grid, then stock typed into its cells and saved. */
async function addVariantsWithStock(page: Page, productPath: string): Promise<void> {
  await page.goto(`${productPath}/variants`);
  const add = page.locator("form", { has: page.getByRole("button", { name: "Lägg till kombinationerna" }) });
  for (const value of ["Svart", "Vit", "S", "M", "L"]) await add.getByLabel(value, { exact: true }).check();
  await add.getByRole("button", { name: "Lägg till kombinationerna" }).click();
  await page.getByText("6 varianter tillagda (0 kombinationer fanns redan).").waitFor();
  const stockCells = page.locator('input[aria-label^="Lager: Centrallager Borås, "]');
  await expect.poll(() => stockCells.count()).toBe(6);
  for (const cell of await stockCells.all()) await cell.fill("7");
  await page.getByRole("button", { name: "Spara ändringarna" }).click();
  await page.getByText("Varianterna är sparade: 0 varianter och 6 lagerceller ändrade.").waitFor();
}

describe("the catalogue and the stores, edited in Chromium", () => {
  it("a store's position is set by clicking the map, and typing moves the pin", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await signInToBackOffice(page, "sv-SE", demoOwner);
    await page.goto("/admin/stores/new");
    const map = page.getByRole("img", { name: "Karta över Sverige: ett klick anger butikens position" });
    const box = (await map.boundingBox())!;
    const viewBox = (await map.getAttribute("viewBox"))!.split(" ").map(Number);
    // Uppsala, clicked where the map draws it.
    const uppsala = projectToMap({ latitude: 59.8586, longitude: 17.6389 });
    await map.click({
      position: { x: (uppsala.x / viewBox[2]!) * box.width, y: (uppsala.y / viewBox[3]!) * box.height },
    });
    const latitude = Number(await page.getByLabel("Latitud").inputValue());
    const longitude = Number(await page.getByLabel("Longitud").inputValue());
    // A click lands within a pixel or two of the point: a pixel of this map is a few kilometres.
    expect(Math.abs(latitude - 59.8586)).toBeLessThan(0.05);
    expect(Math.abs(longitude - 17.6389)).toBeLessThan(0.1);
    await page.getByTestId("store-position-pin").waitFor();

    await page.getByLabel("Latitud").fill("55,6050");
    await page.getByLabel("Longitud").fill("13,0038");
    const malmo = projectToMap({ latitude: 55.605, longitude: 13.0038 });
    const pin = page.getByTestId("store-position-pin");
    expect(Number(await pin.getAttribute("cx"))).toBeCloseTo(malmo.x, 3);
    expect(Number(await pin.getAttribute("cy"))).toBeCloseTo(malmo.y, 3);
    await context.close();
  });

  it("a product with two colours and three sizes, a picture, prices and stock is found in the shop by filter and search in both languages", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    await signInToBackOffice(page, "sv-SE", demoOwner);
    const productPath = await createProduct(page);
    await addVariantsWithStock(page, productPath);

    await page.goto(`${productPath}/pictures`);
    await page
      .getByLabel("Bildfil")
      .setInputFiles({ name: "parka.png", mimeType: "image/png", buffer: await picture() });
    await page.getByRole("button", { name: "Ladda upp" }).click();
    await page
      .getByText(/har lagts till\.$/)
      .first()
      .waitFor();
    const uploaded = page.locator("main img").first();
    await uploaded.waitFor();

    // The shopper's side, Swedish: the category filtered by colour, then search.
    const shopper = await (await session.newContext("sv-SE")).newPage();
    await shopper.goto("/category/dam/jackor-och-rockar/vinterjackor");
    await shopper
      .locator("details", { has: shopper.locator("summary", { hasText: "Färg" }) })
      .locator("a", { hasText: "Vit" })
      .click();
    await shopper.waitForURL(/filter=/);
    await shopper.locator("main article h3", { hasText: product.sv }).waitFor();
    await shopper.goto(`/search?q=${encodeURIComponent("fjälljacka provtur")}`);
    await shopper.locator("main article h3", { hasText: product.sv }).click();
    await shopper.getByRole("heading", { level: 1, name: product.sv }).waitFor();
    await expect.poll(() => shopper.locator("main img").first().getAttribute("src")).toMatch(/^\/img\//);

    // English: search finds it by its English name, at the price set in the editor.
    const english = await (await session.newContext("en-GB")).newPage();
    await english.goto(`/en-GB/search?q=${encodeURIComponent("fell jacket trial")}`);
    const card = english.locator("main article", { hasText: product.en });
    await card.waitFor();
    expect(await card.textContent()).toMatch(/1,999\skr/);
    await context.close();
  });
});
