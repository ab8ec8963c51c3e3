import { getRequestListener } from "@hono/node-server";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Logger } from "pino";
import { createCommerce } from "#commerce/commerce.ts";
import { locateDatabase, openDatabase } from "#commerce/db/client.ts";
import { DataDirInUseError } from "#commerce/db/data-dir-lock.ts";
import { migrateDatabase } from "#commerce/db/migrate.ts";
import { seedDemoShopIfEmpty } from "#commerce/db/seed/seed-shop.ts";
import { readEnv } from "#commerce/env.ts";
import { createMediaStore } from "#commerce/modules/media/index.ts";
import { ensureSearchIndex } from "#commerce/modules/search/index.ts";
import { createContentSource } from "#commerce/providers/content/index.ts";
import { createPaymentProvider } from "#commerce/providers/payments/index.ts";
import { createMailProvider } from "#commerce/providers/mail/index.ts";
import { contentSourcesFor } from "./content-security-policy.ts";
import { createApp, type AppOptions } from "./create-app.ts";
import { startHoldSweeper } from "./hold-sweeper.ts";
import { createLogger } from "./logger.ts";
import { startMailWorker } from "./mail-worker.ts";
import { originWarning } from "./shop-origin.ts";
import { startSaleSweeper } from "./sale-sweeper.ts";

/** A Node middleware in front of the app: it answers a request itself or calls `next` to pass it on. */
type FrontMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** How pages are rendered: the built storefront in production, Vite's live one in development. */
export interface Storefront extends Pick<AppOptions, "handleDocument" | "clientDir" | "build"> {
  /** Sees every request before the app (development: Vite's modules, its client and its HMR socket). */
  frontMiddleware?: FrontMiddleware;
  /** Runs while shutting down, before the listener closes. */
  close?: () => Promise<void>;
  /** Whether rendered pages may be kept in memory: not in development, where every edit must show. */
  keepsPages?: boolean;
}

/** What loading the storefront may use: the logger, and the HTTP server before it listens. */
export interface StorefrontSetup {
  log: Logger;
  server: Server;
}

/** While draining, answers still go out (with Connection: close) before the listener closes. */
const drainDelayMs = 500;

/** How often each process looks for sales whose start or end has come: a sale starts at most this late. */
const saleSweepSeconds = 15;

/**
 * The shop's start-up, shared by `npm start` and `npm run dev`: reads the configuration, loads the
 * storefront, migrates the database and seeds the demo shop into an empty one, serves everything on
 * PORT, and drains cleanly on SIGTERM and SIGINT.
 */
export async function startShop(loadStorefront: (setup: StorefrontSetup) => Promise<Storefront>): Promise<void> {
  const startedAt = performance.now();
  const env = readEnv();
  const log = createLogger(env.LOG_LEVEL);
  const listeningWarning = originWarning({ host: env.HOST, publicUrl: env.PUBLIC_URL });
  if (listeningWarning) log.warn(listeningWarning);

  const server = createServer();
  const storefront = await loadStorefront({ log, server });

  const database = await openDatabase(locateDatabase(env)).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    log.fatal(error.message);
    process.exit(1);
  });
  const { applied } = await migrateDatabase(database.db);
  if (applied > 0) log.info({ applied }, "migrations applied");
  if (env.SEED_ON_START && (await seedDemoShopIfEmpty(database.db)))
    log.info("demo shop seeded into the empty database");
  if (await ensureSearchIndex(database.db)) log.info("product facets rebuilt");

  const mailProvider = createMailProvider(env);
  const commerce = createCommerce(
    database.db,
    { warn: (message, details) => log.warn(details ?? {}, message) },
    {
      content: createContentSource(env, database.db),
      payments: createPaymentProvider(env),
      checkoutHoldMinutes: env.CHECKOUT_HOLD_MINUTES,
      checkoutOrdersPerAddress: env.CHECKOUT_ORDERS_PER_ADDRESS,
      mail: { provider: mailProvider, publicOrigin: env.PUBLIC_URL },
      mediaStore: createMediaStore(env, database.db),
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
  const saleSweeper = startSaleSweeper(commerce.applyDueSales, saleSweepSeconds, log);
  const mailWorker = startMailWorker(commerce.deliverDueMail, env.MAIL_POLL_SECONDS, log);
  let accepting = true;
  const app = createApp({
    commerce,
    handleDocument: storefront.handleDocument,
    clientDir: storefront.clientDir,
    imageCdnBase: env.IMAGE_CDN_BASE,
    log,
    isReady: () => accepting,
    build: storefront.build,
    publicUrl: env.PUBLIC_URL,
    allowedHosts: env.ALLOWED_HOSTS,
    trustProxy: env.TRUST_PROXY,
    contentSources: contentSourcesFor(env),
    pageCache:
      storefront.keepsPages && env.PAGE_CACHE_MB > 0 ? { maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 } : undefined,
  });

  const serveApp = getRequestListener(app.fetch, { hostname: env.HOST });
  const { frontMiddleware } = storefront;
  server.on(
    "request",
    frontMiddleware
      ? (request: IncomingMessage, response: ServerResponse) =>
          frontMiddleware(request, response, () => void serveApp(request, response))
      : serveApp,
  );
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info(
      { port, database: database.engine, startupMs: Math.round(performance.now() - startedAt) },
      `Butik is serving http://localhost:${port}`,
    );
  });

  async function shutDown(signal: string) {
    if (!accepting) return;
    accepting = false;
    log.info({ signal }, "draining open requests");
    const forceTimer = setTimeout(() => {
      log.warn("grace period over, closing remaining connections");
      server.closeAllConnections();
    }, env.SHUTDOWN_GRACE_SECONDS * 1000);
    forceTimer.unref();
    // Requests already on their way over kept-alive connections land during this pause instead of
    // meeting a closed socket; /readyz answers 503 meanwhile so load balancers move on.
    await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
    await storefront.close?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await holdSweeper.stop();
    await saleSweeper.stop();
    await mailWorker.stop();
    await mailProvider.close();
    await database.close();
    log.info("stopped");
    process.exit(0);
  }

  process.on("SIGTERM", () => void shutDown("SIGTERM"));
  process.on("SIGINT", () => void shutDown("SIGINT"));
}
