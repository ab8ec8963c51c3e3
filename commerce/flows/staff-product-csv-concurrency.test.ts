import { sql } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { toCsv } from "#commerce/csv.ts";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { productCsvHeader } from "#commerce/modules/catalogue/index.ts";
import { expectDomainError, problemsByField, refusalToCome } from "#tests/fixtures/domain-error.ts";
import { withOneCategoryShop } from "#tests/fixtures/one-category-shop.ts";

// The product CSV import against the other writers of products at the same time, on PostgreSQL
// (each transaction its own connection, truly at once; PGlite's one connection runs them in turn).
// A transaction of the test's own holds a product (or the audit log) as a member's save in progress
// would, so each race is the one meant however slow the machine: the next step starts only once
// the database shows the earlier ones waiting for a lock. The import takes the products' locks in
// id order before it checks the file, then the unique names' and the part numbers' (ADR 0020's
// addition), as the editor, the variants grid and the bulk actions do.

const onPostgres = process.env.TEST_DATABASE_ENGINE === "postgres";

const shop = withOneCategoryShop("csv-race");
let manager: StaffActor;

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(shop.database.db, query);

const header = productCsvHeader(["SEK"]);

/** A product file: each product with its variants' part numbers (none: a product without variants). */
const fileOf = (products: { uniqueName: string; name?: string; partNos?: string[] }[]) =>
  toCsv(
    header,
    products.flatMap(({ uniqueName, name = uniqueName, partNos = [""] }) =>
      partNos.map((partNo, index) => {
        const cells: Record<string, string> = { product: uniqueName, part_no: partNo };
        if (partNo !== "") cells.variant_active = "true";
        if (index === 0)
          Object.assign(cells, {
            "name.sv-SE": name,
            "name.en-GB": name,
            category: "friluftsliv",
            vat: "25",
            published: "true",
            "price.SEK": "500",
          });
        return header.map((column) => cells[column] ?? "");
      }),
    ),
  );

const importFile = (csv: string) => shop.commerce.staffProductCsv.applyImport(manager, { csv });

/** Products imported as they are named here; their ids in the same order. */
async function createProducts(...products: Parameters<typeof fileOf>[0]): Promise<number[]> {
  expect((await importFile(fileOf(products))).applied).toBe(true);
  const found = await rows<{ id: number; unique_name: string }>(
    sql`select id, unique_name from products where unique_name = any(${sql.param(products.map((p) => p.uniqueName))}::text[])`,
  );
  return products.map((product) => found.find((row) => row.unique_name === product.uniqueName)!.id);
}

/** How many connections to the test's database wait for a lock (a row, a table, an advisory lock). */
async function lockWaiters(): Promise<number> {
  const [row] = await rows<{ waiting: number }>(
    sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return row!.waiting;
}

/** Until `count` connections wait for a lock; fails the test after 10 s. */
async function untilWaiting(count: number): Promise<void> {
  for (const giveUpAt = Date.now() + 10_000; Date.now() < giveUpAt; await sleep(10))
    if ((await lockWaiters()) >= count) return;
  throw new Error(`${count} connections never waited for a lock`);
}

/**
 * Runs `hold` in a transaction of its own and keeps it open until released, as a member's save
 * that has taken its locks and not yet committed.
 */
async function holding(hold: ReturnType<typeof sql>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const taken = new Promise<void>((resolve) => (held = resolve));
  const done = shop.database.db.transaction(async (tx) => {
    await tx.execute(hold);
    held();
    await released;
  });
  await taken;
  return async () => {
    release();
    await done;
  };
}

/** What each of several writers at once answered, or the database's reason it failed ("deadlock detected"). */
async function outcomesOf(writers: readonly Promise<unknown>[]) {
  return (await Promise.allSettled(writers)).map((outcome) =>
    outcome.status === "fulfilled"
      ? outcome.value
      : { failed: String((outcome.reason as Error).cause ?? (outcome.reason as Error).message) },
  );
}

/** The grid of a product as loaded, posted back with one variant's part number changed. */
async function gridRenaming(productId: number, from: string, to: string) {
  const grid = await shop.commerce.staffVariants.getGrid(manager, productId, "sv-SE");
  return {
    version: grid.version,
    variants: Object.fromEntries(
      grid.variants.map((variant) => [
        String(variant.id),
        {
          partNo: variant.partNo === from ? to : variant.partNo,
          ean: variant.ean ?? "",
          active: variant.isActive,
          lowStockThreshold: variant.lowStockThreshold === null ? "" : String(variant.lowStockThreshold),
        },
      ]),
    ),
  };
}

beforeAll(() => {
  manager = shop.staff.manager;
});

describe.runIf(onPostgres)("a product import while other staff change the same products", () => {
  it("and a bulk action lock the products in one order, so neither deadlocks and both are applied", async () => {
    const [a, b, c] = await createProducts(
      { uniqueName: "samtidig-a" },
      { uniqueName: "samtidig-b" },
      { uniqueName: "samtidig-c" },
    );
    const release = await holding(sql`select 1 from products where id = ${c!} for no key update`);
    // The file lists them out of id order; the bulk action takes a and b.
    const importing = importFile(
      fileOf([
        { uniqueName: "samtidig-b", name: "B från fil" },
        { uniqueName: "samtidig-c", name: "C från fil" },
        { uniqueName: "samtidig-a", name: "A från fil" },
      ]),
    );
    await untilWaiting(1);
    const unpublishing = shop.commerce.staffProductBulk(manager, { action: "unpublish", productIds: [a!, b!] });
    await untilWaiting(2);
    await release();
    expect(await outcomesOf([importing, unpublishing])).toMatchObject([{ applied: true }, { changed: 2 }]);
    // The import went first (it held a when the bulk action came), then the bulk action unpublished a and b.
    expect(
      await rows(
        sql`select p.unique_name, p.is_active, t.name from products p
            join product_translations t on t.product_id = p.id and t.locale = 'sv-SE'
            where p.id = any(${sql.param([a!, b!, c!])}::int[]) order by p.id`,
      ),
    ).toEqual([
      { unique_name: "samtidig-a", is_active: false, name: "A från fil" },
      { unique_name: "samtidig-b", is_active: false, name: "B från fil" },
      { unique_name: "samtidig-c", is_active: true, name: "C från fil" },
    ]);
  });

  it("is refused with its report, not failed, when a grid save takes a part number the file gives a new variant", async () => {
    const [gridProduct, fileProduct] = await createProducts(
      { uniqueName: "rutnat-tar", partNos: ["RUTNAT-TAR-1"] },
      { uniqueName: "fil-ger", partNos: ["FIL-GER-1"] },
    );
    const posted = await gridRenaming(gridProduct!, "RUTNAT-TAR-1", "FIL-GER-2");
    const release = await holding(sql`select 1 from products where id = ${fileProduct!} for no key update`);
    const importing = importFile(fileOf([{ uniqueName: "fil-ger", partNos: ["FIL-GER-1", "FIL-GER-2"] }]));
    await untilWaiting(1);
    // The import waits for the product: the grid's save of another product goes through meanwhile.
    await shop.commerce.staffVariants.saveGrid(manager, gridProduct!, posted);
    await release();
    const result = await importing;
    expect(result.applied).toBe(false);
    expect(result.report.problems).toEqual([{ line: 3, kind: "part_no_taken", column: "part_no", value: "FIL-GER-2" }]);
    expect(
      await rows(sql`select part_no, product_id from variants where part_no like 'FIL-GER-%' order by part_no`),
    ).toEqual([
      { part_no: "FIL-GER-1", product_id: fileProduct },
      { part_no: "FIL-GER-2", product_id: gridProduct },
    ]);
  });

  it("makes a grid save giving a variant a part number the import is writing wait, then refuses it on its cell", async () => {
    const [gridProduct] = await createProducts(
      { uniqueName: "rutnat-vantar", partNos: ["RUTNAT-VANTAR-1"] },
      { uniqueName: "fil-skriver", partNos: ["FIL-SKRIVER-1"] },
    );
    const posted = await gridRenaming(gridProduct!, "RUTNAT-VANTAR-1", "FIL-SKRIVER-2");
    const variantId = Object.keys(posted.variants)[0]!;
    // The import is held at its audit entry, its variants written and not committed.
    const release = await holding(sql`lock table audit_entries in share mode`);
    const importing = importFile(fileOf([{ uniqueName: "fil-skriver", partNos: ["FIL-SKRIVER-1", "FIL-SKRIVER-2"] }]));
    await untilWaiting(1);
    const saving = refusalToCome(shop.commerce.staffVariants.saveGrid(manager, gridProduct!, posted));
    await untilWaiting(2);
    await release();
    expect(await outcomesOf([importing, saving])).toMatchObject([{ applied: true }, { failed: expect.any(String) }]);
    expect(problemsByField(await expectDomainError(saving))).toEqual({
      [`variants.${variantId}.partNo`]: problem("part_no_taken", { partNo: "FIL-SKRIVER-2" }),
    });
    expect(await rows(sql`select part_no from variants where product_id = ${gridProduct!}`)).toEqual([
      { part_no: "RUTNAT-VANTAR-1" },
    ]);
  });

  it("is refused as a conflict, changing nothing, when a product is given one of its names while it waits", async () => {
    const [productId] = await createProducts({ uniqueName: "byter-namn", name: "Byter namn" });
    // An editor's save in progress: the product's row, then the names' lock, and the new name written.
    const release = await holding(sql`
      with locked as (select id from products where id = ${productId!} for update),
        names as (select pg_advisory_xact_lock(hashtext('butik.product_unique_names')))
      update products set unique_name = 'nytt-namn' from locked, names where products.id = locked.id`);
    const importing = refusalToCome(importFile(fileOf([{ uniqueName: "nytt-namn", name: "Från fil" }])));
    await untilWaiting(1);
    await release();
    const refused = await expectDomainError(importing);
    expect([refused.kind, refused.problem]).toEqual(["conflict", problem("product_edited_meanwhile")]);
    expect(
      await rows(
        sql`select p.unique_name, t.name from products p join product_translations t on t.product_id = p.id and t.locale = 'sv-SE'
            where p.unique_name in ('byter-namn', 'nytt-namn')`,
      ),
    ).toEqual([{ unique_name: "nytt-namn", name: "Byter namn" }]);
  });

  it("is refused with its report when the product is archived while the import waits for it, and does not publish it", async () => {
    const [productId] = await createProducts({ uniqueName: "arkiveras-under" });
    const release = await holding(sql`select 1 from products where id = ${productId!} for no key update`);
    const archiving = shop.commerce.staffProducts.archiveProduct(manager, productId!);
    await untilWaiting(1);
    const importing = importFile(fileOf([{ uniqueName: "arkiveras-under", name: "Åter till salu" }]));
    await untilWaiting(2);
    await release();
    await archiving;
    const result = await importing;
    expect(result.applied).toBe(false);
    expect(result.report.problems).toEqual([
      { line: 2, kind: "product_archived", column: "product", value: "arkiveras-under" },
    ]);
    expect(
      await rows(sql`select is_active, archived_at is not null as archived from products where id = ${productId!}`),
    ).toEqual([{ is_active: false, archived: true }]);
  });
});
