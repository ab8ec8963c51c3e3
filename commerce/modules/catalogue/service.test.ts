import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { sql } from "drizzle-orm";
import { selectRows } from "#commerce/db/client.ts";
import { resolveCategoryTrail } from "./category-tree.ts";
import { createCatalogueFeed } from "./catalogue-changes.ts";
import { createCatalogueService } from "./service.ts";

const shop = withDemoShop();
const sek = async () => (await shop.commerce.pricing.getDefaultCurrency()).priceListId;

describe("category tree", () => {
  it("is the same tree in both locales, with names and slugs per locale", async () => {
    const swedish = await shop.commerce.catalogue.getCategoryTree("sv-SE");
    const english = await shop.commerce.catalogue.getCategoryTree("en-GB");
    expect(swedish.map((node) => node.id)).toEqual(english.map((node) => node.id));
    expect(swedish[0]).toMatchObject({ name: "Dam", slug: "dam" });
    expect(english[0]).toMatchObject({ name: "Women", slug: "women" });
    expect(
      resolveCategoryTrail(swedish, ["friluftsliv", "talt-och-sovsackar", "talt"])?.map((node) => node.name),
    ).toEqual(["Friluftsliv", "Tält och sovsäckar", "Tält"]);
  });

  it("translates a category path between locales", async () => {
    expect(await shop.commerce.catalogue.translateCategoryPath(["dam", "jackor-och-rockar"], "sv-SE", "en-GB")).toEqual(
      ["women", "jackets-and-coats"],
    );
    expect(await shop.commerce.catalogue.translateCategoryPath(["no-such"], "sv-SE", "en-GB")).toBeUndefined();
  });
});

describe("product cards", () => {
  it("come in the order of the ids asked for, skipping unknown ids", async () => {
    const cards = await shop.commerce.catalogue.getProductCards("en-GB", await sek(), [3, 999_999, 1, 2]);
    expect(cards.map((card) => card.id)).toEqual([3, 1, 2]);
    expect(cards[0]).toMatchObject({
      name: expect.any(String),
      priceIncVat: expect.any(Number),
      imageKey: expect.stringMatching(/^products\//),
    });
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
    // The oracle: the warehouse and store stock rows of each variant, summed apart.
    const stock = await selectRows<{ id: number; warehouse: number; store: number }>(
      shop.database.db,
      sql`select v.id, (select coalesce(sum(on_hand), 0) from warehouse_stock w where w.variant_id = v.id)::int as warehouse,
                 (select coalesce(sum(on_hand), 0) from store_stock s where s.variant_id = v.id)::int as store
          from variants v where v.product_id = ${swedish!.id} and v.is_active`,
    );
    expect(stock.some((row) => row.warehouse > 0) && stock.some((row) => row.store > 0)).toBe(true);
    expect(
      swedish!.variants
        .map((variant) => ({ id: variant.id, warehouse: variant.onHand, store: variant.onHandStore }))
        .sort((a, b) => a.id - b.id),
    ).toEqual(stock.sort((a, b) => a.id - b.id));
    for (const variant of swedish!.variants)
      expect(variant.values.map((value) => value.code).sort()).toEqual(["color", "size"]);
    expect(swedish!.attributes[0]?.name).toBe("Material");
    expect(swedish!.files.length).toBeGreaterThan(0);
  });

  it("is undefined for an unknown product", async () => {
    expect(
      await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "no-such-product", await sek()),
    ).toBeUndefined();
  });
});

describe("cached product details", () => {
  it("show new stock once the catalogue changes, in this process and in another", async () => {
    const priceListId = await sek();
    const read = () => shop.commerce.catalogue.getProductByUniqueName("sv-SE", "women-abisko-down-jacket", priceListId);
    const otherProcess = createCatalogueService(shop.database.db, createCatalogueFeed(shop.database.db));
    const before = (await read())!.variants[0]!;
    await otherProcess.getProductByUniqueName("sv-SE", "women-abisko-down-jacket", priceListId);

    await shop.database.db.execute(
      sql`update warehouse_stock set on_hand = on_hand + 7 where variant_id = ${before.id}`,
    );
    expect((await read())!.variants[0]!.onHand).toBe(before.onHand);
    await shop.commerce.search.refresh([(await read())!.id]);

    expect((await read())!.variants[0]!.onHand).toBe(before.onHand + 7);
    await expect
      .poll(
        async () =>
          (await otherProcess.getProductByUniqueName("sv-SE", "women-abisko-down-jacket", priceListId))!.variants[0]!
            .onHand,
        { timeout: 5000, interval: 200 },
      )
      .toBe(before.onHand + 7);
  });
});
