import { performance } from "node:perf_hooks";
import { openDatabase } from "#commerce/db/client.ts";
import { migrateDatabase } from "#commerce/db/migrate.ts";
import { createStaffOrdersService, type OrderListQuery } from "#commerce/modules/orders/index.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { benchOrderDomain, ensureBenchOrders } from "./order-list-data.ts";
import { percentile } from "./percentile.ts";

export interface OrderListBenchOptions {
  databaseUrl: string;
  /** Bench orders to have in the database (topped up if fewer). */
  orders: number;
  /** How many times each query of the mix runs (after one warm-up round). */
  rounds: number;
}

/** Issue 16's target: the back office's order list with filters over 100,000 orders on PostgreSQL. */
const targetP99Ms = 100;

/** The bench reads as an owner; permissions are checked in memory, so the role costs nothing. */
const owner: StaffActor = { id: 0, email: "bench@example.com", role: "owner" };

/** The shop's day `days` before today, as the order list's filters take it (YYYY-MM-DD). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** What a merchant filters the list by in a day's work, each page with its total count. */
const queries: [string, OrderListQuery][] = [
  ["newest first, no filter", {}],
  ["to act on (processing, accepted)", { statuses: ["processing", "accepted"] }],
  ["completed, last 30 days", { statuses: ["completed"], createdFrom: daysAgo(30) }],
  ["last 7 days, by total desc", { createdFrom: daysAgo(7), sort: "total" }],
  ["partly refunded", { paymentStates: ["partially_refunded"] }],
  ["refunded, last 90 days", { paymentStates: ["refunded"], createdFrom: daysAgo(90) }],
  ["pickup at one store", { deliveryMethodCodes: ["store-pickup"], pickupStoreIds: [3] }],
  ["home delivery, accepted", { deliveryMethodCodes: ["home"], statuses: ["accepted"] }],
  ["search email", { search: `buyer4242@${benchOrderDomain}` }],
  ["search name", { search: "karin lind" }],
  ["search order number", { search: "150000" }],
  ["by number asc", { sort: "number", direction: "asc" }],
  ["by total asc, 200 a page", { sort: "total", direction: "asc", limit: 200 }],
];

const round = (ms: number | undefined) => (ms === undefined ? "—" : ms.toFixed(1));

/**
 * `npm run bench -- --order-list`: fills PostgreSQL up to `orders` generated orders (once; they
 * stay for the next run), then times the back office's list through the engine (StaffOrdersService,
 * what /admin/api answers with): each query of the mix, its first page and the page after it, one
 * after another. Prints p50/p99 per query and overall; answers whether p99 met the target.
 */
export async function runOrderListBench(options: OrderListBenchOptions): Promise<boolean> {
  const database = await openDatabase({ engine: "postgres", url: options.databaseUrl, poolSize: 4 });
  try {
    await migrateDatabase(database.db);
    const started = performance.now();
    const written = await ensureBenchOrders(database.db, options.orders, (count) =>
      process.stdout.write(`\rwriting bench orders: ${count.toLocaleString("en-GB")}`),
    );
    if (written > 0)
      console.log(
        `\nwrote ${written.toLocaleString("en-GB")} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    const staffOrders = createStaffOrdersService(database.db);
    const samples = new Map<string, number[]>(queries.map(([label]) => [label, []]));
    for (let run = 0; run <= options.rounds; run += 1) {
      for (const [label, query] of queries) {
        const first = performance.now();
        const page = await staffOrders.listOrders(owner, query);
        const second = performance.now();
        if (page.nextCursor !== null) await staffOrders.listOrders(owner, { ...query, cursor: page.nextCursor });
        const done = performance.now();
        // Round 0 warms the pool, the plans and the caches; it is not counted.
        if (run > 0) samples.get(label)!.push(second - first, ...(page.nextCursor !== null ? [done - second] : []));
      }
    }
    const all = [...samples.values()].flat();
    console.log(`\nOrder list over ${options.orders.toLocaleString("en-GB")} orders, ${options.rounds} rounds (ms):`);
    console.log(`${"query".padEnd(36)} ${"p50".padStart(7)} ${"p99".padStart(7)}`);
    for (const [label, values] of samples)
      console.log(
        `${label.padEnd(36)} ${round(percentile(values, 50)).padStart(7)} ${round(percentile(values, 99)).padStart(7)}`,
      );
    const p99 = percentile(all, 99) ?? Infinity;
    console.log(`${"all".padEnd(36)} ${round(percentile(all, 50)).padStart(7)} ${round(p99).padStart(7)}`);
    const met = p99 < targetP99Ms;
    console.log(`target: p99 < ${targetP99Ms} ms: ${met ? "met" : "MISSED"}`);
    return met;
  } finally {
    await database.close();
  }
}
