/**
 * Butik's Node entry point: migrates the database, seeds the demo shop into an empty one,
 * serves everything on PORT, and drains cleanly on SIGTERM.
 */
import { serve } from "@hono/node-server";
import { statSync } from "node:fs";
import type { ServerBuild } from "react-router";
import { createCommerce } from "./commerce/commerce.ts";
import { locateDatabase, openDatabase } from "./commerce/db/client.ts";
import { DataDirInUseError } from "./commerce/db/data-dir-lock.ts";
import { migrateDatabase } from "./commerce/db/migrate.ts";
import { seedDemoShopIfEmpty } from "./commerce/db/seed/seed-shop.ts";
import { readEnv } from "./commerce/env.ts";
import { projectPath } from "./commerce/project-path.ts";
import { ensureSearchIndex } from "./commerce/modules/search/index.ts";
import { createPaymentProvider } from "./commerce/providers/payments/index.ts";
import { createContentSource } from "./commerce/providers/content/index.ts";
import { contentSourcesFor } from "./server/content-security-policy.ts";
import { createApp } from "./server/create-app.ts";
import { createLogger } from "./server/logger.ts";
import { originWarning } from "./server/shop-origin.ts";
import { startHoldSweeper } from "./server/hold-sweeper.ts";

// React loads its development build (several times slower at rendering) unless NODE_ENV says
// production, and decides when it is first imported: so decide here, before anything imports it.
process.env.NODE_ENV ??= "production";
const { createRequestHandler } = await import("react-router");

const startedAt = performance.now();
const env = readEnv();
const log = createLogger(env.LOG_LEVEL);
const listeningWarning = originWarning({ host: env.HOST, publicUrl: env.PUBLIC_URL });
if (listeningWarning) log.warn(listeningWarning);
const buildDir = `${projectPath("build")}/`;

const build = (await import(`${buildDir}server/index.js`).catch(() => {
  log.fatal("No storefront build found in ./build: run `npm run build` first");
  process.exit(1);
})) as ServerBuild;

const database = await openDatabase(locateDatabase(env)).catch((error: unknown) => {
  if (!(error instanceof DataDirInUseError)) throw error;
  log.fatal(error.message);
  process.exit(1);
});
const { applied } = await migrateDatabase(database.db);
if (applied > 0) log.info({ applied }, "migrations applied");
if (env.SEED_ON_START && (await seedDemoShopIfEmpty(database.db))) log.info("demo shop seeded into the empty database");
if (await ensureSearchIndex(database.db)) log.info("product facets rebuilt");

const commerce = createCommerce(
  database.db,
  { warn: (message, details) => log.warn(details ?? {}, message) },
  {
    content: createContentSource(env, database.db),
    payments: createPaymentProvider(env),
    checkoutHoldMinutes: env.CHECKOUT_HOLD_MINUTES,
    checkoutOrdersPerAddress: env.CHECKOUT_ORDERS_PER_ADDRESS,
    onFacetIndexBuilt: (built) =>
      log.info(built, built.from === "snapshot" ? "facet index loaded from its snapshot" : "facet index built"),
  },
);
// The facet index loads (or builds) while the server starts listening: listings wait for it (never
// seeing part of one), everything else answers at once, and /readyz says ready once it is whole.
void commerce.search.warmUp().catch((error: unknown) => {
  log.fatal({ err: error }, "the facet index could not be built");
  process.exit(1);
});
const holdSweeper = startHoldSweeper(commerce.releaseExpiredOrders, env.CHECKOUT_SWEEP_SECONDS, log);
let accepting = true;
const app = createApp({
  commerce,
  handleDocument: createRequestHandler(build, "production"),
  clientDir: `${buildDir}client`,
  imageCdnBase: env.IMAGE_CDN_BASE,
  log,
  isReady: () => accepting,
  build: { id: build.assets.version, builtAt: statSync(`${buildDir}server/index.js`).mtimeMs },
  publicUrl: env.PUBLIC_URL,
  allowedHosts: env.ALLOWED_HOSTS,
  trustProxy: env.TRUST_PROXY,
  contentSources: contentSourcesFor(env),
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info(
    { port: info.port, database: database.engine, startupMs: Math.round(performance.now() - startedAt) },
    `Butik is serving http://localhost:${info.port}`,
  );
});

/** While draining, answers still go out (with Connection: close) before the listener closes. */
const drainDelayMs = 500;

async function shutDown(signal: string) {
  if (!accepting) return;
  accepting = false;
  log.info({ signal }, "draining open requests");
  const forceTimer = setTimeout(() => {
    log.warn("grace period over, closing remaining connections");
    if ("closeAllConnections" in server) server.closeAllConnections();
  }, env.SHUTDOWN_GRACE_SECONDS * 1000);
  forceTimer.unref();
  // Requests already on their way over kept-alive connections land during this pause instead of
  // meeting a closed socket; /readyz answers 503 meanwhile so load balancers move on.
  await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await holdSweeper.stop();
  await database.close();
  log.info("stopped");
  process.exit(0);
}

process.on("SIGTERM", () => void shutDown("SIGTERM"));
process.on("SIGINT", () => void shutDown("SIGINT"));
