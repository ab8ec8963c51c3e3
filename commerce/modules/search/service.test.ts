import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { selectRows } from "#commerce/db/client.ts";
import { collectCategoryIds } from "../catalogue/index.ts";
import { parseFilterText, type SelectedFilters } from "./filter-text.ts";
import { sortKeys } from "./inputs.ts";

const shop = withDemoShop();

interface FacetRow {
  product_id: number;
  category_id: number;
  manufacturer_id: number;
  value_ids: number[];
  flag_ids: number[];
  in_stock: boolean;
  price: number;
}

let sekList = 0;
let women: number[] = [];
let rows: FacetRow[] = [];
let parametricOf = new Map<number, number>();

beforeAll(async () => {
  sekList = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
  women = collectCategoryIds((await shop.commerce.catalogue.getCategoryTree("sv-SE"))[0]!);
  rows = await selectRows<FacetRow>(
    shop.database.db,
    sql`select pf.product_id, pf.category_id, pf.manufacturer_id, pf.value_ids, pf.flag_ids, pf.in_stock, pp.price_inc_vat as price
        from product_facets pf join product_prices pp on pp.product_id = pf.product_id and pp.price_list_id = ${sekList}
        where pf.category_id = any(${sql.param(women)}::int[])`,
  );
  const values = await selectRows<{ id: number; parametric_id: number }>(
    shop.database.db,
    sql`select id, parametric_id from parametric_values`,
  );
  parametricOf = new Map(values.map((value) => [value.id, value.parametric_id]));
});

/** The oracle: what a product must satisfy, group by group, written plainly over all rows. */
function matches(row: FacetRow, selected: SelectedFilters, except?: string): boolean {
  const parametricOk = Object.entries(selected.parametric).every(
    ([parametricId, valueIds]) =>
      except === `parametric:${parametricId}` || valueIds.some((id) => row.value_ids.includes(id)),
  );
  return (
    parametricOk &&
    (except === "brand" || selected.brands.length === 0 || selected.brands.includes(row.manufacturer_id)) &&
    (except === "flags" || selected.flags.length === 0 || selected.flags.some((id) => row.flag_ids.includes(id))) &&
    (except === "stock" || !selected.stock || row.in_stock) &&
    (except === "price" ||
      !selected.price ||
      (row.price >= selected.price.min * 100 && row.price <= selected.price.max * 100))
  );
}

const scope = () => ({ locale: "sv-SE" as const, priceListId: sekList, categoryIds: women });

describe("facet counts", () => {
  it("count each value with every other selected group applied but not its own", async () => {
    const colour = rows[0]!.value_ids.find((id) => parametricOf.get(id) === 1)!;
    const size = rows[1]!.value_ids.find((id) => parametricOf.get(id) === 2)!;
    const brand = rows[2]!.manufacturer_id;
    const selected = parseFilterText(`parf|L1_${colour},L2_${size};mfrf|${brand};ohf|true`);
    const facets = await shop.commerce.search.listProductFilters(scope(), selected);

    for (const item of facets.parametrics) {
      const expected = rows.filter(
        (row) => row.value_ids.includes(item.valueId) && matches(row, selected, `parametric:${item.parametricId}`),
      ).length;
      expect({ value: item.id, count: item.count }).toEqual({ value: item.id, count: expected });
    }
    for (const item of facets.brands) {
      expect(item.count).toBe(
        rows.filter((row) => row.manufacturer_id === item.id && matches(row, selected, "brand")).length,
      );
    }
    expect(facets.stock.count).toBe(rows.filter((row) => row.in_stock && matches(row, selected, "stock")).length);
    expect(facets.parametrics.find((item) => item.valueId === colour)?.selected).toBe(true);
  });

  it("match list-product's ItemCount when exactly one value is selected", async () => {
    const unfiltered = await shop.commerce.search.listProductFilters(scope(), parseFilterText(""));
    expect(unfiltered.parametrics.length).toBeGreaterThan(10);
    for (const item of unfiltered.parametrics.slice(0, 12)) {
      const listed = await shop.commerce.search.listProducts(
        { ...scope(), pageSize: 1 },
        parseFilterText(`parf|${item.id}`),
      );
      expect({ value: item.id, itemCount: listed.itemCount }).toEqual({ value: item.id, itemCount: item.count });
    }
  });

  it("count subcategories, flags and the price range of what the other filters leave", async () => {
    const facets = await shop.commerce.search.listProductFilters(scope(), parseFilterText("prcf|true_500-1500"));
    expect(facets.categories.map((category) => category.name)).toEqual([
      "Jackor och rockar",
      "Tröjor",
      "Byxor",
      "Klänningar",
    ]);
    expect(facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(
      rows.filter((row) => matches(row, parseFilterText("prcf|true_500-1500"))).length,
    );
    const prices = rows.map((row) => row.price);
    expect(facets.price).toEqual({
      fromIncVat: Math.floor(Math.min(...prices) / 100),
      toIncVat: Math.ceil(Math.max(...prices) / 100),
      selected: { min: 500, max: 1500 },
    });
    expect(facets.flags.map((flag) => flag.name).sort()).toEqual(["Nyhet", "Rea"]);
  });

  it("name each value's parametric code (the part of its code before the first dash)", async () => {
    const facets = await shop.commerce.search.listProductFilters(scope(), parseFilterText(""));
    expect(new Set(facets.parametrics.map((item) => item.parametricCode))).toEqual(
      new Set(["color", "size", "material"]),
    );
  });
});

describe("listing", () => {
  it("filters by category, price range, brand, stock and flags together", async () => {
    const selected = parseFilterText(`prcf|true_1000-3000;ohf|true;mfrf|${rows[0]!.manufacturer_id}`);
    const listed = await shop.commerce.search.listProducts({ ...scope(), pageSize: 100 }, selected);
    const expected = rows
      .filter((row) => matches(row, selected))
      .map((row) => row.product_id)
      .sort((a, b) => a - b);
    expect(listed.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(expected);
    expect(listed.itemCount).toBe(expected.length);
  });

  it("filters by flags and by a subcategory", async () => {
    const sale = (await shop.commerce.search.listProductFilters(scope(), parseFilterText(""))).flags.find(
      (flag) => flag.name === "Rea",
    )!;
    const onSale = await shop.commerce.search.listProducts(
      { ...scope(), pageSize: 100 },
      parseFilterText(`flgf|${sale.id}`),
    );
    expect(onSale.itemCount).toBe(rows.filter((row) => row.flag_ids.includes(sale.id)).length);
    expect(onSale.items.every((item) => item.originalPriceIncVat !== null)).toBe(true);

    const jackets = (await shop.commerce.catalogue.getCategoryTree("sv-SE"))[0]!.children[0]!;
    const inJackets = await shop.commerce.search.listProducts(
      { ...scope(), pageSize: 100 },
      parseFilterText(`catf|${jackets.id}`),
    );
    const jacketCategories = collectCategoryIds(jackets);
    expect(inJackets.itemCount).toBe(rows.filter((row) => jacketCategories.includes(row.category_id)).length);
    const facets = await shop.commerce.search.listProductFilters(scope(), parseFilterText(`catf|${jackets.id}`));
    expect(facets.categories.find((category) => category.id === jackets.id)).toMatchObject({
      selected: true,
      count: inJackets.itemCount,
    });
  });

  it.each(sortKeys)("sorts by %s", async (sort) => {
    const { items } = await shop.commerce.search.listProducts({ ...scope(), sort, pageSize: 100 }, parseFilterText(""));
    const pairs = items.slice(1).map((item, index) => [items[index]!, item] as const);
    for (const [before, after] of pairs) {
      if (sort === "price-asc") expect(before.priceIncVat).toBeLessThanOrEqual(after.priceIncVat);
      if (sort === "price-desc") expect(before.priceIncVat).toBeGreaterThanOrEqual(after.priceIncVat);
      if (sort === "name-asc") expect(before.name <= after.name).toBe(true);
      if (sort === "name-desc") expect(before.name >= after.name).toBe(true);
    }
    if (sort === "latest") {
      const created = await selectRows<{ product_id: number }>(
        shop.database.db,
        sql`select product_id from product_facets where category_id = any(${sql.param(women)}::int[]) order by created_at desc, product_id limit 5`,
      );
      expect(items.slice(0, 5).map((item) => item.id)).toEqual(created.map((row) => row.product_id));
    }
  });

  it("pages without overlap and keeps the total", async () => {
    const first = await shop.commerce.search.listProducts(
      { ...scope(), pageSize: 10, sort: "name-asc" },
      parseFilterText(""),
    );
    const second = await shop.commerce.search.listProducts(
      { ...scope(), pageSize: 10, pageNo: 2, sort: "name-asc" },
      parseFilterText(""),
    );
    expect(first.itemCount).toBe(rows.length);
    expect(second.itemCount).toBe(rows.length);
    expect(second.items.some((item) => first.items.some((other) => other.id === item.id))).toBe(false);
  });

  it("refuses a page size over 100 and an unknown sort", async () => {
    await expect(
      shop.commerce.search.listProducts({ ...scope(), pageSize: 101 }, parseFilterText("")),
    ).rejects.toThrow();
    await expect(
      shop.commerce.search.listProducts({ ...scope(), sort: "cheapest" as never }, parseFilterText("")),
    ).rejects.toThrow();
  });
});

// Last in the file: it sells out every variant of one colour in the listing's category.
describe("values in stock", () => {
  it("are marked in stock exactly when a product of the listing holds them in a variant that is in stock", async () => {
    const colour = rows[0]!.value_ids.find((id) => parametricOf.get(id) === 1)!;
    const soldOut = await selectRows<{ product_id: number }>(
      shop.database.db,
      sql`select distinct v.product_id from variants v join variant_parametric_values x on x.variant_id = v.id join product_facets pf on pf.product_id = v.product_id
          where x.value_id = ${colour} and pf.category_id = any(${sql.param(women)}::int[])`,
    );
    const ofColour = sql`select variant_id from variant_parametric_values where value_id = ${colour}`;
    await shop.database.db.execute(sql`update warehouse_stock set on_hand = 0 where variant_id in (${ofColour})`);
    await shop.database.db.execute(sql`update store_stock set on_hand = 0 where variant_id in (${ofColour})`);
    await shop.commerce.search.stockChanged(soldOut.map((row) => row.product_id));

    const stocked = await selectRows<{ value_id: number }>(
      shop.database.db,
      sql`select distinct unnest(pf.in_stock_value_ids) as value_id from product_facets pf
          join product_prices pp on pp.product_id = pf.product_id and pp.price_list_id = ${sekList}
          where pf.category_id = any(${sql.param(women)}::int[])`,
    );
    const inStock = new Set(stocked.map((row) => row.value_id));
    const facets = await shop.commerce.search.listProductFilters(scope(), parseFilterText(""));
    expect(facets.parametrics.find((item) => item.valueId === colour)?.inStock).toBe(false);
    for (const item of facets.parametrics) expect(item.inStock, item.name).toBe(inStock.has(item.valueId));
  });
});
