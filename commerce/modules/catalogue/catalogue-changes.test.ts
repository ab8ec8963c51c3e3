import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { createCommerce } from "#commerce/commerce.ts";
import { selectRows } from "#commerce/db/client.ts";
import { createCatalogueFeed, recordCatalogueChange } from "./catalogue-changes.ts";

const shop = withDemoShop();

describe("the catalogue change feed", () => {
  it("says what changed since a reader's version, merged per product", async () => {
    const feed = createCatalogueFeed(shop.database.db);
    const start = await feed.current();
    await recordCatalogueChange(shop.database.db, { kinds: ["stock"], productIds: [1, 2] });
    await recordCatalogueChange(shop.database.db, { kinds: ["price"], productIds: [2] });
    expect(await feed.refresh()).toBe(start + 2);

    const both = feed.changesSince(start)!;
    expect([...both.kinds].sort()).toEqual(["price", "stock"]);
    expect([...both.products].map(([id, kinds]) => [id, [...kinds].sort()])).toEqual([
      [1, ["stock"]],
      [2, ["price", "stock"]],
    ]);
    expect(both.upTo).toBe(start + 2);
    expect([...feed.changesSince(start + 1)!.products.keys()]).toEqual([2]);
    expect(feed.changesSince(start + 2)!.products.size).toBe(0);
  });

  it("cannot tell a reader further behind than what it holds, which then rebuilds", async () => {
    const feed = createCatalogueFeed(shop.database.db);
    const start = await feed.current();
    await recordCatalogueChange(shop.database.db, { kinds: ["stock"], productIds: [3] });
    // A change pruned before this process read it.
    await shop.database.db.execute(sql`delete from catalogue_changes where version = ${start + 1}`);
    await recordCatalogueChange(shop.database.db, { kinds: ["stock"], productIds: [4] });
    expect(await feed.refresh()).toBe(start + 2);
    expect(feed.changesSince(start)).toBeUndefined();
    expect(feed.changesSince(start + 2)?.products.size).toBe(0);

    // A process that starts now knows the changes still held, back to the gap.
    await recordCatalogueChange(shop.database.db, { kinds: ["price"], productIds: [5] });
    const later = createCatalogueFeed(shop.database.db);
    expect(await later.current()).toBe(start + 3);
    expect([...later.changesSince(start + 1)!.products.keys()]).toEqual([4, 5]);
    expect(later.changesSince(start)).toBeUndefined();
  });
});

describe("catalogue caches", () => {
  it("drop only the changed product's details on a stock change, keeping trees, vocabularies, currencies and other products", async () => {
    const process = createCommerce(shop.database.db, { warn: () => {} });
    const priceListId = (await process.pricing.getDefaultCurrency()).priceListId;
    const read = async () => ({
      tree: await process.catalogue.getCategoryTree("sv-SE"),
      vocabulary: await process.catalogue.getVocabulary("en-GB"),
      currencies: await process.pricing.listCurrencies(),
      changed: await process.catalogue.getProductById("sv-SE", 2, priceListId),
      other: await process.catalogue.getProductByUniqueName("sv-SE", "women-abisko-down-jacket", priceListId),
    });
    const before = await read();
    expect(before.other!.id).not.toBe(2);

    await process.search.stockChanged([2]);
    const after = await read();
    expect(after.tree).toBe(before.tree);
    expect(after.vocabulary).toBe(before.vocabulary);
    expect(after.currencies).toBe(before.currencies);
    expect(after.other).toBe(before.other);
    expect(after.changed).not.toBe(before.changed);
    expect(after.changed).toEqual(before.changed);
  });

  it("drop category trees when a category changes, in another process within seconds", async () => {
    const process = createCommerce(shop.database.db, { warn: () => {} });
    const tree = await process.catalogue.getCategoryTree("sv-SE");
    const currencies = await process.pricing.listCurrencies();
    await recordCatalogueChange(shop.database.db, { kinds: ["category"] });
    await expect
      .poll(async () => (await process.catalogue.getCategoryTree("sv-SE")) !== tree, { timeout: 5000, interval: 200 })
      .toBe(true);
    expect(await process.pricing.listCurrencies()).toBe(currencies);
  });

  it("keep product cards until their product changes: another process's change within seconds, this process's at once", async () => {
    const process = createCommerce(shop.database.db, { warn: () => {} });
    const priceListId = (await process.pricing.getDefaultCurrency()).priceListId;
    const ids = (
      await selectRows<{ id: number }>(
        shop.database.db,
        sql`select id from products where is_active order by id limit 3`,
      )
    ).map((row) => row.id);
    const [changed, other] = ids;
    const read = async () => {
      const cards = await process.catalogue.getProductCards("sv-SE", priceListId, ids);
      return { changed: cards.find((card) => card.id === changed)!, other: cards.find((card) => card.id === other)! };
    };
    const before = await read();
    expect((await read()).changed).toBe(before.changed);

    // Renamed behind the feed's back: the card held stays until the feed names the product.
    await shop.database.db.execute(
      sql`update product_translations set name = name || ' (ny)' where product_id = ${changed} and locale = 'sv-SE'`,
    );
    expect((await read()).changed.name).toBe(before.changed.name);
    await recordCatalogueChange(shop.database.db, { kinds: ["product"], productIds: [changed!] });
    await expect
      .poll(async () => (await read()).changed.name, { timeout: 5000, interval: 200 })
      .toBe(`${before.changed.name} (ny)`);
    expect((await read()).other).toBe(before.other);

    const renamed = (await read()).changed;
    await process.search.stockChanged([changed!]);
    const afterOwnChange = await read();
    expect(afterOwnChange.changed).not.toBe(renamed);
    expect(afterOwnChange.changed).toEqual(renamed);
    expect(afterOwnChange.other).toBe(before.other);

    // A brand may be renamed: every card goes.
    await recordCatalogueChange(shop.database.db, { kinds: ["vocabulary"] });
    await expect.poll(async () => (await read()).other !== before.other, { timeout: 5000, interval: 200 }).toBe(true);
    expect((await read()).other).toEqual(before.other);
  });
});
