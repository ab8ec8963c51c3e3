import { describe, expect, it } from "vitest";
import {
  detectPreferredLocale,
  localeOfPath,
  localizePath,
  serializeLocaleCookie,
  stripLocalePrefix,
} from "./locale-routing.ts";
import { createTranslator, resolveMessages } from "./translate.ts";

const request = (headers: Record<string, string>) => new Request("http://shop.test/", { headers });

describe("locale routing (SPEC §1, §2)", () => {
  it("serves sv-SE without prefix and en-GB under /en-GB", () => {
    expect(localeOfPath("/category/dam")).toBe("sv-SE");
    expect(localeOfPath("/en-GB")).toBe("en-GB");
    expect(localeOfPath("/en-GB/category/women")).toBe("en-GB");
    expect(localeOfPath("/en-GBX")).toBe("sv-SE");
    expect(stripLocalePrefix("/en-GB/category/women")).toBe("/category/women");
    expect(stripLocalePrefix("/en-GB")).toBe("/");
    expect(localizePath("/", "en-GB")).toBe("/en-GB");
    expect(localizePath("/search", "sv-SE")).toBe("/search");
  });

  it("prefers the locale cookie over the browser's languages", () => {
    expect(detectPreferredLocale(request({ cookie: "a=1; butik_locale=sv-SE", "accept-language": "en-GB" }))).toBe(
      "sv-SE",
    );
  });

  it("reads Accept-Language by quality", () => {
    expect(detectPreferredLocale(request({ "accept-language": "de;q=0.9, en-US;q=0.8, sv;q=0.5" }))).toBe("en-GB");
    expect(detectPreferredLocale(request({ "accept-language": "sv-SE, en;q=0.9" }))).toBe("sv-SE");
    expect(detectPreferredLocale(request({ "accept-language": "de, fr" }))).toBeUndefined();
    expect(detectPreferredLocale(request({}))).toBeUndefined();
  });

  it("keeps the locale cookie for 365 days", () => {
    expect(serializeLocaleCookie("en-GB")).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
  });
});

describe("messages", () => {
  it("translates into Swedish and fills placeholders", () => {
    const t = createTranslator(resolveMessages("sv-SE"), "sv-SE");
    expect(t("category.productCount", { count: 12 })).toBe("12 produkter");
  });

  it("falls back to en-US for messages a locale lacks", () => {
    const t = createTranslator(resolveMessages("en-GB"), "en-GB");
    expect(t("error.notFoundTitle")).toBe("Page Not Found");
    expect(t("meta.description")).toBe("Best headless ecommerce solution");
  });
});
