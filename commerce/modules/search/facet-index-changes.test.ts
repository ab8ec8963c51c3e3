import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { basketView, readyGuestBasket } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { listEverything } from "#tests/fixtures/listing.ts";
import { createCommerce, type Commerce } from "#commerce/commerce.ts";
import { selectRows } from "#commerce/db/client.ts";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { recordCatalogueChange } from "../catalogue/index.ts";
import { emptyFilters, parseFilterText } from "./filter-text.ts";
import { sortKeys, type ListingScope } from "./inputs.ts";
import { refreshSearchIndex } from "./search-index.ts";

const shop = withDemoShop();

/** A second engine on the same database stands in for a server process; it counts its full index builds. */
function startProcess(): { engine: Commerce; builds: () => number } {
  let builds = 0;
  const engine = createCommerce(shop.database.db, { warn: () => {} }, { onFacetIndexBuilt: () => (builds += 1) });
  return { engine, builds: () => builds };
}

/** Makes a product hold exactly one unit, in one variant's warehouse stock; gives that variant. */
async function leaveOneUnit(engine: Commerce, productId: number): Promise<number> {
  const [variant] = await selectRows<{ id: number }>(
    shop.database.db,
    sql`select id from variants where product_id = ${productId} and is_active order by id limit 1`,
  );
  await shop.database.db.execute(
    sql`update store_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${productId})`,
  );
  await shop.database.db.execute(
    sql`update warehouse_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${productId})`,
  );
  await shop.database.db.execute(
    sql`update warehouse_stock set on_hand = 1 where variant_id = ${variant!.id} and warehouse_id = (select min(warehouse_id) from warehouse_stock where variant_id = ${variant!.id})`,
  );
  await engine.search.stockChanged([productId]);
  return variant!.id;
}

const inStock = parseFilterText("ohf|true");

describe("the facet index under changes", () => {
  it("follows an order that takes a product's last unit: in-stock counts drop, without a rebuild", async () => {
    const { engine, builds } = startProcess();
    const view = await basketView(shop);
    const scope = { locale: "sv-SE" as const, priceListId: view.priceListId };
    const [product] = await selectRows<{ product_id: number }>(
      shop.database.db,
      sql`select product_id from product_facets where in_stock order by product_id limit 1`,
    );
    const variantId = await leaveOneUnit(engine, product!.product_id);
    const before = await listEverything(engine, scope, "latest", inStock);
    expect(before.ids).toContain(product!.product_id);

    const basketId = await readyGuestBasket(shop, view, [{ variantId, quantity: 1 }]);
    const placed = await engine.checkout.placeOrder({
      basketId,
      owner: { customerId: null },
      view,
      idempotencyKey: "last-unit-0001",
      payment: { kind: "card", cardNumber: sandboxCards.succeeds, expiry: "12/30", cvc: "123" },
    });
    expect(placed.outcome).toBe("paid");

    const after = await listEverything(engine, scope, "latest", inStock);
    expect(after.count).toBe(before.count - 1);
    expect(after.ids).not.toContain(product!.product_id);
    expect((await engine.search.listProductFilters(scope, emptyFilters())).stock.count).toBe(before.count - 1);
    expect(builds()).toBe(1);
  });

  it("agrees with a fresh build after stock, price, name and product changes, in the process that made them and in another", async () => {
    const here = startProcess();
    const elsewhere = startProcess();
    const view = await basketView(shop);
    const women = (await here.engine.catalogue.getCategoryTree("sv-SE"))[0]!.id;
    const scopes: ListingScope[] = [
      { locale: "sv-SE", priceListId: view.priceListId },
      { locale: "en-GB", priceListId: view.priceListId, categoryIds: [women] },
    ];
    await here.engine.search.warmUp();
    await elsewhere.engine.search.warmUp();
    const products = (
      await selectRows<{ product_id: number }>(
        shop.database.db,
        sql`select product_id from product_facets where in_stock order by product_id limit 5`,
      )
    ).map((row) => row.product_id);
    const [soldOut, repriced, renamed, withdrawn, brandNew] = products as [number, number, number, number, number];
    // A word only these two descriptions have, before either process looks: one is retold, the other withdrawn.
    await shop.database.db.execute(
      sql`update product_translations set description = description || ' Kolfiberstavar.' where product_id in (${renamed}, ${withdrawn})`,
    );
    await refreshSearchIndex(shop.database.db, [renamed, withdrawn]);
    const searchEverywhere = (searchString: string) =>
      Promise.all(
        [here, elsewhere].map(async ({ engine }) =>
          (await engine.search.listProducts({ ...scopes[0]!, searchString }, emptyFilters())).items.map(
            (item) => item.id,
          ),
        ),
      );
    // Recorded outside either engine: both learn of it through the feed.
    await expect
      .poll(async () => (await searchEverywhere("kolfiberstavar")).map((ids) => ids.sort()))
      .toEqual([[renamed, withdrawn].sort(), [renamed, withdrawn].sort()]);

    await shop.database.db.execute(
      sql`update warehouse_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${soldOut})`,
    );
    await shop.database.db.execute(
      sql`update store_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${soldOut})`,
    );
    await here.engine.search.stockChanged([soldOut]);
    await shop.database.db.execute(sql`update product_prices set price_inc_vat = 1 where product_id = ${repriced}`);
    await recordCatalogueChange(shop.database.db, { kinds: ["price"], productIds: [repriced] });
    await shop.database.db.execute(
      sql`update product_translations set name = 'Ärlig ' || name, description = 'Aluminiumstavar.' where product_id = ${renamed}`,
    );
    await shop.database.db.execute(sql`update products set is_active = false where id in (${withdrawn}, ${brandNew})`);
    await here.engine.search.refresh([renamed, withdrawn, brandNew]);
    // Back again: it takes a spare position, as a product created now would.
    await shop.database.db.execute(
      sql`update products set is_active = true, created_at = now() where id = ${brandNew}`,
    );
    await refreshSearchIndex(shop.database.db, [brandNew]);

    // A fresh build, not the snapshot `here` saved and the feed since.
    await shop.database.db.execute(sql`delete from facet_index_snapshots`);
    const fresh = startProcess();
    for (const scope of scopes) {
      for (const sort of sortKeys) {
        for (const filters of [emptyFilters(), inStock]) {
          const expected = await listEverything(fresh.engine, scope, sort, filters);
          // The price change was recorded outside either engine: both learn of it through the feed.
          await expect
            .poll(() => listEverything(here.engine, scope, sort, filters), { timeout: 5000, interval: 200 })
            .toEqual(expected);
          await expect
            .poll(() => listEverything(elsewhere.engine, scope, sort, filters), { timeout: 5000, interval: 200 })
            .toEqual(expected);
        }
      }
      expect(await here.engine.search.listProductFilters(scope, inStock)).toEqual(
        await fresh.engine.search.listProductFilters(scope, inStock),
      );
      expect(await elsewhere.engine.search.listProductFilters(scope, inStock)).toEqual(
        await fresh.engine.search.listProductFilters(scope, inStock),
      );
    }
    const everything = await listEverything(here.engine, scopes[0]!, "latest", emptyFilters());
    expect(everything.ids).not.toContain(withdrawn);
    expect(everything.ids[0]).toBe(brandNew);
    expect((await listEverything(here.engine, scopes[0]!, "price-asc", emptyFilters())).ids[0]).toBe(repriced);
    // Search follows the new name and description too, in both processes: from the index's words (issue 19).
    expect(await searchEverywhere("ärlig")).toEqual([[renamed], [renamed]]);
    expect(await searchEverywhere("aluminiumstavar")).toEqual([[renamed], [renamed]]);
    expect(await searchEverywhere("kolfiberstavar")).toEqual([[], []]);
    expect([here.builds(), elsewhere.builds()]).toEqual([1, 1]);
  });
});

describe("a process nobody asks anything", () => {
  it("follows another process's changes meanwhile: its first listing after a quiet second shows them", async () => {
    const here = startProcess();
    const quiet = startProcess();
    const view = await basketView(shop);
    const newestFirst = {
      locale: "sv-SE" as const,
      priceListId: view.priceListId,
      sort: "latest" as const,
      pageSize: 1,
    };
    await here.engine.search.warmUp();
    await quiet.engine.search.warmUp();
    const [product] = await selectRows<{ product_id: number }>(
      shop.database.db,
      sql`select product_id from product_facets order by created_at, product_id limit 1`,
    );
    expect((await quiet.engine.search.listProducts(newestFirst, emptyFilters())).items[0]?.id).not.toBe(
      product!.product_id,
    );

    await shop.database.db.execute(
      sql`update products set created_at = now() + interval '1 day' where id = ${product!.product_id}`,
    );
    await here.engine.search.refresh([product!.product_id]);
    // Nothing asks `quiet` anything for a second: it must have followed the feed on its own.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await quiet.engine.search.listProducts(newestFirst, emptyFilters())).items[0]?.id).toBe(
      product!.product_id,
    );
    expect(quiet.builds()).toBe(1);
  });
});
