import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "../../../tests/fixtures/demo-shop.ts";
import { selectRows } from "../../db/client.ts";
import { ensureSearchIndex, refreshSearchIndex } from "./search-index.ts";

const shop = withDemoShop();
const facetsOf = async (productId: number) =>
  (await selectRows<{ in_stock: boolean; flag_ids: number[]; value_ids: number[] }>(shop.database.db, sql`select in_stock, flag_ids, value_ids from product_facets where product_id = ${productId}`))[0];

describe("product facets", () => {
  it("follow stock: a product whose stock runs out stops being in stock after a refresh", async () => {
    const [product] = await selectRows<{ product_id: number }>(shop.database.db, sql`select product_id from product_facets where in_stock limit 1`);
    const id = product!.product_id;
    await shop.database.db.execute(sql`update warehouse_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${id})`);
    await shop.database.db.execute(sql`update store_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${id})`);
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
    const [counts] = await selectRows<{ n: number }>(shop.database.db, sql`select count(*)::int as n from product_facets`);
    expect(counts!.n).toBeGreaterThanOrEqual(300);
    expect(await ensureSearchIndex(shop.database.db)).toBe(false);
  });
});
