import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { createStaffActors, staffRoles } from "#tests/fixtures/staff-actors.ts";
import type { StaffActor, StaffRole } from "../access/index.ts";
import {
  recordCatalogueChange,
  type ProductStockState,
  type StaffProductListEntry,
  type StaffProductListQuery,
  type StaffProductSort,
} from "./index.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
/** The shop's low-stock threshold (the `lowStockThreshold` setting's default). */
const threshold = 3;

/** The oracle: every product as stored, read without the service, its stock summed here from raw stock rows. */
async function rawProducts(locale: ShopLocale) {
  const db = shop.database.db;
  const [products, variants, stock, flags, categories, prices] = await Promise.all([
    selectRows<{
      id: number;
      unique_name: string;
      name: string;
      category_id: number;
      manufacturer_id: number | null;
      is_active: boolean;
      created_at: string;
    }>(
      db,
      sql`select p.id, p.unique_name, t.name, p.category_id, p.manufacturer_id, p.is_active, p.created_at::text
        from products p join product_translations t on t.product_id = p.id and t.locale = ${locale}`,
    ),
    selectRows<{ id: number; product_id: number; part_no: string; is_active: boolean }>(
      db,
      sql`select id, product_id, part_no, is_active from variants`,
    ),
    selectRows<{ variant_id: number; on_hand: number }>(
      db,
      sql`select variant_id, on_hand from warehouse_stock union all select variant_id, on_hand from store_stock`,
    ),
    selectRows<{ product_id: number; flag_id: number }>(db, sql`select product_id, flag_id from product_flags`),
    selectRows<{ id: number; parent_id: number | null }>(db, sql`select id, parent_id from categories`),
    selectRows<{ product_id: number; price_inc_vat: number }>(
      db,
      sql`select pp.product_id, pp.price_inc_vat from product_prices pp
        join price_lists pl on pl.id = pp.price_list_id join currencies c on c.id = pl.currency_id where c.is_default`,
    ),
  ]);
  const onHand = new Map<number, number>();
  for (const row of stock) onHand.set(row.variant_id, (onHand.get(row.variant_id) ?? 0) + row.on_hand);
  return products.map((product) => {
    const own = variants.filter((variant) => variant.product_id === product.id);
    const held = own.filter((variant) => variant.is_active).map((variant) => onHand.get(variant.id) ?? 0);
    const totalStock = held.reduce((sum, quantity) => sum + quantity, 0);
    const stockState: ProductStockState = totalStock === 0 ? "out" : Math.min(...held) < threshold ? "low" : "in_stock";
    let categoryId: number | null = product.category_id;
    const categoryTrail: number[] = [];
    while (categoryId !== null) {
      categoryTrail.push(categoryId);
      categoryId = categories.find((category) => category.id === categoryId)!.parent_id;
    }
    return {
      id: product.id,
      uniqueName: product.unique_name,
      name: product.name,
      brandId: product.manufacturer_id,
      categoryTrail,
      flagIds: flags.filter((flag) => flag.product_id === product.id).map((flag) => flag.flag_id),
      partNos: own.map((variant) => variant.part_no),
      published: product.is_active,
      createdAt: new Date(product.created_at),
      variantCount: held.length,
      totalStock,
      stockState,
      priceIncVat: prices.find((price) => price.product_id === product.id)?.price_inc_vat ?? null,
    };
  });
}

type RawProduct = Awaited<ReturnType<typeof rawProducts>>[number];

/** The oracle's notion of "contains, case and accents ignored". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Each sort as the oracle orders products: the key, then the id (in the same direction). */
const oracleOrder: Record<StaffProductSort, (a: RawProduct, b: RawProduct) => number> = {
  // The test databases sort text by code point (C and C.UTF-8 collations), as JavaScript's < does.
  name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
  newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  stock: (a, b) => a.totalStock - b.totalStock || a.id - b.id,
};

const list = (query: StaffProductListQuery, locale: ShopLocale = "en-GB", actor = staff.manager) =>
  shop.commerce.staffCatalogue.listProducts(actor, locale, query);

/** Every page of a query, walking `nextCursor` from the first. */
async function walkForwards(query: StaffProductListQuery) {
  const pages = [await list(query)];
  while (pages.at(-1)!.nextCursor !== null) pages.push(await list({ ...query, after: pages.at(-1)!.nextCursor! }));
  return pages;
}

/** The ids the service lists for a filter, every page of it. */
async function idsListed(query: StaffProductListQuery, locale: ShopLocale = "en-GB") {
  const ids: number[] = [];
  let after: number | undefined;
  do {
    const page = await list({ ...query, limit: 200, after }, locale);
    ids.push(...page.rows.map((row) => row.id));
    after = page.nextCursor ?? undefined;
  } while (after !== undefined);
  return ids;
}

/** The ids the oracle finds for a predicate, in name order. */
const idsExpected = (products: RawProduct[], keep: (product: RawProduct) => boolean) =>
  products
    .filter(keep)
    .sort(oracleOrder.name)
    .map((product) => product.id);

/** Sets what every warehouse and store holds of each of a product's variants (`quantities` in variant id order, the last repeated). */
async function setProductStock(productId: number, quantities: number[]) {
  const variants = await selectRows<{ id: number }>(
    shop.database.db,
    sql`select id from variants where product_id = ${productId} and is_active order by id`,
  );
  for (const [index, variant] of variants.entries()) {
    const quantity = quantities[Math.min(index, quantities.length - 1)]!;
    await shop.database.db.execute(sql`update store_stock set on_hand = 0 where variant_id = ${variant.id}`);
    await shop.database.db.execute(sql`delete from warehouse_stock where variant_id = ${variant.id}`);
    await shop.database.db.execute(
      sql`insert into warehouse_stock (warehouse_id, variant_id, on_hand) select min(id), ${variant.id}, ${quantity} from warehouses`,
    );
  }
}

let products: RawProduct[];
beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "catalogue");
  const ids = (await rawProducts("en-GB")).map((product) => product.id).sort((a, b) => a - b);
  // One product of each stock state for certain, and one the storefront does not sell.
  await setProductStock(ids[0]!, [0]);
  await setProductStock(ids[1]!, [10, 1]);
  await setProductStock(ids[2]!, [40]);
  await shop.database.db.execute(sql`update products set is_active = false where id = ${ids[3]!}`);
  products = await rawProducts("en-GB");
});

describe("who may list the catalogue", () => {
  it("lets owners and managers list products and refuses support and editors with forbidden", async () => {
    for (const role of staffRoles) {
      const call = list({ limit: 5 }, "en-GB", staff[role]);
      if (role === "owner" || role === "manager") {
        expect((await call).rows, role).toHaveLength(5);
      } else {
        const error = await expectDomainError(call);
        expect(error.kind, role).toBe("forbidden");
        expect(error.problem, role).toEqual({ code: "staff_forbidden", params: { permission: "catalogue.manage" } });
      }
    }
  });
});

describe("the product list's filters", () => {
  it("lists every product named in the member's locale, with its stock, price, brand and category path", async () => {
    const pages = await walkForwards({ limit: 200 });
    expect(pages[0]!.total).toBe(products.length);
    expect(pages[0]!.currencyCode).toBe("SEK");
    const rows = pages.flatMap((page) => page.rows);
    expect(rows.map((row) => row.id)).toEqual(idsExpected(products, () => true));
    for (const row of rows) {
      const raw = products.find((product) => product.id === row.id)!;
      expect(row).toMatchObject({
        uniqueName: raw.uniqueName,
        name: raw.name,
        variantCount: raw.variantCount,
        totalStock: raw.totalStock,
        stockState: raw.stockState,
        priceIncVat: raw.priceIncVat,
        published: raw.published,
      });
      expect(row.categoryPath).toHaveLength(raw.categoryTrail.length);
    }
    const jacket = rows.find((row) => row.imageKey !== null && row.brand !== null)!;
    expect(jacket.imageKey).toMatch(/^products\//);
    const tree = await shop.commerce.catalogue.getCategoryTree("en-GB");
    const rawJacket = products.find((product) => product.id === jacket.id)!;
    expect(jacket.categoryPath[0]).toBe(tree.find((node) => node.id === rawJacket.categoryTrail.at(-1))!.name);
  });

  it("searches names in the member's locale, unique names and part numbers, ignoring case and accents", async () => {
    const swedish = await rawProducts("sv-SE");
    const accented = swedish.find((product) => fold(product.name) !== product.name.toLowerCase())!;
    const word = accented.name.split(" ").find((part) => fold(part) !== part.toLowerCase())!;
    const typed = fold(word).toUpperCase();
    expect(await idsListed({ search: typed }, "sv-SE")).toEqual(
      idsExpected(
        swedish,
        (product) =>
          fold(product.name).includes(fold(word)) ||
          product.uniqueName.includes(fold(word)) ||
          product.partNos.some((number) => fold(number).includes(fold(word))),
      ),
    );
    expect(await idsListed({ search: typed }, "sv-SE")).toContain(accented.id);

    const partNo = products[5]!.partNos[0]!;
    const part = partNo.slice(0, -1).toLowerCase();
    const byPart = await idsListed({ search: part });
    expect(byPart).toEqual(
      idsExpected(products, (product) => product.partNos.some((number) => number.toLowerCase().includes(part))),
    );
    expect(byPart).toContain(products[5]!.id);

    const uniqueName = products[7]!.uniqueName;
    expect(await idsListed({ search: uniqueName })).toContain(products[7]!.id);
    // LIKE's wildcards are the characters themselves.
    expect(await idsListed({ search: "%" })).toEqual([]);
    expect((await list({ search: "no product is called this" })).rows).toEqual([]);
  });

  it("filters by a category with the categories under it, by brand, by flag and by published state", async () => {
    const withChildren = products.find((product) => product.categoryTrail.length >= 2)!;
    const top = withChildren.categoryTrail.at(-1)!;
    const inTop = await idsListed({ categoryId: String(top) });
    expect(inTop).toEqual(idsExpected(products, (product) => product.categoryTrail.includes(top)));
    expect(inTop).toContain(withChildren.id);
    const leaf = withChildren.categoryTrail[0]!;
    expect(await idsListed({ categoryId: leaf })).toEqual(
      idsExpected(products, (product) => product.categoryTrail[0] === leaf),
    );

    const brandId = products.find((product) => product.brandId !== null)!.brandId!;
    expect(await idsListed({ brandId })).toEqual(idsExpected(products, (product) => product.brandId === brandId));

    const flagId = products.find((product) => product.flagIds.length > 0)!.flagIds[0]!;
    const flagged = await idsListed({ flagId });
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged).toEqual(idsExpected(products, (product) => product.flagIds.includes(flagId)));

    expect(await idsListed({ published: "unpublished" })).toEqual(
      idsExpected(products, (product) => !product.published),
    );
    expect(await idsListed({ published: "published" })).toEqual(idsExpected(products, (product) => product.published));
  });

  it("filters by stock state against the low-stock threshold, and combines filters", async () => {
    for (const state of ["in_stock", "low", "out"] as const) {
      const expected = idsExpected(products, (product) => product.stockState === state);
      expect(expected.length, state).toBeGreaterThan(0);
      expect(await idsListed({ stock: state }), state).toEqual(expected);
      expect((await list({ stock: state })).total, state).toBe(expected.length);
    }
    const [low] = products.filter((product) => product.stockState === "low");
    const combined = await list({
      stock: "low",
      brandId: low!.brandId ?? undefined,
      categoryId: low!.categoryTrail[0],
    });
    expect(combined.rows.map((row) => row.id)).toEqual(
      idsExpected(
        products,
        (product) =>
          product.stockState === "low" &&
          product.brandId === low!.brandId &&
          product.categoryTrail[0] === low!.categoryTrail[0],
      ),
    );
  });

  it("follows a stock change announced through the catalogue feed in its stock sort and filters", async () => {
    const before = await list({ sort: "stock", limit: 200 });
    const product = before.rows.find((row) => row.stockState === "in_stock")!;
    await setProductStock(product.id, [0]);
    await shop.commerce.search.stockChanged([product.id]);
    const out = await idsListed({ stock: "out" });
    expect(out).toContain(product.id);
    const first = await list({ sort: "stock", limit: 200 });
    expect(first.rows.find((row) => row.id === product.id)).toMatchObject({ totalStock: 0, stockState: "out" });
    await setProductStock(product.id, [threshold]);
    await shop.commerce.search.stockChanged([product.id]);
    expect(await idsListed({ stock: "out" })).not.toContain(product.id);
    expect(await idsListed({ stock: "in_stock" })).toContain(product.id);
    // The tests after this one compare with the stock as it now is.
    products = await rawProducts("en-GB");
  });

  it("refuses a query it cannot read as a bad request naming the field", async () => {
    for (const [query, field] of [
      [{ sort: "price" }, "sort"],
      [{ stock: "some" }, "stock"],
      [{ categoryId: "x" }, "categoryId"],
      [{ brandId: "99999999999" }, "brandId"],
      [{ limit: 0 }, "limit"],
      [{ after: 1, before: 2 }, "before"],
    ] as const) {
      const error = await expectDomainError(list(query as StaffProductListQuery));
      expect(error.kind, field).toBe("invalid");
      expect(error.problem, field).toEqual({ code: "invalid_request", params: { part: "query", fields: [field] } });
    }
  });
});

describe("paging the product list", () => {
  it.each(["name", "newest", "stock"] as const)(
    "pages by %s forwards and back again without repeating or skipping a product",
    async (sort) => {
      const expected = [...products].sort(oracleOrder[sort]).map((product) => product.id);
      const query = { sort, limit: 25 };
      const pages = await walkForwards(query);
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
      expect(pages[0]!.previousCursor).toBeNull();
      expect(pages.every((page) => page.total === products.length)).toBe(true);
      // Back from the last page by previousCursor: the same pages in reverse.
      const backwards = [pages.at(-1)!];
      while (backwards.at(-1)!.previousCursor !== null)
        backwards.push(await list({ ...query, before: backwards.at(-1)!.previousCursor! }));
      expect(backwards.map((page) => page.rows.map((row) => row.id))).toEqual(
        pages.map((page) => page.rows.map((row) => row.id)).reverse(),
      );
      // A page reached going back leads forwards to the page after it.
      const second = backwards.at(-2)!;
      expect(second.nextCursor).toBe(second.rows.at(-1)!.id);
      expect((await list({ ...query, after: second.nextCursor! })).rows).toEqual(pages[2]!.rows);
    },
  );

  it("keeps a filter while paging", async () => {
    const pages: StaffProductListEntry[][] = [];
    let after: number | undefined;
    do {
      const page = await list({ stock: "in_stock", limit: 5, after });
      pages.push(page.rows);
      after = page.nextCursor ?? undefined;
    } while (after !== undefined);
    expect(pages.flat().map((row) => row.id)).toEqual(
      idsExpected(products, (product) => product.stockState === "in_stock"),
    );
    expect(pages.length).toBeGreaterThan(1);
  });
});

describe("archived products, names from the other locale, and the filters' choices", () => {
  it("leaves archived products out unless the filter asks for them, only them or with the others", async () => {
    const [archived] = products;
    await shop.database.db.execute(sql`update products set archived_at = now() where id = ${archived!.id}`);
    const all = idsExpected(products, () => true);
    expect(await idsListed({})).toEqual(all.filter((id) => id !== archived!.id));
    expect((await list({})).total).toBe(products.length - 1);
    expect(await idsListed({ archived: "only" })).toEqual([archived!.id]);
    expect((await list({ archived: "only" })).rows[0]).toMatchObject({ id: archived!.id, archived: true });
    expect(await idsListed({ archived: "included" })).toEqual(all);
    await shop.database.db.execute(sql`update products set archived_at = null where id = ${archived!.id}`);
  });

  it("lists a product without a name in the member's locale under its other name, marked, and finds it by that name", async () => {
    const product = products[10]!;
    await shop.database.db.execute(
      sql`delete from product_translations where product_id = ${product.id} and locale = 'en-GB'`,
    );
    const swedishName = (await rawProducts("sv-SE")).find((raw) => raw.id === product.id)!.name;
    const found = await list({ search: swedishName, limit: 200 });
    expect(found.rows.find((row) => row.id === product.id)).toMatchObject({ name: swedishName, nameLocale: "sv-SE" });
    expect(found.rows.filter((row) => row.id !== product.id).every((row) => row.nameLocale === "en-GB")).toBe(true);
    // In the name order it sits under its Swedish name; every product is listed, and counted.
    const named = [...products.filter((raw) => raw.id !== product.id), { ...product, name: swedishName }]
      .sort(oracleOrder.name)
      .map((raw) => raw.id);
    expect(await idsListed({})).toEqual(named);
    expect((await list({})).total).toBe(products.length);
  });

  it("offers every category in tree order with its depth, hidden ones marked, and the brands and flags", async () => {
    const [hidden] = await selectRows<{ id: number }>(
      shop.database.db,
      sql`update categories set is_active = false where id = (select max(id) from categories) returning id`,
    );
    // Announced as the categories page would: the cached choices follow within a second.
    await recordCatalogueChange(shop.database.db, { kinds: ["category"] });
    await expect
      .poll(async () =>
        (await list({ limit: 1 }, "sv-SE")).filterOptions.categories.some((category) => !category.active),
      )
      .toBe(true);
    const { filterOptions } = await list({ limit: 1 }, "sv-SE");
    const stored = await selectRows<{ id: number }>(shop.database.db, sql`select id from categories`);
    expect(filterOptions.categories.map((category) => category.id).sort((a, b) => a - b)).toEqual(
      stored.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(filterOptions.categories.find((category) => category.id === hidden!.id)).toMatchObject({ active: false });
    expect(filterOptions.categories.filter((category) => !category.active)).toHaveLength(1);
    // A child comes right after its parent's earlier descendants, one level deeper.
    const tree = await shop.commerce.catalogue.getCategoryTree("sv-SE");
    expect(filterOptions.categories[0]).toMatchObject({ id: tree[0]!.id, name: tree[0]!.name, depth: 0 });
    expect(filterOptions.categories[1]).toMatchObject({ id: tree[0]!.children[0]!.id, depth: 1 });
    const vocabulary = await shop.commerce.catalogue.getVocabulary("sv-SE");
    expect(filterOptions.brands.map((brand) => brand.id).sort()).toEqual([...vocabulary.brands.keys()].sort());
    expect(filterOptions.flags.map((flag) => flag.id).sort()).toEqual([...vocabulary.flags.keys()].sort());
  });
});
