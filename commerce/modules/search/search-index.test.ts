import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { selectRows } from "#commerce/db/client.ts";
import { createCatalogueFeed, createCatalogueService } from "../catalogue/index.ts";
import { emptyFilters, parseFilterText } from "./filter-text.ts";
import { ensureSearchIndex, refreshSearchIndex } from "./search-index.ts";
import { createSearchService } from "./service.ts";

const shop = withDemoShop();
const facetsOf = async (productId: number) =>
  (
    await selectRows<{ in_stock: boolean; flag_ids: number[]; value_ids: number[] }>(
      shop.database.db,
      sql`select in_stock, flag_ids, value_ids from product_facets where product_id = ${productId}`,
    )
  )[0];

describe("product facets", () => {
  it("follow stock: a product whose stock runs out stops being in stock after a refresh", async () => {
    const [product] = await selectRows<{ product_id: number }>(
      shop.database.db,
      sql`select product_id from product_facets where in_stock limit 1`,
    );
    const id = product!.product_id;
    await shop.database.db.execute(
      sql`update warehouse_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${id})`,
    );
    await shop.database.db.execute(
      sql`update store_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${id})`,
    );
    expect((await facetsOf(id))!.in_stock).toBe(true);
    await refreshSearchIndex(shop.database.db, [id]);
    expect((await facetsOf(id))!.in_stock).toBe(false);
  });

  it("hold the product's variant values and its own multi values", async () => {
    const values = await selectRows<{ value_id: number }>(
      shop.database.db,
      sql`select x.value_id from variant_parametric_values x join variants v on v.id = x.variant_id where v.product_id = 1
          union select value_id from product_parametric_values where product_id = 1 order by 1`,
    );
    expect((await facetsOf(1))!.value_ids).toEqual(values.map((row) => row.value_id));
  });

  it("are rebuilt at start when missing, and left alone when complete", async () => {
    await shop.database.db.execute(sql`delete from product_facets`);
    expect(await ensureSearchIndex(shop.database.db)).toBe(true);
    const [counts] = await selectRows<{ n: number }>(
      shop.database.db,
      sql`select count(*)::int as n from product_facets`,
    );
    expect(counts!.n).toBeGreaterThanOrEqual(300);
    expect(await ensureSearchIndex(shop.database.db)).toBe(false);
  });
});

describe("facet index across processes", () => {
  it("picks up another process's refresh within seconds, through the index version", async () => {
    // A second engine on the same database stands in for another server process.
    const otherFeed = createCatalogueFeed(shop.database.db);
    const otherProcess = createSearchService(
      shop.database.db,
      createCatalogueService(shop.database.db, otherFeed),
      otherFeed,
    );
    const priceListId = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
    const inStockCount = async () =>
      (await otherProcess.listProducts({ locale: "sv-SE", priceListId, pageSize: 1 }, parseFilterText("ohf|true")))
        .itemCount;
    await otherProcess.listProducts({ locale: "sv-SE", priceListId }, emptyFilters());
    const before = await inStockCount();

    const [product] = await selectRows<{ product_id: number }>(
      shop.database.db,
      sql`select product_id from product_facets where in_stock order by product_id desc limit 1`,
    );
    await shop.database.db.execute(
      sql`update warehouse_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${product!.product_id})`,
    );
    await shop.database.db.execute(
      sql`update store_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${product!.product_id})`,
    );
    await shop.commerce.search.refresh([product!.product_id]);
    expect(
      (
        await shop.commerce.search.listProducts(
          { locale: "sv-SE", priceListId, pageSize: 1 },
          parseFilterText("ohf|true"),
        )
      ).itemCount,
    ).toBe(before - 1);

    await expect.poll(inStockCount, { timeout: 5000, interval: 200 }).toBe(before - 1);
  });
});
