import { describe, expect, it } from "vitest";
import { demoCurrencies } from "#commerce/db/seed/demo-shop.ts";
import { formatMoney, moneyFormatOfCode } from "./money-format.ts";

const [sek, eur, gbp] = demoCurrencies.map((currency) => ({ ...currency, decimals: 2 }));
// Intl separates thousands with no-break spaces, and so do prefixes and suffixes; compare with plain ones.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("money as the shop writes it", () => {
  it("wears the currency's prefix or suffix around the locale's number (SPEC §3 Prefix, Suffix)", () => {
    expect(formatMoney(23_399, gbp!, "en-GB")).toBe("£233.99");
    expect(formatMoney(23_399, gbp!, "sv-SE")).toBe("£233,99");
    expect(plain(formatMoney(23_399, sek!, "sv-SE"))).toBe("233,99 kr");
    expect(plain(formatMoney(23_399, sek!, "en-GB"))).toBe("233.99 kr");
    expect(formatMoney(129_995, eur!, "en-GB")).toBe("€1,299.95");
  });

  it("drops the decimals of whole amounts and keeps them otherwise", () => {
    expect(plain(formatMoney(129_900, sek!, "sv-SE"))).toBe("1 299 kr");
    expect(plain(formatMoney(129_950, sek!, "sv-SE"))).toBe("1 299,50 kr");
    expect(formatMoney(129_900, gbp!, "en-GB")).toBe("£1,299");
  });

  it("keeps the amount on one line and puts a minus before the prefix", () => {
    expect(formatMoney(129_900, sek!, "sv-SE")).toBe("1\u00a0299\u00a0kr");
    expect(formatMoney(-500, gbp!, "en-GB")).toBe("-£5");
  });

  it("writes a currency known only by its code as Intl does, with its ISO 4217 decimals", () => {
    expect(formatMoney(129_900, moneyFormatOfCode("EUR"), "en-GB")).toBe("€1,299");
    expect(moneyFormatOfCode("JPY")).toEqual({ code: "JPY", decimals: 0 });
    expect(formatMoney(1_299, moneyFormatOfCode("JPY"), "en-GB")).toBe("JP¥1,299");
  });
});
