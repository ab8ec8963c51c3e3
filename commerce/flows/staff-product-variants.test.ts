import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { emptyFilters } from "#commerce/modules/search/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import type { StaffVariantGridView } from "./staff-product-variants.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
let priceListId: number;
/** Two colours and three sizes of the demo vocabulary, with their codes. */
let colours: { id: number; code: string }[];
let sizes: { id: number; code: string }[];

const variantsOf = () => shop.commerce.staffVariants;

/** Raw rows, read without the engine: the test's oracle. */
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(shop.database.db, query);

const countOf = async (table: string) =>
  (await rows<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)}`))[0]!.count;

/** A published product with a price and no variants, made through the product editor. */
async function newProduct(uniqueName: string, name: string): Promise<number> {
  const [category] = await rows<{ id: number }>(
    sql`select id from categories where parent_id is not null order by id limit 1`,
  );
  const texts = { name, shortDescription: "", description: "" };
  const { productId } = await shop.commerce.staffProducts.createProduct(staff.manager, {
    uniqueName,
    texts: { "sv-SE": texts, "en-GB": texts },
    manufacturerId: "",
    categoryId: String(category!.id),
    productTypeId: "",
    vatRate: "2500",
    published: true,
    prices: { [String(priceListId)]: "899" },
  });
  return productId;
}

/** One row's cells as the page's form sends them. */
interface PostedRow {
  partNo: string;
  ean: string;
  active: boolean;
  lowStockThreshold: string;
  stock: Record<string, string>;
  stockWas: Record<string, string>;
}

/** The grid as loaded, posted back unchanged: every cell as the page's form sends it. */
function gridAsPosted(grid: StaffVariantGridView): { version: string; variants: Record<string, PostedRow> } {
  return {
    version: grid.version,
    variants: Object.fromEntries(
      grid.variants.map((variant) => {
        const stock = Object.fromEntries(
          grid.locations.map((location, index) => [`${location.kind}:${location.id}`, String(variant.onHand[index])]),
        );
        const row: PostedRow = {
          partNo: variant.partNo,
          ean: variant.ean ?? "",
          active: variant.isActive,
          lowStockThreshold: variant.lowStockThreshold === null ? "" : String(variant.lowStockThreshold),
          stock,
          stockWas: { ...stock },
        };
        return [String(variant.id), row];
      }),
    ),
  };
}

/** Whether the storefront's in-stock listing finds the product by its name, in this process. */
async function listedInStock(name: string, productId: number) {
  const page = await shop.commerce.search.listProducts(
    { locale: "sv-SE", priceListId, searchString: name, pageNo: 1, pageSize: 50 },
    { ...emptyFilters(), stock: true },
  );
  return page.items.some((item) => item.id === productId);
}

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "variants");
  priceListId = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
  const valuesOf = (axis: string, count: number) =>
    rows<{ id: number; code: string }>(
      sql`select pv.id, pv.code from parametric_values pv join parametrics pa on pa.id = pv.parametric_id
          where pa.code = ${axis} order by pv.sort_order, pv.id limit ${count}`,
    );
  [colours, sizes] = [await valuesOf("color", 3), await valuesOf("size", 3)];
});

describe("who may use the variants grid", () => {
  it("refuses support and editors with forbidden on every use case, changing nothing", async () => {
    const productId = await newProduct("roll-grid-jacket", "Rollrutnätsjacka");
    const grid = await variantsOf().getGrid(staff.owner, productId, "sv-SE");
    const [variantCount, audits] = [await countOf("variants"), await countOf("audit_entries")];
    for (const role of ["support", "editor"] as const) {
      const actor = staff[role];
      for (const refusal of [
        variantsOf().getGrid(actor, productId, "sv-SE"),
        variantsOf().addVariants(actor, productId, { valueIds: [String(colours[0]!.id)] }),
        variantsOf().saveGrid(actor, productId, gridAsPosted(grid)),
        variantsOf().removeVariant(actor, productId, { variantId: "1" }),
      ])
        expect((await expectDomainError(refusal)).kind, role).toBe("forbidden");
    }
    expect([await countOf("variants"), await countOf("audit_entries")]).toEqual([variantCount, audits]);
  });
});

describe("adding colour × size combinations", () => {
  it("creates every missing combination at once with generated part numbers, and the shop sells them", async () => {
    const productId = await newProduct("kombi-regnjacka", "Kombiregnjacka");
    const twoByThree = [colours[0]!, colours[1]!, ...sizes].map((value) => String(value.id));
    expect(await variantsOf().addVariants(staff.manager, productId, { valueIds: twoByThree })).toEqual({
      created: 6,
      existing: 0,
    });
    const stem = String(productId).padStart(6, "0");
    const made = await rows<{ part_no: string; is_active: boolean }>(
      sql`select part_no, is_active from variants where product_id = ${productId} order by sort_order`,
    );
    expect(made.map((row) => row.part_no)).toEqual(
      [colours[0]!, colours[1]!].flatMap((colour) =>
        sizes.map((size) => `${stem}-${colour.code}-${size.code}`.toUpperCase()),
      ),
    );
    // A third colour adds only its three; the six there already stay as they are.
    const withThird = [...twoByThree, String(colours[2]!.id)];
    expect(await variantsOf().addVariants(staff.manager, productId, { valueIds: withThird, partNoStem: "kj" })).toEqual(
      { created: 3, existing: 6 },
    );
    // Asking again for combinations all there adds nothing.
    expect(
      await variantsOf().addVariants(staff.manager, productId, {
        valueIds: [String(colours[2]!.id), String(sizes[0]!.id)],
      }),
    ).toEqual({ created: 0, existing: 1 });
    const third = await rows<{ part_no: string }>(
      sql`select part_no from variants where product_id = ${productId} and part_no like 'KJ-%' order by sort_order`,
    );
    expect(third.map((row) => row.part_no)).toEqual(
      sizes.map((size) => `KJ-${colours[2]!.code}-${size.code}`.toUpperCase()),
    );
    const detail = await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "kombi-regnjacka", priceListId);
    expect(detail?.variants).toHaveLength(9);
    expect(detail?.inStock).toBe(false);
    const [audit] = await rows<{ count: number }>(
      sql`select count(*)::int as count from audit_entries where action = 'variant.create' and after->>'partNo' like ${`${stem}-%`}`,
    );
    expect(audit!.count).toBe(6);
  });

  it("refuses a part number another variant has, or values that are no colour or size, adding nothing", async () => {
    const productId = await newProduct("krock-jacka", "Krockjacka");
    const [taken] = await rows<{ part_no: string }>(sql`select part_no from variants order by id limit 1`);
    // The stem that makes the demo variant's part number for this colour and size.
    const [demo] = await rows<{ colour: number; size: number; colour_code: string; size_code: string }>(
      sql`select c.value_id as colour, s.value_id as size, cv.code as colour_code, sv.code as size_code
          from variants v
            join variant_parametric_values c on c.variant_id = v.id join parametric_values cv on cv.id = c.value_id
            join parametrics cp on cp.id = c.parametric_id and cp.code = 'color'
            join variant_parametric_values s on s.variant_id = v.id join parametric_values sv on sv.id = s.value_id
            join parametrics sp on sp.id = s.parametric_id and sp.code = 'size'
          where v.part_no = ${taken!.part_no}`,
    );
    const stem = taken!.part_no.slice(0, -`-${demo!.colour_code}-${demo!.size_code}`.length);
    const before = [await countOf("variants"), await countOf("audit_entries")];
    const clash = await expectDomainError(
      variantsOf().addVariants(staff.manager, productId, {
        valueIds: [String(demo!.colour), String(demo!.size)],
        partNoStem: stem,
      }),
    );
    expect(problemsByField(clash)).toEqual({ partNoStem: problem("part_no_taken", { partNo: taken!.part_no }) });
    // Codes that spell one part number twice: KROCK + X-Y and KROCK-X + Y.
    const valueOf = async (axis: string, code: string) =>
      (
        await rows<{ id: number }>(
          sql`insert into parametric_values (parametric_id, code)
              select id, ${code} from parametrics where code = ${axis} returning id`,
        )
      )[0]!.id;
    const spelledTwice = [
      await valueOf("color", "krock"),
      await valueOf("color", "krock-x"),
      await valueOf("size", "x-y"),
      await valueOf("size", "y"),
    ];
    const twice = await expectDomainError(
      variantsOf().addVariants(staff.manager, productId, { valueIds: spelledTwice.map(String), partNoStem: "kj" }),
    );
    expect(problemsByField(twice)).toEqual({ partNoStem: problem("part_no_taken", { partNo: "KJ-KROCK-X-Y" }) });
    const [material] = await rows<{ id: number }>(
      sql`select pv.id from parametric_values pv join parametrics pa on pa.id = pv.parametric_id where pa.code = 'material' limit 1`,
    );
    const notAnAxis = await expectDomainError(
      variantsOf().addVariants(staff.manager, productId, { valueIds: [String(material!.id)] }),
    );
    expect(problemsByField(notAnAxis)).toEqual({ valueIds: problem("invalid_id") });
    expect(problemsByField(await expectDomainError(variantsOf().addVariants(staff.manager, productId, {})))).toEqual({
      valueIds: problem("required"),
    });
    expect([await countOf("variants"), await countOf("audit_entries")]).toEqual(before);
  });
});

describe("saving the grid", () => {
  let productId: number;
  let grid: StaffVariantGridView;

  beforeAll(async () => {
    productId = await newProduct("rutnat-vantar", "Rutnätsvantar");
    await variantsOf().addVariants(staff.manager, productId, {
      valueIds: [String(colours[0]!.id), String(sizes[0]!.id), String(sizes[1]!.id)],
    });
    grid = await variantsOf().getGrid(staff.manager, productId, "en-GB");
  });

  it("shows the variants with their colour, size, stock per location and the product's price", () => {
    expect(grid.product).toMatchObject({ id: productId, name: "Rutnätsvantar" });
    expect(grid.variants).toHaveLength(2);
    expect(grid.locations.map((location) => location.kind)).toContain("warehouse");
    expect(grid.locations.map((location) => location.kind)).toContain("store");
    expect(grid.variants[0]!.onHand).toEqual(grid.locations.map(() => 0));
    const colourAxis = grid.axes.find((axis) => axis.values.some((value) => value.id === colours[0]!.id))!;
    expect(grid.variants.map((variant) => variant.values[colourAxis.id])).toEqual([colours[0]!.id, colours[0]!.id]);
    expect(grid.prices).toContainEqual(expect.objectContaining({ currencyCode: "SEK", priceIncVat: 89_900 }));
    expect(grid.partNoStem).toBe(String(productId).padStart(6, "0"));
  });

  it("refuses bad cells, each named, and a part number another variant has, changing nothing", async () => {
    const [other] = await rows<{ part_no: string }>(
      sql`select part_no from variants where product_id <> ${productId} order by id limit 1`,
    );
    const posted = gridAsPosted(grid);
    const [first, second] = grid.variants.map((variant) => String(variant.id)) as [string, string];
    const warehouse = `${grid.locations[0]!.kind}:${grid.locations[0]!.id}`;
    posted.variants[first] = {
      ...posted.variants[first]!,
      ean: "7310865004703".replace(/3$/, "4"),
      lowStockThreshold: "two",
      stock: { ...posted.variants[first]!.stock, [warehouse]: "-1" },
    };
    posted.variants[second] = { ...posted.variants[second]!, partNo: "rod jacka" };
    const before = [await countOf("audit_entries"), await countOf("warehouse_stock")];
    const cells = problemsByField(await expectDomainError(variantsOf().saveGrid(staff.manager, productId, posted)));
    expect(cells).toEqual({
      [`variants.${first}.ean`]: problem("ean_invalid"),
      [`variants.${first}.lowStockThreshold`]: problem("stock_quantity_invalid", { max: 1_000_000_000 }),
      [`variants.${first}.stock.${warehouse}`]: problem("stock_quantity_invalid", { max: 1_000_000_000 }),
      [`variants.${second}.partNo`]: problem("part_no_invalid"),
    });
    // Taken by another product's variant, or by the other row of this grid.
    const clashing = gridAsPosted(grid);
    clashing.variants[first] = { ...clashing.variants[first]!, partNo: other!.part_no };
    clashing.variants[second] = { ...clashing.variants[second]!, partNo: "VANTE-1", ean: "96385074" };
    expect(problemsByField(await expectDomainError(variantsOf().saveGrid(staff.manager, productId, clashing)))).toEqual(
      { [`variants.${first}.partNo`]: problem("part_no_taken", { partNo: other!.part_no }) },
    );
    const twins = gridAsPosted(grid);
    twins.variants[first] = { ...twins.variants[first]!, partNo: grid.variants[1]!.partNo };
    expect(problemsByField(await expectDomainError(variantsOf().saveGrid(staff.manager, productId, twins)))).toEqual({
      [`variants.${first}.partNo`]: problem("part_no_taken", { partNo: grid.variants[1]!.partNo }),
    });
    expect([await countOf("audit_entries"), await countOf("warehouse_stock")]).toEqual(before);
    expect(await variantsOf().getGrid(staff.manager, productId, "en-GB")).toEqual(grid);
  });

  it("saves every changed cell together, audited, leaving untouched stock cells to the orders that moved them", async () => {
    const posted = gridAsPosted(grid);
    const [first, second] = grid.variants as [(typeof grid.variants)[0], (typeof grid.variants)[0]];
    const [warehouse, store] = [
      grid.locations.find((l) => l.kind === "warehouse")!,
      grid.locations.find((l) => l.kind === "store")!,
    ];
    const warehouseKey = `warehouse:${warehouse.id}`;
    posted.variants[first.id] = {
      ...posted.variants[first.id]!,
      partNo: "VANTE-RUTA-S",
      ean: "7310865004703",
      lowStockThreshold: "2",
      stock: { ...posted.variants[first.id]!.stock, [warehouseKey]: "7" },
    };
    posted.variants[second.id] = { ...posted.variants[second.id]!, active: false };
    // An order (say) puts stock of the second variant into the store after the grid was loaded.
    await shop.database.db.execute(
      sql`insert into store_stock (variant_id, store_id, on_hand) values (${second.id}, ${store.id}, 4)`,
    );
    expect(await listedInStock("Rutnätsvantar", productId)).toBe(false);
    const saved = await variantsOf().saveGrid(staff.manager, productId, posted);
    expect(saved).toMatchObject({ changedVariants: 2, changedStock: 1, listingChanged: true });
    const after = await variantsOf().getGrid(staff.manager, productId, "en-GB");
    expect(after.version).toBe(saved.version);
    expect(after.variants[0]).toMatchObject({ partNo: "VANTE-RUTA-S", ean: "7310865004703", lowStockThreshold: 2 });
    expect(after.variants[0]!.onHand[grid.locations.indexOf(warehouse)]).toBe(7);
    expect(after.variants[1]).toMatchObject({ isActive: false });
    expect(after.variants[1]!.onHand[grid.locations.indexOf(store)]).toBe(4);
    // The storefront follows at once: the product is in stock, and sells only the variant on sale.
    expect(await listedInStock("Rutnätsvantar", productId)).toBe(true);
    const detail = await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "rutnat-vantar", priceListId);
    expect(detail?.variants.map((variant) => variant.partNo)).toEqual(["VANTE-RUTA-S"]);
    const audits = await rows<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`select action, before, after from audit_entries where subject_kind = 'variant'
            and subject_id in (${String(first.id)}, ${String(second.id)}) and action <> 'variant.create' order by id`,
    );
    expect(audits).toEqual([
      {
        action: "variant.update",
        before: { partNo: first.partNo, ean: null, lowStockThreshold: null },
        after: { partNo: "VANTE-RUTA-S", ean: "7310865004703", lowStockThreshold: 2 },
      },
      { action: "variant.update", before: { active: true }, after: { active: false } },
      {
        action: "stock.adjust",
        before: { onHand: 0 },
        after: { partNo: "VANTE-RUTA-S", location: warehouse.code, change: 7, onHand: 7, reason: "counted" },
      },
    ]);
  });

  it("refuses a Save made from a grid loaded before someone else's, changing nothing", async () => {
    const stale = gridAsPosted(grid);
    stale.variants[String(grid.variants[0]!.id)]!.ean = "96385074";
    const audits = await countOf("audit_entries");
    const conflict = await expectDomainError(variantsOf().saveGrid(staff.manager, productId, stale));
    expect(conflict).toMatchObject({ kind: "conflict", code: "variants_edited_meanwhile" });
    expect(await countOf("audit_entries")).toBe(audits);
    expect((await variantsOf().getGrid(staff.manager, productId, "en-GB")).variants[0]!.ean).toBe("7310865004703");
  });
});

describe("removing a variant", () => {
  it("deletes a variant no order names, and only takes an ordered one off sale", async () => {
    const productId = await newProduct("bort-mossa", "Bortmössa");
    await variantsOf().addVariants(staff.manager, productId, { valueIds: [String(colours[0]!.id)] });
    const [fresh] = (await variantsOf().getGrid(staff.manager, productId, "sv-SE")).variants;
    expect(await variantsOf().removeVariant(staff.manager, productId, { variantId: String(fresh!.id) })).toEqual({
      partNo: fresh!.partNo,
      outcome: "deleted",
    });
    expect(await rows(sql`select id from variants where id = ${fresh!.id}`)).toEqual([]);
    const [ordered] = await rows<{ variant_id: number; product_id: number; part_no: string }>(
      sql`select ol.variant_id, v.product_id, v.part_no from order_lines ol join variants v on v.id = ol.variant_id
          where v.is_active order by ol.id limit 1`,
    );
    expect(
      await variantsOf().removeVariant(staff.manager, ordered!.product_id, { variantId: String(ordered!.variant_id) }),
    ).toEqual({ partNo: ordered!.part_no, outcome: "deactivated" });
    expect(await rows(sql`select is_active from variants where id = ${ordered!.variant_id}`)).toEqual([
      { is_active: false },
    ]);
    const actions = await rows<{ action: string }>(
      sql`select action from audit_entries where subject_kind = 'variant'
            and subject_id in (${String(fresh!.id)}, ${String(ordered!.variant_id)}) order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual(["variant.create", "variant.delete", "variant.update"]);
    // A variant of another product is not this grid's to remove.
    const stranger = await expectDomainError(
      variantsOf().removeVariant(staff.manager, productId, { variantId: String(ordered!.variant_id) }),
    );
    expect(stranger.kind).toBe("not_found");
  });
});
