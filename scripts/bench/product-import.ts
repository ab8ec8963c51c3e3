import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { createCommerce } from "#commerce/commerce.ts";
import { toCsv } from "#commerce/csv.ts";
import { type Database, openDatabase, selectRows } from "#commerce/db/client.ts";
import { migrateDatabase } from "#commerce/db/migrate.ts";
import { seedDemoShopIfEmpty } from "#commerce/db/seed/seed-shop.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { productCsvHeader, readProductCsvVocabulary } from "#commerce/modules/catalogue/index.ts";

export interface ProductImportBenchOptions {
  databaseUrl: string;
  /** Products in the generated file (about seven variants each). */
  products: number;
}

/** Issue 17's target: 100,000 products checked and imported on PostgreSQL in under five minutes. */
const targetSeconds = 300;

/** The bench's products are told apart by their unique names, so a rerun updates them instead of adding more. */
const benchPrefix = "bench-import";

/** The audit log names who imported: a bench member, made once. */
async function benchOwner(db: Database): Promise<StaffActor> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into staff_members (email, name, role) values ('bench-import@bench.example', 'Bench', 'owner')
        on conflict (email) do update set name = excluded.name returning id`,
  );
  return { id: row!.id, email: "bench-import@bench.example", role: "owner" };
}

/**
 * A product file of `count` products, each one to three colours in two to four sizes (seven variants
 * on average), with both languages' texts, a brand, a leaf category, flags, VAT and a price in every
 * currency; deterministic, so reruns import the same file.
 */
async function generateProductFile(db: Database, count: number): Promise<string> {
  const vocabulary = await readProductCsvVocabulary(db);
  const currencies = await selectRows<{ code: string; decimals: number }>(
    db,
    sql`select c.code, c.decimals from currencies c join price_lists pl on pl.currency_id = c.id order by c.sort_order`,
  );
  const names = (map: Map<number, string>) => [...map.values()];
  const [categories, brands, flags, colours, sizes] = [
    names(vocabulary.categories.nameOf).filter((path) => path.includes("/")),
    names(vocabulary.brands.nameOf),
    names(vocabulary.flags.nameOf),
    names(vocabulary.colours.nameOf),
    names(vocabulary.sizes.nameOf),
  ];
  const header = productCsvHeader(currencies.map((currency) => currency.code));
  function* rows() {
    for (let n = 1; n <= count; n += 1) {
      const colourCount = 1 + (n % 3);
      const sizeCount = 2 + (n % 3);
      const productCells = [
        `Benchjacka ${n}`,
        `Kort om jacka ${n}`,
        `En varm jacka för kalla dagar, nummer ${n}, med luva och två fickor.`,
        `Bench jacket ${n}`,
        `About jacket ${n}`,
        `A warm jacket for cold days, number ${n}, with a hood and two pockets.`,
        brands[n % brands.length]!,
        categories[n % categories.length]!,
        "",
        n % 7 === 0 ? flags[0]! : "",
        "25",
        "true",
        ...currencies.flatMap(() => [String(200 + (n % 1800)), ""]),
      ];
      let variant = 0;
      for (let c = 0; c < colourCount; c += 1)
        for (let s = 0; s < sizeCount; s += 1) {
          const variantCells = [
            `${benchPrefix}-${n}`,
            `BI-${n}-${variant}`,
            "",
            colours[(n + c) % colours.length]!,
            sizes[(n + s) % sizes.length]!,
            "true",
          ];
          yield variant === 0 ? [...variantCells, ...productCells] : variantCells.concat(productCells.map(() => ""));
          variant += 1;
        }
    }
  }
  return toCsv(header, rows());
}

const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);

/**
 * `npm run bench -- --product-import [--products 100000]`: generates a product file (about seven
 * variants a product) and times the import through the engine on DATABASE_URL: the check, then the
 * apply (checked again, written in one transaction, the listings rebuilt). The first run creates
 * the products, a rerun updates them. Answers whether check plus apply met the target.
 */
export async function runProductImportBench(options: ProductImportBenchOptions): Promise<boolean> {
  const database = await openDatabase({ engine: "postgres", url: options.databaseUrl, poolSize: 4 });
  try {
    await migrateDatabase(database.db);
    await seedDemoShopIfEmpty(database.db);
    const owner = await benchOwner(database.db);
    const commerce = createCommerce(database.db, { warn: (message) => console.warn(message) });
    const started = performance.now();
    const csv = await generateProductFile(database.db, options.products);
    const generated = performance.now();
    console.log(
      `file: ${options.products.toLocaleString("en-GB")} products, ${(csv.length / 1e6).toFixed(0)} M characters, made in ${seconds(started, generated)} s`,
    );
    const report = await commerce.staffProductCsv.checkImport(owner, { csv });
    const checked = performance.now();
    console.log(
      `check: ${seconds(generated, checked)} s; ${report.rows.toLocaleString("en-GB")} rows, ${report.products.created} new and ${report.products.updated} changed products, ${report.problemCount} problems`,
    );
    if (report.problemCount > 0) {
      console.log(report.problems.slice(0, 5));
      return false;
    }
    const result = await commerce.staffProductCsv.applyImport(owner, { csv });
    const applied = performance.now();
    console.log(
      `apply (checked again, written, listings rebuilt): ${seconds(checked, applied)} s, ${result.applied ? "applied" : "refused"}`,
    );
    // The engine's facet index may be saving its snapshot in the background: let it end before the database closes.
    await commerce.search.stop();
    const total = (applied - generated) / 1000;
    const met = result.applied && total < targetSeconds;
    console.log(`check + apply: ${total.toFixed(1)} s; target < ${targetSeconds} s: ${met ? "met" : "MISSED"}`);
    return met;
  } finally {
    await database.close();
  }
}
