import { describe, expect, it } from "vitest";
import { withDemoShop } from "../../../tests/fixtures/demo-shop.ts";
import { collectCategoryIds, resolveCategoryTrail } from "./category-tree.ts";

const shop = withDemoShop();
const sek = async () => (await shop.commerce.pricing.getDefaultCurrency()).priceListId;

describe("category tree", () => {
  it("is the same tree in both locales, with names and slugs per locale", async () => {
    const swedish = await shop.commerce.catalogue.getCategoryTree("sv-SE");
    const english = await shop.commerce.catalogue.getCategoryTree("en-GB");
    expect(swedish.map((node) => node.id)).toEqual(english.map((node) => node.id));
    expect(swedish[0]).toMatchObject({ name: "Dam", slug: "dam" });
    expect(english[0]).toMatchObject({ name: "Women", slug: "women" });
    expect(resolveCategoryTrail(swedish, ["friluftsliv", "talt-och-sovsackar", "talt"])?.map((node) => node.name)).toEqual(["Friluftsliv", "Tält och sovsäckar", "Tält"]);
  });

  it("translates a category path between locales", async () => {
    expect(await shop.commerce.catalogue.translateCategoryPath(["dam", "jackor-och-rockar"], "sv-SE", "en-GB")).toEqual(["women", "jackets-and-coats"]);
    expect(await shop.commerce.catalogue.translateCategoryPath(["no-such"], "sv-SE", "en-GB")).toBeUndefined();
  });
});

describe("product cards", () => {
  it("pages through a top category including its subcategories", async () => {
    const tree = await shop.commerce.catalogue.getCategoryTree("sv-SE");
    const women = tree[0]!;
    const first = await shop.commerce.catalogue.listProductCards({ locale: "sv-SE", priceListId: await sek(), categoryIds: collectCategoryIds(women), pageSize: 10 });
    const second = await shop.commerce.catalogue.listProductCards({ locale: "sv-SE", priceListId: await sek(), categoryIds: collectCategoryIds(women), pageSize: 10, pageNo: 2 });
    expect(first.total).toBeGreaterThan(40);
    expect(first.items).toHaveLength(10);
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    expect(first.items[0]).toMatchObject({ name: expect.any(String), priceIncVat: expect.any(Number), imageKey: expect.stringMatching(/^products\//) });
  });

  it("refuses a page size out of bounds", async () => {
    await expect(shop.commerce.catalogue.listProductCards({ locale: "sv-SE", priceListId: await sek(), categoryIds: [1], pageSize: 1000 })).rejects.toThrow();
  });

  it("finds products by a word in either language", async () => {
    const swedish = await shop.commerce.catalogue.searchProductCards("sv-SE", await sek(), "dunjacka");
    const english = await shop.commerce.catalogue.searchProductCards("en-GB", await sek(), "down jacket");
    expect(swedish.length).toBeGreaterThan(0);
    expect(swedish.every((card) => /dunjacka/i.test(card.name))).toBe(true);
    expect(english.some((card) => /Down Jacket/.test(card.name))).toBe(true);
  });
});

describe("product detail", () => {
  it("has variants whose stock is warehouse plus store stock, prices per currency, and attributes", async () => {
    const currencies = await shop.commerce.pricing.listCurrencies();
    const [sekList, eurList] = [currencies[0]!.priceListId, currencies[1]!.priceListId];
    const swedish = await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "women-abisko-down-jacket", sekList);
    const english = await shop.commerce.catalogue.getProductByUniqueName("en-GB", "women-abisko-down-jacket", eurList);
    expect(swedish?.name).toBe("Abisko Dunjacka");
    expect(english?.name).toBe("Abisko Down Jacket");
    expect(english!.priceIncVat).toBeLessThan(swedish!.priceIncVat / 5);
    expect(swedish!.variants.length).toBeGreaterThan(1);
    for (const variant of swedish!.variants) {
      expect(variant.values.map((value) => value.code).sort()).toEqual(["color", "size"]);
      expect(variant.onHand).toBeGreaterThanOrEqual(0);
      expect(variant.onHandStore).toBeGreaterThanOrEqual(0);
    }
    expect(swedish!.attributes[0]?.name).toBe("Material");
    expect(swedish!.files.length).toBeGreaterThan(0);
  });

  it("is undefined for an unknown product", async () => {
    expect(await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "no-such-product", await sek())).toBeUndefined();
  });
});
