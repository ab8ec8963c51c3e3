/**
 * `npm run soak`: two shop processes on one PostgreSQL database of the soak's own, N guests checking
 * out through the JSON API against both in turn for a bounded time, one process killed with
 * kill -9 halfway and started again. After the load and the (short) stock hold time it holds what
 * the shoppers were told against the database: orders told paid but not paid, baskets or payments
 * doubled, orders stuck in checkout, stock arithmetic per variant. Exits 1 unless all are zero.
 *
 *   npm run soak -- --clients 16 --seconds 60 --hold-minutes 0.5 [--scarce-stock 12] [--keep-database]
 *
 * Needs the production build (`npm run build`) and a PostgreSQL server: SOAK_POSTGRES_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (the soak creates and drops
 * butik_soak_<pid> there).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { type RunningServer, startServer } from "#tests/e2e/server-process.ts";
import { failingFigures, printFigures, readFigures } from "./soak/figures.ts";
import { GuestShopper, type ShopProcesses } from "./soak/guest-shopper.ts";
import { countOrdersInCheckout, createSoakDatabase, openSoakDatabase, prepareShop } from "./soak/soak-database.ts";
import { createTally } from "./soak/tally.ts";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "16" },
    seconds: { type: "string", default: "60" },
    "hold-minutes": { type: "string", default: "0.5" },
    "scarce-stock": { type: "string", default: "12" },
    /** Leaves the database in place afterwards, to look into a figure that is not zero. */
    "keep-database": { type: "boolean", default: false },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const holdMinutes = Number(values["hold-minutes"]);
const scarceStock = Number(values["scarce-stock"]);
if (
  ![clients, seconds, scarceStock].every((value) => Number.isInteger(value) && value >= 1 && value <= 100_000) ||
  !(holdMinutes > 0 && holdMinutes <= 60)
) {
  console.error(
    "--clients, --seconds and --scarce-stock take whole numbers from 1; --hold-minutes a number above 0 and at most 60",
  );
  process.exit(2);
}
if (!existsSync("build/server.js")) {
  console.error("No production build in ./build: run `npm run build` first.");
  process.exit(2);
}

// Sweep often enough that an expired hold is gone within a few seconds of expiring.
const sweepSeconds = Math.max(1, Math.round((holdMinutes * 60) / 10));
const postgresUrl =
  process.env.SOAK_POSTGRES_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const unusedDataDir = mkdtempSync(join(tmpdir(), "butik-soak-"));
const database = await createSoakDatabase(postgresUrl);
const servers: RunningServer[] = [];

async function cleanUp() {
  for (const server of servers) if (server.process.exitCode === null) server.process.kill("SIGKILL");
  if (values["keep-database"]) console.log(`The database is kept: ${database.url}`);
  else await database.drop();
  rmSync(unusedDataDir, { recursive: true, force: true });
}
process.once("SIGINT", () => void cleanUp().finally(() => process.exit(130)));

try {
  console.log(
    `Soak: ${clients} guests for ${seconds} s on two processes, stock held ${holdMinutes} min (swept every ${sweepSeconds} s), database ${database.name}`,
  );
  const variants = await prepareShop(database.url, { scarce: 3, scarceStock, plentiful: 3 });
  const serverEnv = {
    DATABASE_URL: database.url,
    SEED_ON_START: "false",
    LOG_LEVEL: "warn",
    CHECKOUT_HOLD_MINUTES: String(holdMinutes),
    CHECKOUT_SWEEP_SECONDS: String(sweepSeconds),
    // Every guest of the soak comes from 127.0.0.1: one address's limit would stop the load.
    CHECKOUT_ORDERS_PER_ADDRESS: "1000000",
  };
  const start = () => startServer(unusedDataDir, serverEnv);
  servers.push(await start(), await start());
  const shop: ShopProcesses = { origins: servers.map((server) => server.origin) };
  console.log(`Processes at ${shop.origins.join(" and ")}`);

  const tally = createTally();
  const loadStartedAt = new Date();
  const deadline = Date.now() + seconds * 1000;
  const shoppers = Array.from({ length: clients }, (_, index) =>
    new GuestShopper(shop, tally, variants, index).shopUntil(deadline),
  );
  const crash = (async () => {
    await sleep((seconds * 1000) / 2);
    servers[1]!.process.kill("SIGKILL");
    console.log(`kill -9 of process 2 (pid ${servers[1]!.process.pid}) after ${seconds / 2} s; starting it again`);
    servers[1] = await start();
    shop.origins[1] = servers[1].origin;
    console.log(`process 2 is back at ${servers[1].origin}`);
  })();
  await Promise.all([...shoppers, crash]);
  console.log(`Load over. Waiting for the stock holds to run out (${holdMinutes} min) and be swept...`);

  const figuresDatabase = await openSoakDatabase(database.url);
  const holdsOverBy = Date.now() + holdMinutes * 60_000 + 3 * sweepSeconds * 1000 + 15_000;
  const loadOverAt = Date.now();
  let inCheckout = await countOrdersInCheckout(figuresDatabase, loadStartedAt);
  while (inCheckout > 0 && Date.now() < holdsOverBy) {
    await sleep(1000);
    inCheckout = await countOrdersInCheckout(figuresDatabase, loadStartedAt);
  }
  const waited = Math.round((Date.now() - loadOverAt) / 1000);
  console.log(
    inCheckout === 0
      ? `No order left in checkout ${waited} s after the load.`
      : `Still ${inCheckout} orders in checkout ${waited} s after the load.`,
  );
  const figures = await readFigures(figuresDatabase, tally, variants, loadStartedAt);
  await figuresDatabase.close();
  printFigures(figures, tally);

  const failing = failingFigures(figures);
  console.log(
    failing.length === 0
      ? "\nAll zero: nothing lost, doubled, stuck or drifted."
      : `\nNOT ZERO:\n  ${failing.join("\n  ")}`,
  );
  process.exitCode = failing.length === 0 ? 0 : 1;
  for (const server of servers) await server.stop();
} finally {
  await cleanUp();
}
