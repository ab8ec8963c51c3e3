import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCommerce, type Commerce } from "#commerce/commerce.ts";
import { selectRows } from "#commerce/db/client.ts";
import { emptyFilters, type SelectedFilters } from "#commerce/modules/search/index.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import type { StaffProductBulkInput } from "./staff-product-bulk-input.ts";
import { createStaffProductBulk } from "./staff-product-bulk.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
let priceListId: number;
/** A second engine on the same database: another process, which follows changes through the catalogue feed. */
let otherProcess: Commerce;

const bulk = (input: StaffProductBulkInput, actor = staff.manager) => shop.commerce.staffProductBulk(actor, input);

/** Raw rows, read without the engine: the test's oracle. */
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(shop.database.db, query);

/** What the bulk actions may change of some products, as stored. */
async function storedProducts(ids: readonly number[]) {
  return rows<{
    id: number;
    is_active: boolean;
    category_id: number;
    flag_ids: number[];
    price: number | null;
    original: number | null;
  }>(
    sql`select p.id, p.is_active, p.category_id,
          coalesce((select array_agg(flag_id order by flag_id) from product_flags f where f.product_id = p.id), '{}') as flag_ids,
          pp.price_inc_vat as price, pp.original_price_inc_vat as original
        from products p left join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${priceListId}
        where p.id = any(${sql.param([...ids])}::int[]) order by p.id`,
  );
}

const auditCount = async () =>
  (await rows<{ count: number }>(sql`select count(*)::int as count from audit_entries`))[0]!.count;

/** The storefront's listing of the whole catalogue, every product, in one process. */
async function storefrontIds(
  commerce: Commerce,
  sort: "price-asc" | "latest" = "latest",
  selected: SelectedFilters = emptyFilters(),
) {
  const ids: number[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await commerce.search.listProducts(
      { locale: "sv-SE", priceListId, sort, pageNo, pageSize: 100 },
      selected,
    );
    ids.push(...page.items.map((item) => item.id));
    if (ids.length >= page.itemCount || page.items.length === 0) return ids;
  }
}

/** Active products with a price in the default list, cheapest first (ties by id), as stored. */
const pricedIds = async () =>
  (
    await rows<{ id: number }>(
      sql`select p.id from products p join product_prices pp on pp.product_id = p.id and pp.price_list_id = ${priceListId}
          where p.is_active order by pp.price_inc_vat, p.id`,
    )
  ).map((row) => row.id);

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "bulk");
  priceListId = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
  otherProcess = createCommerce(shop.database.db, { warn: () => undefined });
  await otherProcess.search.warmUp();
});

describe("who may run bulk actions", () => {
  it("refuses support and editors with forbidden and changes nothing", async () => {
    const [first] = await pricedIds();
    const before = await storedProducts([first!]);
    const entries = await auditCount();
    for (const role of ["support", "editor"] as const) {
      const error = await expectDomainError(bulk({ action: "unpublish", productIds: [first!] }, staff[role]));
      expect(error.kind, role).toBe("forbidden");
      expect(error.problem, role).toEqual({ code: "staff_forbidden", params: { permission: "catalogue.manage" } });
    }
    expect(await storedProducts([first!])).toEqual(before);
    expect(await auditCount()).toBe(entries);
  });
});

describe("bad input", () => {
  it("refuses an id nothing has, naming productIds, and changes none of the others", async () => {
    const ids = (await pricedIds()).slice(0, 3);
    const before = await storedProducts(ids);
    const entries = await auditCount();
    for (const input of [
      { action: "unpublish", productIds: [...ids, 2_000_000_000] },
      { action: "changePrice", productIds: [...ids, 2_000_000_000], kind: "percent", direction: "up", value: "10" },
    ] satisfies StaffProductBulkInput[]) {
      const error = await expectDomainError(bulk(input));
      expect(error.kind).toBe("invalid");
      expect(error.problem).toEqual({ code: "invalid_request", params: { part: "bulk", fields: ["productIds"] } });
    }
    expect(await storedProducts(ids)).toEqual(before);
    expect(await auditCount()).toBe(entries);
  });

  it("refuses to publish an archived product (restore it first), and publishes none of the others", async () => {
    const ids = (await pricedIds()).slice(-3);
    await bulk({ action: "unpublish", productIds: ids });
    await shop.database.db.execute(sql`update products set archived_at = now() where id = ${ids[0]!}`);
    const error = await expectDomainError(bulk({ action: "publish", productIds: ids }));
    expect(problemsByField(error)).toEqual({ productIds: { code: "product_archived", params: {} } });
    expect((await storedProducts(ids)).map((row) => row.is_active)).toEqual([false, false, false]);
    await shop.database.db.execute(sql`update products set archived_at = null where id = ${ids[0]!}`);
    await bulk({ action: "publish", productIds: ids });
  });

  it("refuses bad fields as a 400 naming each, before touching anything", async () => {
    const [first] = await pricedIds();
    const tooMany = Array.from({ length: 501 }, (_, index) => index + 1);
    const cases: [unknown, string][] = [
      [{ action: "archive", productIds: [first] }, "action"],
      [{ action: "publish", productIds: [] }, "productIds"],
      [{ action: "publish", productIds: tooMany }, "productIds"],
      [{ action: "publish", productIds: ["x"] }, "productIds.0"],
      [{ action: "addFlag", productIds: [first], flagId: "" }, "flagId"],
      [{ action: "addFlag", productIds: [first], flagId: 2_000_000_000 }, "flagId"],
      [{ action: "moveToCategory", productIds: [first], categoryId: 2_000_000_000 }, "categoryId"],
      [{ action: "changePrice", productIds: [first], kind: "percent", direction: "down", value: "100" }, "value"],
      [{ action: "changePrice", productIds: [first], kind: "amount", direction: "up", value: "1.005" }, "value"],
      [{ action: "changePrice", productIds: [first], kind: "amount", direction: "up", value: "0" }, "value"],
      [{ action: "changePrice", productIds: [first], kind: "share", direction: "up", value: "1" }, "kind"],
    ];
    const before = await storedProducts([first!]);
    for (const [input, field] of cases) {
      const error = await expectDomainError(bulk(input as StaffProductBulkInput));
      expect(error.kind, field).toBe("invalid");
      expect(Object.keys(problemsByField(error)), JSON.stringify(input).slice(0, 80)).toEqual([field]);
    }
    expect(await storedProducts([first!])).toEqual(before);
  });
});

describe("publishing", () => {
  it("takes products off the storefront and puts them back, here at once and in another process within a second", async () => {
    const ids = (await storefrontIds(shop.commerce)).slice(0, 3);
    const result = await bulk({ action: "unpublish", productIds: ids.map(String) });
    expect(result).toEqual({ action: "unpublish", chosen: 3, changed: 3 });
    expect((await storedProducts(ids)).map((row) => row.is_active)).toEqual([false, false, false]);
    const listed = await storefrontIds(shop.commerce);
    expect(listed.filter((id) => ids.includes(id))).toEqual([]);
    await expect
      .poll(async () => (await storefrontIds(otherProcess)).filter((id) => ids.includes(id)), { timeout: 1000 })
      .toEqual([]);

    const [entry] = await rows<{ action: string; subject_kind: string; staff_id: number; after: object }>(
      sql`select action, subject_kind, staff_id, after from audit_entries order by id desc limit 1`,
    );
    expect(entry).toEqual({
      action: "product.bulk_unpublish",
      subject_kind: "product",
      staff_id: staff.manager.id,
      after: { productIds: ids, count: 3 },
    });

    expect(await bulk({ action: "publish", productIds: ids }, staff.owner)).toMatchObject({ changed: 3 });
    expect(await storefrontIds(shop.commerce)).toEqual(expect.arrayContaining(ids));
    await expect.poll(async () => (await storefrontIds(otherProcess)).filter((id) => ids.includes(id)).length).toBe(3);
  });
});

describe("flags and categories", () => {
  it("adds a flag and removes it again, and the storefront's flag filter follows", async () => {
    const [flag] = await rows<{ id: number }>(sql`select id from flags order by id limit 1`);
    const flagged = { ...emptyFilters(), flags: [flag!.id] };
    const without = (await storedProducts((await storefrontIds(shop.commerce)).slice(-40))).filter(
      (row) => !row.flag_ids.includes(flag!.id),
    );
    const ids = without.slice(0, 2).map((row) => row.id);
    expect(ids).toHaveLength(2);
    // One already has it: it keeps it once, and counts as unchanged.
    await shop.database.db.execute(
      sql`insert into product_flags (product_id, flag_id) values (${ids[0]!}, ${flag!.id})`,
    );
    expect(await bulk({ action: "addFlag", productIds: ids, flagId: String(flag!.id) })).toMatchObject({ changed: 1 });
    expect((await storedProducts(ids)).every((row) => row.flag_ids.filter((id) => id === flag!.id).length === 1)).toBe(
      true,
    );
    expect(await storefrontIds(shop.commerce, "latest", flagged)).toEqual(expect.arrayContaining(ids));
    await expect
      .poll(
        async () => (await storefrontIds(otherProcess, "latest", flagged)).filter((id) => ids.includes(id)).length,
        {
          timeout: 1000,
        },
      )
      .toBe(2);

    expect(await bulk({ action: "removeFlag", productIds: ids, flagId: flag!.id })).toMatchObject({ changed: 2 });
    expect((await storefrontIds(shop.commerce, "latest", flagged)).filter((id) => ids.includes(id))).toEqual([]);
  });

  it("moves products to a category, an inactive one too, and the category's listing follows", async () => {
    const [target] = await rows<{ id: number }>(
      sql`select c.id from categories c where not exists (select 1 from categories child where child.parent_id = c.id) order by c.id desc limit 1`,
    );
    const ids = (
      await rows<{ id: number }>(
        sql`select id from products where is_active and category_id <> ${target!.id} order by id limit 2`,
      )
    ).map((row) => row.id);
    expect(await bulk({ action: "moveToCategory", productIds: ids, categoryId: target!.id })).toMatchObject({
      changed: 2,
    });
    expect((await storedProducts(ids)).map((row) => row.category_id)).toEqual([target!.id, target!.id]);
    const inCategory = await shop.commerce.search.listProducts(
      { locale: "sv-SE", priceListId, categoryIds: [target!.id], pageSize: 100 },
      emptyFilters(),
    );
    expect(inCategory.items.map((item) => item.id)).toEqual(expect.arrayContaining(ids));

    const [inactive] = await rows<{ id: number }>(
      sql`update categories set is_active = false where id = (select max(id) from categories where id <> ${target!.id}) returning id`,
    );
    expect(await bulk({ action: "moveToCategory", productIds: ids, categoryId: inactive!.id })).toMatchObject({
      changed: 2,
    });
  });
});

describe("changing prices", () => {
  it("raises and lowers by a percentage, rounded to the nearest minor unit, and re-sorts the storefront's price order", async () => {
    const order = await pricedIds();
    const [cheapest, second] = order;
    const before = await storedProducts([cheapest!, second!]);
    // Enough percent (with two decimals) to lift the cheapest past the second.
    const percent = Math.min(1000, Math.floor((before[1]!.price! / before[0]!.price! - 1) * 100) + 5.25);
    const result = await bulk({
      action: "changePrice",
      productIds: [cheapest!],
      kind: "percent",
      direction: "up",
      value: percent.toFixed(2),
    });
    expect(result).toMatchObject({ changed: 1 });
    const raised = (await storedProducts([cheapest!]))[0]!;
    expect(raised.price).toBe(Math.round((before[0]!.price! * (100 + percent)) / 100));
    const expected = await pricedIds();
    expect(expected.indexOf(cheapest!)).toBeGreaterThan(expected.indexOf(second!));
    // The storefront's price order is the stored one, here at once and in the other process within a second.
    const listed = (await storefrontIds(shop.commerce, "price-asc")).filter((id) => id === cheapest || id === second);
    expect(listed).toEqual([second, cheapest]);
    await expect
      .poll(
        async () => (await storefrontIds(otherProcess, "price-asc")).filter((id) => id === cheapest || id === second),
        { timeout: 1000 },
      )
      .toEqual([second, cheapest]);

    await bulk({ action: "changePrice", productIds: [cheapest!], kind: "percent", direction: "down", value: "12,5" });
    expect((await storedProducts([cheapest!]))[0]!.price).toBe(Math.round(raised.price! * 0.875));
  });

  it("moves an amount in whole currency units, never below 1 minor unit, and moves a sale's price before it alike", async () => {
    const [product, onSale] = (await pricedIds()).slice(-2);
    await shop.database.db.execute(
      sql`update product_prices set price_inc_vat = 10000, original_price_inc_vat = 15000 where product_id = ${onSale!} and price_list_id = ${priceListId}`,
    );
    const before = (await storedProducts([product!]))[0]!;
    await bulk({
      action: "changePrice",
      productIds: [product!, onSale!],
      kind: "amount",
      direction: "up",
      value: "9,50",
    });
    expect((await storedProducts([product!]))[0]!.price).toBe(before.price! + 950);
    expect((await storedProducts([onSale!]))[0]).toMatchObject({ price: 10950, original: 15950 });
    await bulk({ action: "changePrice", productIds: [onSale!], kind: "percent", direction: "down", value: "50" });
    expect((await storedProducts([onSale!]))[0]).toMatchObject({ price: 5475, original: 7975 });
    // Lowered past nothing, both meet at 1 öre: the price stays at 1 and the sale ends.
    await bulk({ action: "changePrice", productIds: [onSale!], kind: "amount", direction: "down", value: "100000" });
    expect((await storedProducts([onSale!]))[0]).toMatchObject({ price: 1, original: null });

    const [entry] = await rows<{ action: string; after: { priceChange: object; count: number } }>(
      sql`select action, after from audit_entries order by id desc limit 1`,
    );
    expect(entry).toEqual({
      action: "product.bulk_price",
      after: {
        productIds: [onSale],
        count: 1,
        priceChange: { kind: "amount", direction: "down", minorUnits: 10_000_000, currency: "SEK" },
      },
    });
    // At the floor already, lowered again: nothing moves, so nothing is counted as changed.
    expect(
      await bulk({ action: "changePrice", productIds: [onSale!], kind: "amount", direction: "down", value: "1" }),
    ).toEqual({ action: "changePrice", chosen: 1, changed: 0 });
    expect((await storedProducts([onSale!]))[0]).toMatchObject({ price: 1, original: null });
  });

  it("leaves a product without a price in the default list without one", async () => {
    const [product] = await pricedIds();
    await shop.database.db.execute(
      sql`delete from product_prices where product_id = ${product!} and price_list_id = ${priceListId}`,
    );
    expect(
      await bulk({ action: "changePrice", productIds: [product!], kind: "percent", direction: "up", value: "5" }),
    ).toEqual({ action: "changePrice", chosen: 1, changed: 0 });
    expect((await storedProducts([product!]))[0]!.price).toBeNull();
  });
});

describe("when the listings cannot follow", () => {
  it("still answers a saved bulk action, and logs that the listings did not follow", async () => {
    const warnings: string[] = [];
    const failingBulk = createStaffProductBulk({
      db: shop.database.db,
      search: { refresh: () => Promise.reject(new Error("search index unavailable")) },
      log: { warn: (message) => warnings.push(message) },
      readDefaultCurrency: () => shop.commerce.pricing.getDefaultCurrency(),
    });
    const [product] = await pricedIds();
    const before = (await storedProducts([product!]))[0]!;
    const change = { action: "changePrice", kind: "amount", direction: "up", value: "1" } as const;
    expect(await failingBulk(staff.manager, { ...change, productIds: [product!] })).toEqual({
      action: "changePrice",
      chosen: 1,
      changed: 1,
    });
    expect((await storedProducts([product!]))[0]!.price).toBe(before.price! + 100);
    expect(warnings).toEqual(["Listings did not follow a back-office product change"]);
  });
});
