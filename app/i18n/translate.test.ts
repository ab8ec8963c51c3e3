import { describe, expect, it } from "vitest";
import { enUS } from "./messages/en-US.ts";
import { svSE } from "./messages/sv-SE.ts";
import { createTranslator, resolveMessages } from "./translate.ts";

const sv = createTranslator(resolveMessages("sv-SE"), "sv-SE");
const en = createTranslator(resolveMessages("en-GB"), "en-GB");
// Intl separates thousands with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/\s/g, " ");

describe("plural messages", () => {
  it.each([
    [0, "0 produkter", "0 products"],
    [1, "1 produkt", "1 product"],
    [2, "2 produkter", "2 products"],
    [21, "21 produkter", "21 products"],
  ])("say %i in the form Intl.PluralRules picks in each locale", (count, swedish, english) => {
    expect(sv("category.productCount", { count })).toBe(swedish);
    expect(en("category.productCount", { count })).toBe(english);
  });

  it("write the count as a number in the locale", () => {
    expect(plain(sv("stores.resultCount", { count: 1234 }))).toBe("1 234 butiker");
    expect(en("stores.resultCount", { count: 1234 })).toBe("1,234 stores");
  });

  it("say one of everything counted on the storefront in the singular", () => {
    expect(sv("listing.itemWithCount", { name: "Röd", count: 1 })).toBe("Röd, 1 produkt");
    expect(en("listing.itemWithCount", { name: "Red", count: 1 })).toBe("Red, 1 product");
    expect(sv("category.metaDescription", { name: "Dam", count: 1 })).toBe("Handla Dam hos Butik: 1 produkt.");
    expect(sv("bag.link", { count: 1 })).toBe("Varukorg, 1 vara");
    expect(en("bag.link", { count: 1 })).toBe("Shopping bag, 1 item");
    expect(sv("stores.resultCount", { count: 1 })).toBe("1 butik");
  });

  it("come in both forms in Swedish wherever English has them", () => {
    const pluralForms = Object.keys(enUS).filter((key) => /\.(one|other)$/.test(key));
    expect(pluralForms.length).toBeGreaterThan(0);
    for (const key of pluralForms) expect(svSE[key as keyof typeof svSE], key).toBeTruthy();
  });
});
