import { describe, expect, it } from "vitest";
import { productKinds, type ProductKind } from "./artwork/kinds.ts";
import { demoCategories, type CategorySeed, type ProductNoun } from "./demo-catalogue.ts";

/** Every product line with the path of category names leading to it. */
function productLines(seeds: CategorySeed[], path: string[] = []): { path: string; nouns: ProductNoun[] }[] {
  return seeds.flatMap((seed) => {
    const here = [...path, seed.name.en];
    const own = seed.products ? [{ path: here.join(" › "), nouns: seed.products.nouns }] : [];
    return [...own, ...productLines(seed.children ?? [], here)];
  });
}

/**
 * What each product, by its English name, must be drawn as: written from the English names, apart
 * from the Swedish ones the catalogue maps, so a slip on either side shows.
 */
const expectedKinds: Record<string, ProductKind> = {
  "Down Jacket": "down-jacket",
  Parka: "parka",
  "Rain Jacket": "rain-jacket",
  "Shell Jacket": "shell-jacket",
  "Wind Jacket": "wind-jacket",
  "Down Gilet": "down-gilet",
  "Winter Jacket": "winter-jacket",
  Snowsuit: "snowsuit",
  "Wool Jumper": "knit-jumper",
  Cardigan: "cardigan",
  "Fleece Jumper": "fleece-jumper",
  Hoodie: "hoodie",
  Sweatshirt: "sweatshirt",
  "T-shirt": "t-shirt",
  "Running Top": "sport-top",
  "Training Top": "sport-top",
  "Base Layer Top": "base-layer-top",
  "Flannel Shirt": "flannel-shirt",
  "Linen Shirt": "shirt",
  "Linen Dress": "dress",
  "Knitted Dress": "knitted-dress",
  Chinos: "trousers",
  "Hiking Trousers": "hiking-trousers",
  Jeans: "jeans",
  Joggers: "joggers",
  "Training Trousers": "joggers",
  "Rain Trousers": "rain-trousers",
  "Running Tights": "tights",
  "Long Johns": "long-johns",
  "Hiking Boot": "hiking-boot",
  "Mountain Boot": "hiking-boot",
  Trainer: "trainer",
  "Running Shoe": "running-shoe",
  "Wellington Boot": "wellington-boot",
  "Winter Boot": "winter-boot",
  "Tunnel Tent": "tunnel-tent",
  "Dome Tent": "dome-tent",
  "Down Sleeping Bag": "sleeping-bag",
  "Synthetic Sleeping Bag": "sleeping-bag",
  "Hiking Backpack": "hiking-backpack",
  Daypack: "daypack",
  "Wool Beanie": "beanie",
  Mitten: "mitten",
  "Shoulder Bag": "shoulder-bag",
  "Weekend Bag": "weekend-bag",
  Sunglasses: "sunglasses",
  "Glacier Glasses": "glacier-glasses",
  "Hiking Sock": "socks",
  "Wool Sock": "socks",
};

const lines = productLines(demoCategories);
const nouns = lines.flatMap((line) => line.nouns);

describe("the kind of each demo product", () => {
  it("is the kind its name says, for every product the catalogue names", () => {
    for (const line of lines) {
      for (const noun of line.nouns)
        expect(`${line.path}: ${noun.sv} (${noun.en}) is a ${noun.kind}`).toBe(
          `${line.path}: ${noun.sv} (${noun.en}) is a ${expectedKinds[noun.en]}`,
        );
    }
    expect(new Set(nouns.map((noun) => noun.en))).toEqual(new Set(Object.keys(expectedKinds)));
  });

  it("differs between the products of one category, unless they are the same thing in another material or use", () => {
    const sameThing = [
      ["Hiking Boot", "Mountain Boot"],
      ["Down Sleeping Bag", "Synthetic Sleeping Bag"],
      ["Hiking Sock", "Wool Sock"],
    ].map((pair) => pair.join(" + "));
    for (const line of lines) {
      if (sameThing.includes(line.nouns.map((noun) => noun.en).join(" + "))) continue;
      expect(new Set(line.nouns.map((noun) => noun.kind)).size, line.path).toBe(line.nouns.length);
    }
  });

  it("uses every kind the pictures can draw", () => {
    expect(new Set(nouns.map((noun) => noun.kind))).toEqual(new Set(productKinds));
  });
});
