import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { selectRows } from "#commerce/db/client.ts";
import { buildFacetIndex } from "./build-facet-index.ts";
import type { FacetIndex } from "./facet-index.ts";

const shop = withDemoShop();

/** Every order and set of an index, by product id, for comparing two builds. */
function describeIndex(index: FacetIndex) {
  const ids = (order: { length: number; at: (at: number) => number | undefined }) =>
    Array.from({ length: order.length }, (_, at) => index.productIds[order.at(at)!]);
  const members = (sets: Map<number, { forEach: (visit: (position: number) => void) => void }>) =>
    Object.fromEntries(
      [...sets].map(([key, set]) => {
        const found: number[] = [];
        set.forEach((position) => found.push(index.productIds[position]!));
        return [key, found.sort((a, b) => a - b)];
      }),
    );
  return {
    latest: ids(index.latestOrder),
    prices: Object.fromEntries([...index.prices].map(([list, { ascending }]) => [list, ids(ascending)])),
    names: Object.fromEntries([...index.names].map(([locale, { order }]) => [locale, ids(order)])),
    values: members(index.byValue),
    categories: members(index.byCategory),
    inStock: members(new Map([[0, index.inStock]])),
  };
}

describe("building the facet index", () => {
  it("counts every product in every price list and locale, however small its batches", async () => {
    const [expected] = await selectRows<{ products: number; priced: number; named: number }>(
      shop.database.db,
      sql`select (select count(*) from product_facets)::int as products,
                 (select count(*) from product_prices pp join product_facets pf using (product_id))::int as priced,
                 (select count(*) from product_translations pt join product_facets pf using (product_id))::int as named`,
    );
    const [priceLists] = await selectRows<{ n: number }>(
      shop.database.db,
      sql`select count(distinct price_list_id)::int as n from product_prices`,
    );
    expect(priceLists!.n).toBeGreaterThan(2);

    // Two rows a batch: many batch boundaries, each one a chance to skip a row.
    const index = await buildFacetIndex(shop.database.db, { batchSize: 2 });
    expect(index.positionOf.size).toBe(expected!.products);
    expect([...index.prices.values()].reduce((sum, list) => sum + list.ascending.length, 0)).toBe(expected!.priced);
    expect([...index.prices.values()].reduce((sum, list) => sum + list.priced.count(), 0)).toBe(expected!.priced);
    expect([...index.names.values()].reduce((sum, names) => sum + names.order.length, 0)).toBe(expected!.named);
    expect(describeIndex(index)).toEqual(describeIndex(await buildFacetIndex(shop.database.db)));
  });

  it("keeps spare positions for products added later", async () => {
    const index = await buildFacetIndex(shop.database.db);
    expect(index.used).toBe(index.positionOf.size);
    expect(index.capacity - index.used).toBeGreaterThanOrEqual(256);
  });
});
