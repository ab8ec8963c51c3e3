import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";

const shop = withDemoShop();

describe("currencies (SPEC §3, §4)", () => {
  it("lists SEK, EUR and GBP with prefix and suffix, SEK the default", async () => {
    const currencies = await shop.commerce.pricing.listCurrencies();
    expect(currencies.map((currency) => [currency.code, currency.prefix, currency.suffix, currency.isDefault])).toEqual(
      [
        ["SEK", "", " kr", true],
        ["EUR", "€", "", false],
        ["GBP", "£", "", false],
      ],
    );
  });

  it("treats currency id 0 as the default currency", async () => {
    expect((await shop.commerce.pricing.findCurrency(0))?.code).toBe("SEK");
  });

  it("finds a currency by id", async () => {
    const euro = (await shop.commerce.pricing.listCurrencies()).find((currency) => currency.code === "EUR")!;
    expect((await shop.commerce.pricing.findCurrency(euro.id))?.code).toBe("EUR");
  });

  it("logs 'Currency not found' and gives nothing for an unknown id", async () => {
    shop.warnings.length = 0;
    expect(await shop.commerce.pricing.findCurrency(9999)).toBeUndefined();
    expect(shop.warnings).toEqual([{ message: "Currency not found", details: { currencyId: 9999 } }]);
  });
});
