import { describe, expect, it } from "vitest";
import { formatMoney } from "../shop/format-money.ts";
import { dateTimeFormat, numberFormat } from "./formatters.ts";

describe("shared Intl formatters", () => {
  it("builds one formatter per locale and options, and a new one when either differs", () => {
    expect(numberFormat("sv-SE", { maximumFractionDigits: 1 })).toBe(
      numberFormat("sv-SE", { maximumFractionDigits: 1 }),
    );
    expect(numberFormat("sv-SE", { maximumFractionDigits: 1 })).not.toBe(
      numberFormat("en-GB", { maximumFractionDigits: 1 }),
    );
    expect(dateTimeFormat("en-GB", { dateStyle: "long" })).not.toBe(dateTimeFormat("en-GB", { dateStyle: "short" }));
  });

  it("formats money with decimals only when the amount has them", () => {
    const sek = { code: "SEK", decimals: 2 };
    // Intl separates with no-break spaces; compare with plain ones.
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(plain(formatMoney(129_900, sek, "sv-SE"))).toBe("1 299 kr");
    expect(plain(formatMoney(129_950, sek, "sv-SE"))).toBe("1 299,50 kr");
    expect(formatMoney(129_900, { code: "EUR", decimals: 2 }, "en-GB")).toBe("€1,299");
  });
});
