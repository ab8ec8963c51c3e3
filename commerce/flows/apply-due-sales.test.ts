import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { changeListPrices } from "#commerce/modules/pricing/index.ts";
import { emptyFilters } from "#commerce/modules/search/index.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createSaleClock, saleRowsOf, withOneCategoryShop } from "#tests/fixtures/one-category-shop.ts";
import type { StaffProductFieldsInput } from "./staff-product-editor-input.ts";

/** A shop of one currency and one category (the demo shop's seed would cost this file most of its time). */
const shop = withOneCategoryShop("sales");
/** The test's clock: the editor checks sales and the sweepers apply them by it. */
const { setClock, editor, sweeper } = createSaleClock(shop);
let manager: StaffActor;
let priceListId: number;
let categoryId: number;

/** Raw rows, read without the engine: the test's oracle. */
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(shop.database.db, query);

const { priceRow, scheduleRow } = saleRowsOf(shop);

const auditCount = async () =>
  (await rows<{ count: number }>(sql`select count(*)::int as count from audit_entries`))[0]!.count;

function fieldsFor(uniqueName: string, price: string): StaffProductFieldsInput {
  const texts = { name: uniqueName.replaceAll("-", " "), shortDescription: "", description: "" };
  return {
    uniqueName,
    texts: { "sv-SE": texts, "en-GB": texts },
    manufacturerId: "",
    categoryId: String(categoryId),
    productTypeId: "",
    valueIds: [],
    flagIds: [],
    vatRate: "2500",
    published: true,
    prices: { [String(priceListId)]: price },
  };
}

const createProduct = async (uniqueName: string, price = "1000") =>
  (await editor().createProduct(manager, fieldsFor(uniqueName, price))).productId;

/** Saves the product's form as loaded, with this sale (and regular price) in the default currency. */
async function saveSale(
  productId: number,
  sale: { price: string; startsAt?: string; endsAt?: string },
  price = "1000",
) {
  const { product, version } = await editor().getProduct(manager, productId, "sv-SE");
  return editor().updateProduct(manager, productId, {
    ...fieldsFor(product.uniqueName, price),
    sales: { [String(priceListId)]: { startsAt: "", endsAt: "", ...sale } },
    version,
  });
}

/** The product's card in the storefront's listing of its name, in the shop's own engine, within a price range (whole kronor). */
async function listedCard(productId: number, words: string, price = { min: 0, max: 100_000 }) {
  const page = await shop.commerce.search.listProducts(
    { locale: "sv-SE", priceListId, searchString: words, pageNo: 1, pageSize: 50 },
    { ...emptyFilters(), price },
  );
  return page.items.find((item) => item.id === productId);
}

/** Waits until `check` holds (the shop's engine follows the catalogue feed), at most 2 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + 2000;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

beforeAll(() => {
  ({ priceListId, categoryId } = shop);
  manager = shop.staff.manager;
});

describe("a sale with a start and an end", () => {
  it("waits for its start, is on the price and in the listings from it, and gives the regular price back at its end", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("rea-fjallvandrare");
    const audits = await auditCount();
    // Typed in Stockholm's time (summer: UTC+2), kept as UTC.
    await saveSale(productId, { price: "800", startsAt: "2030-06-01T10:00", endsAt: "2030-06-01T12:00" });
    expect(await priceRow(productId)).toEqual({ price: 100000, original: null });
    expect(await scheduleRow(productId)).toEqual({
      sale: 80000,
      starts_at: "2030-06-01T08:00Z",
      ends_at: "2030-06-01T10:00Z",
      started: false,
    });
    const [audit] = await rows<{ action: string; after: { prices: unknown } }>(
      sql`select action, after from audit_entries where subject_id = ${String(productId)} order by id desc limit 1`,
    );
    expect(await auditCount()).toBe(audits + 1);
    expect(audit).toEqual({
      action: "product.update",
      after: {
        prices: [
          {
            priceListId,
            priceIncVat: 100000,
            sale: { priceIncVat: 80000, startsAt: "2030-06-01T08:00:00.000Z", endsAt: "2030-06-01T10:00:00.000Z" },
          },
        ],
      },
    });
    const scheduled = await editor().getProduct(manager, productId, "en-GB");
    expect(scheduled.prices.find((price) => price.priceListId === priceListId)).toMatchObject({
      price: "1000",
      sale: { price: "800", startsAt: "2030-06-01T10:00", endsAt: "2030-06-01T12:00", running: false },
    });

    setClock("2030-06-01T07:59:00Z");
    expect(await sweeper()()).toEqual({ started: [], ended: [], dropped: [] });
    expect(await priceRow(productId)).toEqual({ price: 100000, original: null });

    setClock("2030-06-01T08:00:00Z");
    expect((await sweeper()()).started).toEqual([{ productId, priceListId }]);
    expect(await priceRow(productId)).toEqual({ price: 80000, original: 100000 });
    expect(await scheduleRow(productId)).toMatchObject({ started: true });
    // The listing's card and its price filter (900 kronor at most) follow within a second.
    expect(
      await eventually(async () => {
        const card = await listedCard(productId, "fjallvandrare", { min: 0, max: 900 });
        return card?.priceIncVat === 80000 && card.originalPriceIncVat === 100000;
      }),
    ).toBe(true);
    // Starting the sale is not someone else's save: the form loaded before it still saves.
    expect((await editor().getProduct(manager, productId, "en-GB")).version).toBe(scheduled.version);
    expect(await sweeper()()).toEqual({ started: [], ended: [], dropped: [] });

    setClock("2030-06-01T10:00:00Z");
    expect((await sweeper()()).ended).toEqual([{ productId, priceListId }]);
    expect(await priceRow(productId)).toEqual({ price: 100000, original: null });
    expect(await scheduleRow(productId)).toBeUndefined();
    expect(
      await eventually(async () => {
        const card = await listedCard(productId, "fjallvandrare");
        const underRegular = await listedCard(productId, "fjallvandrare", { min: 0, max: 900 });
        return card?.priceIncVat === 100000 && card.originalPriceIncVat === null && underRegular === undefined;
      }),
    ).toBe(true);
  });
});

describe("a sale no longer below the price when it starts", () => {
  it("is dropped, leaving the price as a bulk change left it", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("rea-kasa");
    await saveSale(productId, { price: "800", startsAt: "2030-06-01T10:00" });
    await shop.database.db.transaction((tx) =>
      changeListPrices(tx, priceListId, [productId], { kind: "amount", direction: "down", minorUnits: 30000 }),
    );
    setClock("2030-06-01T08:00:00Z");
    expect(await sweeper()()).toEqual({ started: [], ended: [], dropped: [{ productId, priceListId }] });
    expect(await priceRow(productId)).toEqual({ price: 70000, original: null });
    expect(await scheduleRow(productId)).toBeUndefined();
  });
});

describe("a sale without a start or an end", () => {
  it("is on the price at once, runs until removed, and removing it gives the regular price back at once", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("rea-dagsryggsack");
    await saveSale(productId, { price: "750" });
    expect(await priceRow(productId)).toEqual({ price: 75000, original: 100000 });
    expect(await scheduleRow(productId)).toBeUndefined();
    setClock("2040-01-01T00:00:00Z");
    expect(await sweeper()()).toEqual({ started: [], ended: [], dropped: [] });
    expect(await priceRow(productId)).toEqual({ price: 75000, original: 100000 });
    await saveSale(productId, { price: "" });
    expect(await priceRow(productId)).toEqual({ price: 100000, original: null });
  });

  it("removing a scheduled sale, or a running one with an end, gives the regular price back at once", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("rea-sovsack");
    await saveSale(productId, { price: "600", startsAt: "2030-06-02T10:00" });
    expect(await scheduleRow(productId)).toMatchObject({ sale: 60000, started: false, ends_at: null });
    await saveSale(productId, { price: "" });
    expect(await scheduleRow(productId)).toBeUndefined();
    expect(await priceRow(productId)).toEqual({ price: 100000, original: null });

    await saveSale(productId, { price: "600", endsAt: "2030-06-02T10:00" });
    expect(await priceRow(productId)).toEqual({ price: 60000, original: 100000 });
    expect(await scheduleRow(productId)).toMatchObject({
      started: true,
      starts_at: null,
      ends_at: "2030-06-02T08:00Z",
    });
    await saveSale(productId, { price: "" });
    expect(await priceRow(productId)).toEqual({ price: 100000, original: null });
    expect(await scheduleRow(productId)).toBeUndefined();
    setClock("2030-06-03T00:00:00Z");
    expect(await sweeper()()).toEqual({ started: [], ended: [], dropped: [] });
  });
});

describe("refusing a bad sale", () => {
  it.each([
    ["a sale price not below the price", { price: "1000" }, "1000", { price: problem("sale_not_below_price") }],
    ["a sale price under 1 öre", { price: "0" }, "1000", { price: problem("price_invalid") }],
    ["a sale without a price", { price: "500" }, "", { price: problem("sale_not_below_price") }],
    [
      "a time that does not exist",
      { price: "500", startsAt: "2030-02-30T10:00" },
      "1000",
      { startsAt: problem("sale_time_invalid") },
    ],
    [
      "an end before the start",
      { price: "500", startsAt: "2030-06-02T12:00", endsAt: "2030-06-02T10:00" },
      "1000",
      { endsAt: problem("sale_ends_before_start") },
    ],
    [
      "an end already passed",
      { price: "500", endsAt: "2030-06-01T07:59" },
      "1000",
      { endsAt: problem("sale_end_passed") },
    ],
  ])("refuses %s on its field and changes nothing", async (_, sale, price, problems) => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct(`rea-fel-${Math.random().toString(36).slice(2, 8)}`);
    await saveSale(productId, { price: "900", startsAt: "2030-06-05T10:00" });
    const before = [await priceRow(productId), await scheduleRow(productId), await auditCount()];
    const error = await expectDomainError(saveSale(productId, sale, price));
    expect(error.kind).toBe("invalid");
    expect(problemsByField(error)).toEqual(
      Object.fromEntries(
        Object.entries(problems).map(([field, expected]) => [`sales.${priceListId}.${field}`, expected]),
      ),
    );
    expect([await priceRow(productId), await scheduleRow(productId), await auditCount()]).toEqual(before);
  });
});

describe("sweepers in several processes", () => {
  it("apply each due sale once when two sweep at once", async () => {
    setClock("2030-06-01T06:00:00Z");
    const regulars = [400, 300, 900];
    const productIds: number[] = [];
    for (const [index, regular] of regulars.entries()) {
      const productId = await createProduct(`rea-tillbehor-${index}`, String(regular));
      await saveSale(productId, { price: String(regular - 100), startsAt: "2030-06-01T09:00" }, String(regular));
      productIds.push(productId);
    }
    setClock("2030-06-01T07:00:00Z");
    const reports = await Promise.all([sweeper()(), sweeper()()]);
    const started = reports.flatMap((report) => report.started.map((sale) => sale.productId));
    expect(started.sort()).toEqual([...productIds].sort());
    for (const [index, productId] of productIds.entries())
      expect(await priceRow(productId)).toEqual({
        price: (regulars[index]! - 100) * 100,
        original: regulars[index]! * 100,
      });
  });
});
