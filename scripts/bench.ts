/**
 * `npm run bench`: load-tests the real server (the production build) with autocannon. It uses the
 * database the server would use (DATABASE_URL, else PGlite in DATA_DIR); `-- --seed 100000` first
 * generates that many products.
 *
 *   npm run bench [-- --seconds 10 --connections 10 --warmup-seconds 5]
 *     The URL table: each page and API call in turn, each after its own unmeasured warm-up, next to
 *     a bare Node http server (the ceiling), with the server's peak memory after each.
 *
 *   npm run bench -- --orders [--rates 0,1,5,0 --seconds 30 --warmup-seconds 5 --connections 10 --probes 3]
 *     Orders under load (PostgreSQL only: two server processes share DATABASE_URL). One phase per
 *     rate: the listing under load on process A while guests order at that rate through A; then
 *     probes of how soon process B's listing shows a stock change made through A; the listing's
 *     count of products, cold starts and peak memory. Prints issue 14's targets, exits 1 if one is
 *     missed or an order failed.
 *
 *   npm run bench -- --catalogue-edits [--rates 0,1,0 --seconds 30 --warmup-seconds 15 --connections 10 --probes 3]
 *     The storefront following the back office (PostgreSQL only; DATABASE_URL a seeded database the
 *     run may edit): two server processes, and product and store edits saved through the staff
 *     engine in a third process (signed in as the demo owner), which the servers learn of
 *     through the catalogue change feed. CPU per edit in each process, the listing on process A
 *     per edit rate, and how soon process B shows each kind of edit. Prints issue 17's targets,
 *     exits 1 if one is missed or an edit failed.
 *
 *   npm run bench -- --order-list [--order-count 100000 --rounds 20]
 *     The back office's order list (PostgreSQL only; DATABASE_URL a database the bench may fill):
 *     tops it up to that many generated orders, then times the list with filters, search and
 *     sorts through the engine; prints p50/p99, exits 1 if p99 misses issue 16's 100 ms.
 *
 *   npm run bench -- --js [--origin http://127.0.0.1:3000]
 *     Issue 18's JavaScript budget: the JavaScript each audited page loads in Chromium (home, a
 *     category, a product, an article, the store finder, the bag; both locales), as built, gzipped
 *     and as sent; exits 1 if the product page is over 110 kB gzipped or a content page over 100 kB.
 *     --origin measures a shop already running there instead of starting one on a fresh database.
 *
 *   npm run bench -- --product-import [--products 100000]
 *     The product CSV import (PostgreSQL only; DATABASE_URL a database the run may add products to):
 *     generates a file of that many products (about seven variants each), then times its check and
 *     its all-or-nothing apply through the engine; exits 1 if they take issue 17's 5 minutes or more.
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { runCatalogueEdits } from "./bench/catalogue-edits.ts";
import { runOrderListBench } from "./bench/order-list.ts";
import { runProductImportBench } from "./bench/product-import.ts";
import { runOrdersUnderLoad } from "./bench/orders-under-load.ts";
import { runJsBudget } from "./bench/js-budget.ts";
import { runUrlTable } from "./bench/url-table.ts";

const { values } = parseArgs({
  options: {
    seed: { type: "string" },
    seconds: { type: "string" },
    connections: { type: "string", default: "10" },
    orders: { type: "boolean", default: false },
    "catalogue-edits": { type: "boolean", default: false },
    rates: { type: "string" },
    "warmup-seconds": { type: "string" },
    probes: { type: "string", default: "3" },
    "order-list": { type: "boolean", default: false },
    "product-import": { type: "boolean", default: false },
    js: { type: "boolean", default: false },
    origin: { type: "string" },
    products: { type: "string", default: "100000" },
    "order-count": { type: "string", default: "100000" },
    rounds: { type: "string", default: "20" },
  },
});
const catalogueEdits = values["catalogue-edits"];
const seconds = Number(values.seconds ?? (values.orders || catalogueEdits ? 30 : 10));
const connections = Number(values.connections);
const rates = (values.rates ?? (catalogueEdits ? "0,1,0" : "0,1,5,0")).split(",").map(Number);
// Catalogue edits hold the listing to within 10%: process A warms up longer before its phases.
const warmupSeconds = Number(values["warmup-seconds"] ?? (catalogueEdits ? 15 : 5));
const probes = Number(values.probes);
const wholeFrom = (from: number, value: number) => Number.isInteger(value) && value >= from && value <= 100_000;
if (
  !wholeFrom(1, seconds) ||
  !wholeFrom(1, connections) ||
  !wholeFrom(0, warmupSeconds) ||
  !wholeFrom(0, probes) ||
  !rates.every((rate) => rate >= 0 && rate <= 1000)
) {
  console.error(
    "--seconds and --connections take whole numbers from 1, --warmup-seconds and --probes from 0, --rates orders (or edits) a second from 0 to 1000 separated by commas (e.g. 0,1,5)",
  );
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
const orderCount = Number(values["order-count"]);
const rounds = Number(values.rounds);
if (
  values["order-list"] &&
  (!wholeFrom(1, rounds) || !Number.isInteger(orderCount) || orderCount < 1 || orderCount > 10_000_000)
) {
  console.error("--rounds takes a whole number from 1, --order-count one from 1 to 10,000,000");
  process.exit(2);
}
if (values["order-list"] && !databaseUrl?.startsWith("postgres")) {
  console.error(
    "--order-list fills a database with generated orders: set DATABASE_URL to a PostgreSQL database for the bench.",
  );
  process.exit(2);
}
if (values.orders && !databaseUrl?.startsWith("postgres")) {
  console.error(
    "--orders runs two server processes on one database: set DATABASE_URL to a PostgreSQL database (a copy: the run places orders in it).",
  );
  process.exit(2);
}

if (catalogueEdits && !databaseUrl?.startsWith("postgres")) {
  console.error(
    "--catalogue-edits runs two server processes on one database and edits its products: set DATABASE_URL to a seeded PostgreSQL database (a copy).",
  );
  process.exit(2);
}

if (values.seed) {
  await run(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--products", values.seed]);
}

if (values.js) {
  process.exitCode = (await runJsBudget(values.origin ? { origin: values.origin } : {})) ? 0 : 1;
} else if (values["product-import"]) {
  const products = Number(values.products);
  if (!databaseUrl?.startsWith("postgres") || !Number.isInteger(products) || products < 1 || products > 1_000_000) {
    console.error(
      "--product-import adds products to DATABASE_URL: set it to a PostgreSQL database for the bench; --products takes a whole number from 1 to 1,000,000",
    );
    process.exit(2);
  }
  process.exitCode = (await runProductImportBench({ databaseUrl, products })) ? 0 : 1;
} else if (values["order-list"]) {
  process.exitCode = (await runOrderListBench({ databaseUrl: databaseUrl!, orders: orderCount, rounds })) ? 0 : 1;
} else if (catalogueEdits) {
  const met = await runCatalogueEdits({
    databaseUrl: databaseUrl!,
    rates,
    secondsPerPhase: seconds,
    warmupSeconds,
    connections,
    probes,
  });
  process.exitCode = met ? 0 : 1;
} else if (values.orders) {
  const met = await runOrdersUnderLoad({
    databaseUrl: databaseUrl!,
    rates,
    secondsPerPhase: seconds,
    warmupSeconds,
    connections,
    probes,
  });
  process.exitCode = met ? 0 : 1;
} else {
  await runUrlTable({ connections, seconds, warmupSeconds });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    spawn(command, args, { stdio: "inherit" }).once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}`)),
    );
  });
}
