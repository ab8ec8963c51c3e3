import { describe, expect, it } from "vitest";
import {
  demoCategories,
  demoColours,
  demoMaterials,
  demoSizeScales,
  type CategorySeed,
  type ProductLine,
  type SizeScale,
} from "./demo-catalogue.ts";
import { generateProductBatch } from "./product-batch.ts";
import { kindDescriptions } from "./product-descriptions.ts";
import type { ShopBase } from "./shop-base.ts";

const lines = (seeds: CategorySeed[]): ProductLine[] =>
  seeds.flatMap((seed) => [...(seed.products ? [seed.products] : []), ...lines(seed.children ?? [])]);

/** The ids writeShopBase would hand out; generating products needs no database. */
const base: ShopBase = {
  leaves: lines(demoCategories).map((line, i) => ({
    id: i + 1,
    line,
    audience: { sv: "Dam", en: "Women" },
    productTypeId: 1,
  })),
  parametricIds: { color: 1, size: 2, material: 3 },
  colours: demoColours.map((colour, i) => ({ id: 100 + i, ...colour })),
  sizes: Object.fromEntries(
    Object.entries(demoSizeScales).map(([scale, sizes]) => [
      scale,
      sizes.map((name, i) => ({ id: 200 + i, code: name.en, name })),
    ]),
  ) as Record<SizeScale, ShopBase["colours"]>,
  materials: new Map(Object.entries(demoMaterials).map(([code, name], i) => [code, { id: 300 + i, code, name }])),
  brands: [{ id: 1, name: "Tallvik" }],
  flagIds: { news: 1, sale: 2 },
  priceLists: [{ id: 1, rateFromSek: 1, priceEnding: 0 }],
  warehouseIds: [1],
  storeIds: [1],
};

const nouns = lines(demoCategories)
  .flatMap((line) => line.nouns)
  .sort((a, b) => b.sv.length - a.sv.length);

describe("a generated catalogue's pictures", () => {
  const batch = generateProductBatch(
    base,
    { totalProducts: 100_000, artworkPerProduct: false, storeStockChance: 0.1 },
    1,
    2000,
  );

  it("are shared per kind of product and colour, and none is drawn per product", () => {
    expect(batch.mediaFiles).toEqual([]);
    const keys = new Set(batch.productFiles.map((file) => file.key));
    const kinds = new Set(nouns.map((noun) => noun.kind));
    expect(keys.size).toBeLessThanOrEqual(kinds.size * demoColours.length);
    expect(keys.size).toBeGreaterThan(kinds.size);
  });

  it("show each product as the kind of product its name says, in its colour", () => {
    const names = new Map(
      batch.productTranslations.filter((t) => t.locale === "sv-SE").map((t) => [t.productId, t.name]),
    );
    const colourCodes = new Map(base.colours.map((colour) => [colour.id, colour.code]));
    for (const file of batch.productFiles) {
      const name = names.get(file.productId)!;
      const noun = nouns.find((candidate) => name.replace(/ \d+$/, "").endsWith(` ${candidate.sv}`));
      expect({ name, key: file.key }).toEqual({
        name,
        key: `artwork/${noun?.kind}-${colourCodes.get(file.colourValueId!)}.svg`,
      });
    }
  });
});

describe("a generated product's description", () => {
  const batch = generateProductBatch(
    base,
    { totalProducts: 2000, artworkPerProduct: false, storeStockChance: 0.1 },
    1,
    2000,
  );
  const sentencesOf = (text: string) => text.split(/(?<=\.)\s+/);

  it("says what its kind of product is like, never the product's name", () => {
    for (const text of batch.productTranslations) {
      const language = text.locale === "sv-SE" ? "sv" : "en";
      const noun = nouns.find((candidate) => text.name.replace(/ \d+$/, "").endsWith(` ${candidate[language]}`))!;
      expect(text.description).toContain(kindDescriptions[noun.kind][language]);
      expect(text.description!.toLowerCase()).not.toContain(noun[language].toLowerCase());
    }
  });

  it("shares no sentence with another kind's", () => {
    for (const locale of ["sv", "en"] as const) {
      const sentences = Object.values(kindDescriptions).flatMap((text) => sentencesOf(text[locale]));
      expect(sentences.filter((sentence, at) => sentences.indexOf(sentence) !== at)).toEqual([]);
    }
  });
});
