import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { basketView, readyGuestBasket } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { listEverything } from "#tests/fixtures/listing.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { createCommerce } from "../commerce.ts";
import { selectRows } from "../db/client.ts";
import { problem } from "../error-codes.ts";
import type { StaffActor, StaffRole } from "../modules/access/index.ts";
import { parseFilterText } from "../modules/search/index.ts";
import { sandboxCards } from "../providers/payments/sandbox.ts";
import { maxStockQuantity, type StockAdjustmentInput } from "./staff-stock-inputs.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
let warehouses: { id: number; code: string }[];
let stores: { id: number; code: string }[];

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "stock");
  warehouses = await selectRows(shop.database.db, sql`select id, code from warehouses order by id`);
  stores = await selectRows(shop.database.db, sql`select id, code from stores order by id`);
});

/** The oracle: one location's stock row as stored, 0 without one. */
async function onHandAt(variantId: number, kind: "warehouse" | "store", locationId: number): Promise<number> {
  const [row] = await selectRows<{ on_hand: number }>(
    shop.database.db,
    kind === "warehouse"
      ? sql`select on_hand from warehouse_stock where variant_id = ${variantId} and warehouse_id = ${locationId}`
      : sql`select on_hand from store_stock where variant_id = ${variantId} and store_id = ${locationId}`,
  );
  return row?.on_hand ?? 0;
}

/** The newest audit entries of an action, newest first. */
const auditOf = (action: string) =>
  selectRows<{ subject_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
    shop.database.db,
    sql`select subject_id, before, after from audit_entries where action = ${action} order by id desc`,
  );

/** Active variants of active products with their part number and product, lowest id first, skipping `skip`. */
async function variantsOnSale(count: number, skip = 0) {
  return selectRows<{ id: number; part_no: string; product_id: number }>(
    shop.database.db,
    sql`select v.id, v.part_no, v.product_id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active order by v.id offset ${skip} limit ${count}`,
  );
}

const adjustment = (variantId: number, change: Partial<StockAdjustmentInput>): StockAdjustmentInput => ({
  variantId: String(variantId),
  location: `warehouse:${warehouses[0]!.id}`,
  mode: "add",
  quantity: "1",
  reason: "received",
  ...change,
});

describe("who may change stock", () => {
  it("refuses support and editors every stock use case, changing nothing", async () => {
    const [variant] = await variantsOnSale(1);
    const before = await onHandAt(variant!.id, "warehouse", warehouses[0]!.id);
    const csv = `part;location;quantity\n${variant!.part_no};${warehouses[0]!.code};5`;
    for (const role of ["support", "editor"] as const) {
      const actor = staff[role];
      const stock = shop.commerce.staffStock;
      for (const call of [
        stock.adjust(actor, adjustment(variant!.id, { quantity: "4" })),
        stock.setLowStockThreshold(actor, { variantId: String(variant!.id), threshold: "9" }),
        stock.findVariants(actor, "en-GB", { q: variant!.part_no }),
        stock.readProductStock(actor, "en-GB", String(variant!.product_id)),
        stock.checkImport(actor, { csv }),
        stock.applyImport(actor, { csv }),
      ])
        expect(await expectDomainError(call), role).toMatchObject({ kind: "forbidden", code: "staff_forbidden" });
    }
    expect(await onHandAt(variant!.id, "warehouse", warehouses[0]!.id)).toBe(before);
  });
});

describe("adjusting a variant's stock", () => {
  it("adds, takes away and sets a count at a warehouse and a store, each audited with its reason", async () => {
    const [variant] = await variantsOnSale(1, 10);
    const warehouse = warehouses[0]!;
    const store = stores[0]!;
    const start = await onHandAt(variant!.id, "warehouse", warehouse.id);
    const stock = shop.commerce.staffStock;

    expect(await stock.adjust(staff.manager, adjustment(variant!.id, { quantity: "+5" }))).toEqual({
      partNo: variant!.part_no,
      location: warehouse.code,
      before: start,
      after: start + 5,
    });
    await stock.adjust(staff.owner, adjustment(variant!.id, { quantity: "-2", reason: "damaged" }));
    expect(await onHandAt(variant!.id, "warehouse", warehouse.id)).toBe(start + 3);

    await stock.adjust(
      staff.manager,
      adjustment(variant!.id, {
        location: `store:${store.id}`,
        mode: "set",
        quantity: "7",
        reason: "other",
        note: "Found behind the till",
      }),
    );
    expect(await onHandAt(variant!.id, "store", store.id)).toBe(7);

    const [last, taken] = await auditOf("stock.adjust");
    expect(last).toMatchObject({
      subject_id: String(variant!.id),
      after: {
        partNo: variant!.part_no,
        location: store.code,
        onHand: 7,
        reason: "other",
        note: "Found behind the till",
      },
    });
    expect(taken).toMatchObject({
      before: { onHand: start + 5 },
      after: { location: warehouse.code, change: -2, onHand: start + 3, reason: "damaged" },
    });
  });

  it("never goes below zero: taking more than is held is refused with how many there are, and nothing changes", async () => {
    const [variant] = await variantsOnSale(1, 11);
    const warehouse = warehouses[0]!;
    const held = await onHandAt(variant!.id, "warehouse", warehouse.id);
    const entries = (await auditOf("stock.adjust")).length;
    const refused = await expectDomainError(
      shop.commerce.staffStock.adjust(staff.manager, adjustment(variant!.id, { quantity: String(-(held + 1)) })),
    );
    expect(problemsByField(refused)).toEqual({ quantity: problem("only_left", { count: held }) });
    expect(await onHandAt(variant!.id, "warehouse", warehouse.id)).toBe(held);
    expect(await auditOf("stock.adjust")).toHaveLength(entries);
  });

  it("refuses bad input as 400s naming the fields", async () => {
    const [variant] = await variantsOnSale(1, 12);
    const stock = shop.commerce.staffStock;
    const fieldsOf = async (input: StockAdjustmentInput) =>
      Object.keys(problemsByField(await expectDomainError(stock.adjust(staff.manager, input))));
    expect(await fieldsOf(adjustment(variant!.id, { mode: "set", quantity: "-1" }))).toEqual(["quantity"]);
    expect(await fieldsOf(adjustment(variant!.id, { quantity: "0" }))).toEqual(["quantity"]);
    expect(await fieldsOf(adjustment(variant!.id, { quantity: "1.5" }))).toEqual(["quantity"]);
    expect(await fieldsOf(adjustment(variant!.id, { reason: "other" }))).toEqual(["note"]);
    expect(await fieldsOf(adjustment(variant!.id, { reason: "stolen" }))).toEqual(["reason"]);
    expect(await fieldsOf(adjustment(variant!.id, { location: "shelf:1" }))).toEqual(["location"]);
    expect(await fieldsOf(adjustment(variant!.id, { location: "warehouse:999999" }))).toEqual(["location"]);
    const missing = await expectDomainError(stock.adjust(staff.manager, adjustment(2_000_000_000, {})));
    expect(missing.kind).toBe("not_found");
  });

  it("refuses adding past the highest quantity a location can hold, on the quantity field, and nothing changes", async () => {
    const [variant] = await variantsOnSale(1, 13);
    const warehouse = warehouses[0]!;
    const stock = shop.commerce.staffStock;
    await stock.adjust(staff.manager, adjustment(variant!.id, { mode: "set", quantity: String(maxStockQuantity) }));
    const entries = (await auditOf("stock.adjust")).length;
    for (const quantity of ["1", String(maxStockQuantity)]) {
      const refused = await expectDomainError(stock.adjust(staff.manager, adjustment(variant!.id, { quantity })));
      expect(Object.keys(problemsByField(refused))).toEqual(["quantity"]);
    }
    expect(await onHandAt(variant!.id, "warehouse", warehouse.id)).toBe(maxStockQuantity);
    expect(await auditOf("stock.adjust")).toHaveLength(entries);
  });

  it("keeps the count exact when orders take the same stock while it is adjusted", async () => {
    const [variant] = await selectRows<{ id: number; warehouse_id: number; on_hand: number }>(
      shop.database.db,
      sql`select ws.variant_id as id, ws.warehouse_id, ws.on_hand from warehouse_stock ws
        join variants v on v.id = ws.variant_id join products p on p.id = v.product_id
        where v.is_active and p.is_active and ws.on_hand >= 3
          and not exists (select 1 from warehouse_stock o where o.variant_id = ws.variant_id and o.warehouse_id <> ws.warehouse_id and o.on_hand > 0)
        order by ws.variant_id limit 1`,
    );
    const view = await basketView(shop);
    const rounds = 3;
    const baskets = [];
    for (let round = 0; round < rounds; round++)
      baskets.push(await readyGuestBasket(shop, view, [{ variantId: variant!.id, quantity: 1 }]));
    const results = await Promise.all(
      baskets.flatMap((basketId, round) => [
        shop.commerce.checkout.placeOrder({
          basketId,
          owner: { customerId: null },
          view,
          idempotencyKey: `stock-race-${round}`,
          payment: { kind: "card", cardNumber: sandboxCards.succeeds, expiry: "12/30", cvc: "123" },
        }),
        shop.commerce.staffStock.adjust(
          staff.manager,
          adjustment(variant!.id, { location: `warehouse:${variant!.warehouse_id}`, quantity: "4" }),
        ),
      ]),
    );
    expect(results.filter((result) => "outcome" in result && result.outcome === "paid")).toHaveLength(rounds);
    expect(await onHandAt(variant!.id, "warehouse", variant!.warehouse_id)).toBe(
      variant!.on_hand - rounds + 4 * rounds,
    );
  });
});

describe("a variant's low-stock threshold", () => {
  it("decides the product list's stock state and the dashboard's low stock, and blank follows the shop's again", async () => {
    // A product whose variants on sale all hold at least 10 (well above the shop's 3).
    const [product] = await selectRows<{ id: number; unique_name: string; variant_id: number; on_hand: number }>(
      shop.database.db,
      sql`with held as (
          select v.id, v.product_id, (coalesce((select sum(on_hand) from warehouse_stock where variant_id = v.id), 0)
            + coalesce((select sum(on_hand) from store_stock where variant_id = v.id), 0))::int as on_hand
          from variants v join products p on p.id = v.product_id where v.is_active and p.is_active)
        select h.product_id as id, p.unique_name, (array_agg(h.id order by h.id))[1] as variant_id,
          (array_agg(h.on_hand order by h.id))[1] as on_hand
        from held h join products p on p.id = h.product_id
        group by h.product_id, p.unique_name having min(h.on_hand) >= 10 order by h.product_id limit 1`,
    );
    const stateOf = async () => {
      const list = (stock?: "low") =>
        shop.commerce.staffCatalogue.listProducts(staff.manager, "en-GB", { search: product!.unique_name, stock });
      const [listed, low, dashboard] = await Promise.all([
        list(),
        list("low"),
        shop.commerce.dashboard.readDashboard(staff.manager, "en-GB"),
      ]);
      return {
        // Read live for the page, and from this process's summaries when filtered by stock.
        listed: listed.rows.find((row) => row.id === product!.id)?.stockState,
        filteredAsLow: low.rows.some((row) => row.id === product!.id),
        lowOnDashboard: dashboard.lowStock.total,
      };
    };
    const before = await stateOf();
    expect(before).toMatchObject({ listed: "in_stock", filteredAsLow: false });

    const stock = shop.commerce.staffStock;
    const variantId = String(product!.variant_id);
    await stock.setLowStockThreshold(staff.manager, { variantId, threshold: String(product!.on_hand + 1) });
    expect(await stateOf()).toEqual({ listed: "low", filteredAsLow: true, lowOnDashboard: before.lowOnDashboard + 1 });
    const [entry] = await auditOf("stock.threshold");
    expect(entry).toMatchObject({
      before: { lowStockThreshold: null },
      after: { partNo: expect.any(String), lowStockThreshold: product!.on_hand + 1 },
    });

    // Its own threshold at what it holds: not below it, so not low.
    await stock.setLowStockThreshold(staff.manager, { variantId, threshold: String(product!.on_hand) });
    expect(await stateOf()).toEqual(before);
    await stock.setLowStockThreshold(staff.manager, { variantId, threshold: " " });
    expect(await stateOf()).toEqual(before);
    expect((await auditOf("stock.threshold"))[0]).toMatchObject({ after: { lowStockThreshold: null } });

    const bad = await expectDomainError(stock.setLowStockThreshold(staff.manager, { variantId, threshold: "-1" }));
    expect(Object.keys(problemsByField(bad))).toEqual(["threshold"]);
  });
});

describe("importing a stock file", () => {
  it("reports every kind of bad line and changes nothing, neither when checked nor when applied", async () => {
    const [first, second] = await variantsOnSale(2, 20);
    const warehouse = warehouses[0]!;
    const held = await onHandAt(first!.id, "warehouse", warehouse.id);
    const csv = [
      "Artikelnummer;Lager;Antal",
      `${first!.part_no};${warehouse.code};${held + 10}`,
      `NO-SUCH-PART;${warehouse.code};1`,
      `${second!.part_no};NOWHERE;1`,
      `${second!.part_no};${warehouse.code};-1`,
      `${second!.part_no};${stores[0]!.code};1.5`,
      "",
      `${first!.part_no};${warehouse.code.toLowerCase()};3`,
      `${first!.part_no};${warehouse.code}`,
    ].join("\r\n");
    const stock = shop.commerce.staffStock;
    const expected = [
      { line: 3, kind: "unknown_part_number", value: "NO-SUCH-PART" },
      { line: 4, kind: "unknown_location", value: "NOWHERE" },
      { line: 5, kind: "quantity", value: "-1" },
      { line: 6, kind: "quantity", value: "1.5" },
      { line: 8, kind: "duplicate", value: first!.part_no, firstLine: 2 },
      { line: 9, kind: "columns", value: "2" },
    ];
    expect(await stock.checkImport(staff.manager, { csv })).toEqual({ rows: 7, problems: expected });
    expect(await stock.applyImport(staff.manager, { csv })).toEqual({
      applied: false,
      report: { rows: 7, problems: expected },
    });
    expect(await onHandAt(first!.id, "warehouse", warehouse.id)).toBe(held);
    expect(await auditOf("stock.import")).toHaveLength(0);

    expect((await stock.checkImport(staff.manager, { csv: "part,location,quantity\n" })).problems).toEqual([
      { line: 1, kind: "no_rows" },
    ]);
    const blank = await expectDomainError(stock.checkImport(staff.manager, { csv: "" }));
    expect(Object.keys(problemsByField(blank))).toEqual(["csv"]);
  });

  it("counts as changed only the rows whose quantity differs from what was held", async () => {
    const variants = await variantsOnSale(3, 30);
    const warehouse = warehouses[0]!;
    const fileOf = (quantities: number[]) =>
      ["part;location;quantity", ...variants.map((v, i) => `${v.part_no};${warehouse.code};${quantities[i]}`)].join(
        "\n",
      );
    const stock = shop.commerce.staffStock;
    await stock.applyImport(staff.owner, { csv: fileOf([5, 7, 9]) });
    const applied = await stock.applyImport(staff.owner, { csv: fileOf([5, 7, 10]) });
    expect(applied).toEqual({ applied: true, counts: { rows: 3, variants: 3, locations: 1, changedRows: 1 } });
    const [entry] = await auditOf("stock.import");
    expect(entry!.after).toMatchObject({ changedRows: 1 });
    expect(await onHandAt(variants[2]!.id, "warehouse", warehouse.id)).toBe(10);
  });

  it("sets every listed quantity in one go, audited once with its counts, and the storefront's in-stock filter follows in every process", async () => {
    const elsewhere = createCommerce(shop.database.db, { warn: () => {} });
    const view = await basketView(shop);
    const scope = { locale: "sv-SE" as const, priceListId: view.priceListId };
    const inStock = parseFilterText("ohf|true");
    await elsewhere.search.warmUp();
    const [product] = await selectRows<{ id: number }>(
      shop.database.db,
      sql`select product_id as id from product_facets where in_stock order by product_id desc limit 1`,
    );
    const variants = await selectRows<{ id: number; part_no: string }>(
      shop.database.db,
      sql`select id, part_no from variants where product_id = ${product!.id} order by id`,
    );
    expect((await listEverything(shop.commerce, scope, "latest", inStock)).ids).toContain(product!.id);
    // Every location of every variant of the product to 0: sold out everywhere.
    const locations = [...warehouses, ...stores];
    const csv = [
      "part number,location code,quantity",
      ...variants.flatMap((variant) => locations.map((location) => `"${variant.part_no}",${location.code},0`)),
    ].join("\n");
    expect(await shop.commerce.staffStock.checkImport(staff.owner, { csv })).toEqual({
      rows: variants.length * locations.length,
      problems: [],
    });
    const earlierImports = (await auditOf("stock.import")).length;
    const applied = await shop.commerce.staffStock.applyImport(staff.owner, { csv });
    expect(applied).toMatchObject({
      applied: true,
      counts: { rows: variants.length * locations.length, variants: variants.length, locations: locations.length },
    });
    const [held] = await selectRows<{ total: number }>(
      shop.database.db,
      sql`select (coalesce((select sum(on_hand) from warehouse_stock where variant_id in (select id from variants where product_id = ${product!.id})), 0)
        + coalesce((select sum(on_hand) from store_stock where variant_id in (select id from variants where product_id = ${product!.id})), 0))::int as total`,
    );
    expect(held!.total).toBe(0);
    const [entry, ...others] = await auditOf("stock.import");
    expect(others).toHaveLength(earlierImports);
    expect(entry!.after).toEqual(applied.applied ? applied.counts : undefined);

    // Here at once; in another process within a second.
    expect((await listEverything(shop.commerce, scope, "latest", inStock)).ids).not.toContain(product!.id);
    const deadline = Date.now() + 1000;
    let followed = false;
    while (!followed && Date.now() < deadline) {
      followed = !(await listEverything(elsewhere, scope, "latest", inStock)).ids.includes(product!.id);
      if (!followed) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(followed).toBe(true);
  });
});
