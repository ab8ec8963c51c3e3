import { describe, expect, it } from "vitest";
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
});
