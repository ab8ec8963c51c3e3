import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { selectRows } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { settingDefaults, writeSetting } from "../../settings/index.ts";
import { emptyFilters } from "../filter-text.ts";
import { refreshSearchIndex } from "../search-index.ts";
import { editDistanceWithin } from "./edit-distance.ts";
import { searchWordsOf } from "./word-analysis.ts";

const shop = withDemoShop();

async function search(locale: ShopLocale, searchString: string) {
  const currency = await shop.commerce.pricing.getDefaultCurrency();
  return shop.commerce.search.listProducts(
    { locale, priceListId: currency.priceListId, searchString, pageSize: 100 },
    emptyFilters(),
  );
}

const names = async (locale: ShopLocale, searchString: string) =>
  (await search(locale, searchString)).items.map((item) => item.name);

describe("edit distance", () => {
  it("counts one wrong, missing, extra or swapped letter as one", () => {
    expect(editDistanceWithin("dunjacka", "dunjacka", 2)).toBe(0);
    expect(editDistanceWithin("dunjacka", "dunjaka", 2)).toBe(1);
    expect(editDistanceWithin("dunjacka", "dunjackka", 2)).toBe(1);
    expect(editDistanceWithin("dunjacka", "dunjecka", 2)).toBe(1);
    expect(editDistanceWithin("dunjacka", "dunjakca", 2)).toBe(1);
    expect(editDistanceWithin("dunjacka", "djacka", 2)).toBe(2);
  });

  it("gives up past its limit, answering the limit plus one", () => {
    expect(editDistanceWithin("dunjacka", "djacka", 1)).toBe(2);
    expect(editDistanceWithin("tält", "sovsäck", 2)).toBe(3);
    expect(editDistanceWithin("jacka", "regnjacka", 3)).toBe(4);
  });
});

describe("free-text search", () => {
  it("splits a search into at most eight words, letters and digits only", () => {
    expect(searchWordsOf("Röd  dun-jacka!'; drop")).toEqual(["röd", "dun", "jacka", "drop"]);
    expect(searchWordsOf("a b c d e f g h i j")).toHaveLength(8);
  });

  it("stems Swedish: the plural finds every product named in the singular", async () => {
    const singular = (await names("sv-SE", "dunjacka")).filter((name) => name.includes("Dunjacka"));
    const plural = (await names("sv-SE", "dunjackor")).filter((name) => name.includes("Dunjacka"));
    expect(singular.length).toBeGreaterThan(3);
    expect(plural.sort()).toEqual(singular.sort());
  });

  it("stems English: 'jackets' finds every jacket", async () => {
    const singular = (await names("en-GB", "down jacket")).filter((name) => name.includes("Down Jacket"));
    const plural = (await names("en-GB", "down jackets")).filter((name) => name.includes("Down Jacket"));
    expect(singular.length).toBeGreaterThan(3);
    expect(plural.sort()).toEqual(singular.sort());
  });

  it.each([
    ["sv-SE", "dunjaka", "Dunjacka"],
    ["sv-SE", "dunjackka", "Dunjacka"],
    ["sv-SE", "dunjecka", "Dunjacka"],
    ["en-GB", "sleping bag", "Sleeping Bag"],
    ["en-GB", "backpak", "Backpack"],
  ])("in %s, '%s' still finds %s", async (locale, typo, expected) => {
    const found = await names(locale as ShopLocale, typo);
    expect(found.some((name) => name.includes(expected))).toBe(true);
  });

  it("finds nothing for a word two typos away from everything", async () => {
    expect(await names("en-GB", "rucksack")).toEqual([]);
  });

  it("finds Swedish compounds from their last part", async () => {
    const found = await names("sv-SE", "jacka");
    expect(found.some((name) => name.includes("Dunjacka"))).toBe(true);
    expect(found.some((name) => name.includes("Regnjacka"))).toBe(true);
  });

  it("searches brand, category and colour as well as the name", async () => {
    expect((await search("sv-SE", "Vinterhav")).itemCount).toBeGreaterThan(10);
    expect((await search("en-GB", "sleeping bags")).itemCount).toBeGreaterThan(0);
    const red = await search("sv-SE", "röd dunjacka");
    expect(red.itemCount).toBeGreaterThan(0);
    expect(red.itemCount).toBeLessThan((await search("sv-SE", "dunjacka")).itemCount);
  });

  it("drops no word and ignores punctuation: every word counts", async () => {
    expect((await search("sv-SE", "tält och sovsäckar")).itemCount).toBeGreaterThan(0);
    expect((await search("sv-SE", "'; select")).itemCount).toBe(0);
    const downJackets = await names("en-GB", "down jackets");
    expect(downJackets.slice(0, 5).every((name) => name.includes("Down Jacket"))).toBe(true);
  });
});

describe("relevance", () => {
  it("ranks products named after the words above products that only sit in a matching category", async () => {
    const { items } = await search("en-GB", "sleeping bag");
    const firstCategoryOnly = items.findIndex((item) => !item.name.includes("Sleeping Bag"));
    const lastNamed = items.map((item) => item.name.includes("Sleeping Bag")).lastIndexOf(true);
    expect(firstCategoryOnly === -1 || lastNamed < firstCategoryOnly).toBe(true);
    expect(items[0]!.name).toContain("Sleeping Bag");
  });
});

describe("diacritics", () => {
  it("rank the word as typed before the same word with other å, ä and ö (mossa: moss before the caps, mössor)", async () => {
    const [product] = await selectRows<{ id: number }>(
      shop.database.db,
      sql`select p.id from products p join product_translations t on t.product_id = p.id and t.locale = 'sv-SE'
          where p.is_active and t.name like '%tält' order by p.id limit 1`,
    );
    const caps = (await names("sv-SE", "mossa")).filter((name) => /mössa/i.test(name));
    expect(caps.length).toBeGreaterThan(0);
    await shop.database.db.execute(
      sql`update product_translations set name = 'Mossa Tält' where product_id = ${product!.id} and locale = 'sv-SE'`,
    );
    await refreshSearchIndex(shop.database.db, [product!.id]);
    await expect.poll(async () => (await names("sv-SE", "mossa"))[0]).toBe("Mossa Tält");
    expect((await names("sv-SE", "mossa")).slice(1, caps.length + 1).sort()).toEqual(caps.sort());
  });
});

describe("descriptions", () => {
  it("are searched last: a word only a description has finds it, after every product named with it, never by a typo", async () => {
    const [backpack] = await selectRows<{ id: number; name: string }>(
      shop.database.db,
      sql`select p.id, t.name from products p join product_translations t on t.product_id = p.id and t.locale = 'sv-SE'
          where p.is_active and t.name like '%ryggsäck%' order by p.id limit 1`,
    );
    await shop.database.db.execute(
      sql`update product_translations set description = 'Rymmer två sovsäckar och en solpanel.' where product_id = ${backpack!.id} and locale = 'sv-SE'`,
    );
    await refreshSearchIndex(shop.database.db, [backpack!.id]);
    await expect.poll(() => names("sv-SE", "solpanel")).toEqual([backpack!.name]);
    expect(await names("en-GB", "solpanel")).toEqual([]);
    expect(await names("sv-SE", "solpanell")).toEqual([]);
    // Sleeping bags are named so, or sit in a category so named: both before the backpack that only describes them.
    const sleepingBags = await names("sv-SE", "sovsäckar");
    expect(sleepingBags.at(-1)).toBe(backpack!.name);
    expect(sleepingBags[0]).toMatch(/sovsäck/i);
  });
});

describe("the merchant's search words", () => {
  const shownNouns = async (locale: ShopLocale, searchString: string) =>
    [...new Set((await names(locale, searchString)).map((name) => name.split(" ").slice(1).join(" ")))].sort();

  it("leaves out the words to ignore, unless the search has no others", async () => {
    const brand = await search("en-GB", "ljung lav");
    expect(brand.itemCount).toBeGreaterThan(10);
    expect((await search("en-GB", "ljung and lav")).itemCount).toBe(brand.itemCount);
    expect((await search("sv-SE", "ljung och lav")).itemCount).toBe(brand.itemCount);
  });

  it("finds a word's synonyms as the word itself, both ways or one way", async () => {
    expect(await shownNouns("en-GB", "sweater")).toEqual(await shownNouns("en-GB", "jumper"));
    const { synonyms, ignoredWords } = settingDefaults.searchWords;
    try {
      await writeSetting(shop.database.db, "searchWords", {
        ignoredWords,
        synonyms: { ...synonyms, "sv-SE": [{ words: ["kofta", "ulltröja"], oneWay: true }] },
      });
      // Read at most once a second by a process.
      await expect.poll(() => shownNouns("sv-SE", "kofta"), { timeout: 3000 }).toEqual(["Kofta", "Ulltröja"]);
      expect(await shownNouns("sv-SE", "ulltröja")).toEqual(["Ulltröja"]);
    } finally {
      await writeSetting(shop.database.db, "searchWords", settingDefaults.searchWords);
    }
  });
});
