import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { toCsv } from "../csv.ts";
import { selectRows } from "../db/client.ts";
import type { StaffActor, StaffRole } from "../modules/access/index.ts";
import { productCsvHeader } from "../modules/catalogue/index.ts";
import { isGtin } from "../modules/catalogue/index.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
let header: string[];
/** Names the demo shop has, as a file writes them. */
let known: { category: string; brand: string; flag: string; colours: string[]; sizes: string[]; currencies: string[] };
/** A product of the demo shop and one of its variants. */
let existing: { id: number; unique_name: string; part_no: string };

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "product-csv");
  const db = shop.database.db;
  const [currencies, [brand], [flag], colours, sizes, [product]] = await Promise.all([
    selectRows<{ code: string }>(db, sql`select code from currencies order by sort_order`),
    selectRows<{ name: string }>(db, sql`select name from manufacturers order by id limit 1`),
    selectRows<{ code: string }>(db, sql`select code from flags order by id limit 1`),
    selectRows<{ code: string }>(
      db,
      sql`select pv.code from parametric_values pv join parametrics pa on pa.id = pv.parametric_id where pa.code = 'color' order by pv.id limit 2`,
    ),
    selectRows<{ code: string }>(
      db,
      sql`select pv.code from parametric_values pv join parametrics pa on pa.id = pv.parametric_id where pa.code = 'size' order by pv.id limit 2`,
    ),
    selectRows<typeof existing>(
      db,
      sql`select p.id, p.unique_name, v.part_no from products p join variants v on v.product_id = p.id
          where p.archived_at is null order by p.id, v.sort_order limit 1`,
    ),
  ]);
  // A top category's Swedish slug, as the file names it.
  const [category] = await selectRows<{ slug: string }>(
    db,
    sql`select ct.slug from categories c join category_translations ct on ct.category_id = c.id and ct.locale = 'sv-SE'
        where c.parent_id is null order by c.id limit 1`,
  );
  known = {
    category: category!.slug,
    brand: brand!.name,
    flag: flag!.code,
    colours: colours.map((row) => row.code),
    sizes: sizes.map((row) => row.code),
    currencies: currencies.map((row) => row.code),
  };
  header = productCsvHeader(known.currencies);
  existing = product!;
});

/** A file of rows, each a few cells by column (the others blank), as a spreadsheet saves it. */
const fileOf = (rows: Record<string, string>[]) =>
  toCsv(
    header,
    rows.map((row) => header.map((column) => row[column] ?? "")),
  );

/** A new product's first row: every product cell filled in. */
const productRow = (uniqueName: string, partNo: string, cells: Record<string, string> = {}) => ({
  product: uniqueName,
  part_no: partNo,
  ean: "4006381333931",
  colour: known.colours[0]!,
  size: known.sizes[0]!,
  variant_active: "true",
  "name.sv-SE": "Testjacka",
  "name.en-GB": "Test jacket",
  "description.sv-SE": 'En jacka med "citat", komma\noch två rader',
  "description.en-GB": "=A jacket that looks like a formula",
  brand: known.brand,
  category: known.category,
  flags: known.flag,
  vat: "25",
  published: "true",
  [`price.${known.currencies[0]}`]: "1299",
  [`original_price.${known.currencies[0]}`]: "1599.50",
  ...cells,
});

/** What the import may change, counted: a file refused must leave every figure as it was. */
async function fingerprint() {
  type Counts = Record<
    "products" | "variants" | "texts" | "prices" | "price_sum" | "values" | "flags" | "version" | "audits",
    number
  >;
  const [row] = await selectRows<Counts>(
    shop.database.db,
    sql`select (select count(*) from products)::int as products, (select count(*) from variants)::int as variants,
          (select count(*) from product_translations)::int as texts, (select count(*) from product_prices)::int as prices,
          (select coalesce(sum(price_inc_vat), 0) from product_prices)::int as price_sum,
          (select count(*) from variant_parametric_values)::int as values,
          (select count(*) from product_flags)::int as flags, (select version from catalogue_state)::int as version,
          (select count(*) from audit_entries where action = 'product.import')::int as audits`,
  );
  return row!;
}

async function exportText(actor: StaffActor): Promise<string> {
  let text = "";
  for await (const chunk of await shop.commerce.staffProductCsv.exportProducts(actor)) text += chunk;
  return text;
}

describe("product CSV", () => {
  it("tells a valid EAN from one with a wrong check digit", () => {
    expect(isGtin("4006381333931")).toBe(true);
    expect(isGtin("96385074")).toBe(true);
    expect(isGtin("4006381333932")).toBe(false);
    expect(isGtin("400638133393")).toBe(false);
  });

  it("exports every product, imports the export without a change, and exports the same file again", async () => {
    const before = await fingerprint();
    const exported = await exportText(staff.manager);
    const lines = exported.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(header.join(","));
    // The oracle: one row per variant, a product without variants one row of its own.
    const [counts] = await selectRows<{ rows: number; products: number }>(
      shop.database.db,
      sql`select (select count(*) from variants v join products p on p.id = v.product_id where p.archived_at is null)::int
            + (select count(*) from products p where p.archived_at is null and not exists (select 1 from variants v where v.product_id = p.id))::int as rows,
          (select count(*) from products where archived_at is null)::int as products`,
    );
    const report = await shop.commerce.staffProductCsv.checkImport(staff.manager, { csv: exported });
    expect(report).toMatchObject({
      rows: counts!.rows,
      problemCount: 0,
      products: { created: 0, updated: counts!.products },
    });
    const result = await shop.commerce.staffProductCsv.applyImport(staff.owner, { csv: exported });
    expect(result.applied).toBe(true);
    expect(await exportText(staff.owner)).toBe(exported);
    const after = await fingerprint();
    expect({ ...after, version: 0, audits: 0 }).toEqual({ ...before, version: 0, audits: 0 });
    expect(after.audits).toBe(before.audits + 1);
  });

  it("creates and updates products, variants, prices and flags from a good file, with progress, then the listings follow", async () => {
    const progressId = randomUUID();
    const csv = fileOf([
      productRow("csv-test-jacket", "CSV-JACKET-1"),
      {
        product: "csv-test-jacket",
        part_no: "CSV-JACKET-2",
        colour: known.colours[1]!,
        size: known.sizes[1]!,
        variant_active: "false",
      },
      productRow(existing.unique_name, existing.part_no, { "name.en-GB": "Renamed by a file", ean: "" }),
      // A product without variants: one row, its variant cells blank.
      productRow("csv-test-bare", "", { ean: "", colour: "", size: "", variant_active: "" }),
    ]);
    const check = await shop.commerce.staffProductCsv.checkImport(staff.manager, { csv });
    expect(check).toMatchObject({
      problemCount: 0,
      products: { created: 2, updated: 1 },
      variants: { created: 2, updated: 1 },
    });
    const result = await shop.commerce.staffProductCsv.applyImport(staff.manager, { csv, progressId });
    expect(result.applied).toBe(true);
    expect(shop.commerce.staffProductCsv.readProgress(staff.manager, progressId)).toEqual({
      phase: "done",
      done: 3,
      total: 3,
    });
    // Another member cannot read it.
    expect(shop.commerce.staffProductCsv.readProgress(staff.owner, progressId)).toBeUndefined();

    const [created] = await selectRows<{
      id: number;
      is_active: boolean;
      vat_rate: number;
      name: string;
      description: string;
      price: number;
      original: number;
      flags: number;
      variants: { part_no: string; ean: string | null; is_active: boolean; values: number }[];
      facets: number;
    }>(
      shop.database.db,
      sql`select p.id, p.is_active, p.vat_rate, t.name, t.description, pp.price_inc_vat as price, pp.original_price_inc_vat as original,
            (select count(*) from product_flags f where f.product_id = p.id)::int as flags,
            (select json_agg(json_build_object('part_no', v.part_no, 'ean', v.ean, 'is_active', v.is_active,
                'values', (select count(*) from variant_parametric_values x where x.variant_id = v.id)) order by v.sort_order)
              from variants v where v.product_id = p.id) as variants,
            (select count(*) from product_facets pf where pf.product_id = p.id)::int as facets
          from products p join product_translations t on t.product_id = p.id and t.locale = 'en-GB'
            join product_prices pp on pp.product_id = p.id
            join price_lists pl on pl.id = pp.price_list_id join currencies c on c.id = pl.currency_id and c.code = ${known.currencies[0]}
          where p.unique_name = 'csv-test-jacket'`,
    );
    expect(created).toMatchObject({
      is_active: true,
      vat_rate: 2500,
      name: "Test jacket",
      description: "=A jacket that looks like a formula",
      price: 129900,
      original: 159950,
      flags: 1,
      variants: [
        { part_no: "CSV-JACKET-1", ean: "4006381333931", is_active: true, values: 2 },
        { part_no: "CSV-JACKET-2", ean: null, is_active: false, values: 2 },
      ],
    });
    expect(created!.facets).toBeGreaterThan(0);
    const [renamed] = await selectRows<{ name: string; ean: string | null }>(
      shop.database.db,
      sql`select t.name, v.ean from product_translations t join variants v on v.product_id = t.product_id
          where t.product_id = ${existing.id} and t.locale = 'en-GB' and v.part_no = ${existing.part_no}`,
    );
    expect(renamed).toEqual({ name: "Renamed by a file", ean: null });
    const [change] = await selectRows<{ kinds: string[]; product_ids: number[] }>(
      shop.database.db,
      sql`select kinds, product_ids from catalogue_changes order by version desc limit 1`,
    );
    expect(change!.kinds).toEqual(["product"]);
    expect(change!.product_ids).toHaveLength(3);
    expect(change!.product_ids).toEqual(expect.arrayContaining([created!.id, existing.id]));
    // Exported as imported: the formula-like text behind an apostrophe, the quoted text whole.
    const exported = await exportText(staff.manager);
    expect(exported).toContain(`"'=A jacket that looks like a formula"`);
    expect(exported).toContain(`"En jacka med ""citat"", komma\noch två rader"`);
    expect(exported).toContain("\r\ncsv-test-bare,,,,,,Testjacka,");
  });

  it("reports every bad row with its line, column and reason, and changes nothing", async () => {
    const before = await fingerprint();
    const csv = fileOf([
      productRow("csv-bad-one", "CSV-BAD-1", {
        brand: "No Such Brand",
        category: "no/such/category",
        flags: `${known.flag}|nosuchflag`,
        vat: "19",
        published: "maybe",
        [`price.${known.currencies[0]}`]: "12,3456",
        [`original_price.${known.currencies[0]}`]: "",
        ean: "4006381333932",
        colour: "nosuchcolour",
        size: "nosuchsize",
      }),
      { product: "csv-bad-one", part_no: "CSV-BAD-1", "name.en-GB": "Another name" },
      productRow("csv-bad-two", existing.part_no, {
        "name.sv-SE": "",
        [`original_price.${known.currencies[0]}`]: "999",
      }),
      {
        product: "csv-bad-two",
        part_no: "CSV-BAD-3",
        colour: known.colours[0]!,
        size: known.sizes[0]!,
        variant_active: "true",
      },
      { product: "Not A Slug", part_no: "CSV-BAD-4", variant_active: "true" },
      { product: "", part_no: "CSV-BAD-5" },
      {
        product: "csv-bad-two",
        part_no: "CSV BAD 6",
        colour: known.colours[1]!,
        size: known.sizes[1]!,
        variant_active: "true",
      },
    ]);
    // A row whose description spans two lines starts on the first: lines 2–3 and 5–6 are one row each.
    const expected = [
      { line: 2, column: "ean", kind: "ean_invalid" },
      { line: 2, column: "colour", kind: "unknown_colour" },
      { line: 2, column: "size", kind: "unknown_size" },
      { line: 2, column: "brand", kind: "unknown_brand" },
      { line: 2, column: "category", kind: "unknown_category" },
      { line: 2, column: "flags", kind: "unknown_flag", value: "nosuchflag" },
      { line: 2, column: "vat", kind: "vat_invalid" },
      { line: 2, column: "published", kind: "yes_no_invalid" },
      { line: 2, column: `price.${known.currencies[0]}`, kind: "price_invalid" },
      { line: 4, column: "name.en-GB", kind: "product_differs", firstLine: 2 },
      { line: 4, column: "part_no", kind: "duplicate_part_no", firstLine: 2 },
      { line: 4, column: "variant_active", kind: "required" },
      { line: 5, column: "name.sv-SE", kind: "required" },
      { line: 5, column: `original_price.${known.currencies[0]}`, kind: "original_price_invalid" },
      { line: 5, column: "part_no", kind: "part_no_taken" },
      { line: 7, column: "size", kind: "duplicate_variant", firstLine: 5 },
      { line: 8, column: "product", kind: "unique_name_invalid" },
      { line: 9, column: "product", kind: "required" },
      { line: 10, column: "part_no", kind: "part_no_invalid" },
    ];
    const report = await shop.commerce.staffProductCsv.checkImport(staff.manager, { csv });
    expect(
      report.problems.map(({ line, column, kind, firstLine, value }) => ({ line, column, kind, firstLine, value })),
    ).toEqual(expect.arrayContaining(expected.map((problem) => expect.objectContaining(problem))));
    expect(report.problemCount).toBe(expected.length);
    const result = await shop.commerce.staffProductCsv.applyImport(staff.manager, { csv });
    expect(result).toMatchObject({ applied: false, report: { problemCount: expected.length } });
    expect(await fingerprint()).toEqual(before);
  });

  it("refuses a header with a column missing, unknown or twice, and a row with too few cells", async () => {
    const report = await shop.commerce.staffProductCsv.checkImport(staff.manager, {
      csv: `${header.filter((column) => column !== "vat").join(",")},colour,weight\r\n`,
    });
    expect(report.problems).toEqual([
      { line: 1, kind: "duplicate_column", column: "colour", value: "colour" },
      { line: 1, kind: "unknown_column", column: "weight", value: "weight" },
      { line: 1, kind: "missing_column", column: "vat", value: "vat" },
    ]);
    const short = await shop.commerce.staffProductCsv.checkImport(staff.manager, {
      csv: `${header.join(";")}\r\nonly;three;cells\r\n\r\n`,
    });
    expect(short.problems).toEqual([{ line: 2, kind: "cells", value: "3" }]);
  });

  it("leaves nothing when the import fails half-way through writing", async () => {
    const db = shop.database.db;
    // A real failure of the database after the products are written: a variant it refuses.
    await db.execute(sql`create function refuse_csv_variant() returns trigger language plpgsql as $$
      begin if new.part_no = 'CSV-FAILS' then raise exception 'refused by the test'; end if; return new; end $$`);
    await db.execute(sql`create trigger refuse_csv_variant before insert on variants
      for each row execute function refuse_csv_variant()`);
    const before = await fingerprint();
    const csv = fileOf([
      productRow("csv-half-way", "CSV-HALF-1"),
      productRow(existing.unique_name, existing.part_no, { "name.en-GB": "Never saved" }),
      {
        product: "csv-half-way",
        part_no: "CSV-FAILS",
        colour: known.colours[1]!,
        size: known.sizes[1]!,
        variant_active: "true",
      },
    ]);
    try {
      expect((await shop.commerce.staffProductCsv.checkImport(staff.manager, { csv })).problemCount).toBe(0);
      await expect(shop.commerce.staffProductCsv.applyImport(staff.manager, { csv })).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger refuse_csv_variant on variants`);
      await db.execute(sql`drop function refuse_csv_variant()`);
    }
    expect(await fingerprint()).toEqual(before);
    const [name] = await selectRows<{ name: string }>(
      db,
      sql`select name from product_translations where product_id = ${existing.id} and locale = 'en-GB'`,
    );
    expect(name!.name).not.toBe("Never saved");
  });

  it("is the catalogue managers' alone", async () => {
    const csv = fileOf([productRow("csv-forbidden", "CSV-FORBIDDEN")]);
    for (const role of ["editor", "support"] as const) {
      expect((await expectDomainError(shop.commerce.staffProductCsv.checkImport(staff[role], { csv }))).kind).toBe(
        "forbidden",
      );
      expect((await expectDomainError(shop.commerce.staffProductCsv.applyImport(staff[role], { csv }))).kind).toBe(
        "forbidden",
      );
      expect((await expectDomainError(shop.commerce.staffProductCsv.exportProducts(staff[role]))).kind).toBe(
        "forbidden",
      );
    }
  });
});
