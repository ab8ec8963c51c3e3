import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import type { Logger } from "pino";
import type { AppLoadContext } from "react-router";
import { createApi } from "../api/app.ts";
import type { Commerce } from "../commerce/commerce.ts";
import { createBuildRoutes } from "./builds.ts";
import { createImageRoutes } from "./images.ts";
import { createSitemapRoutes } from "./sitemaps.ts";
import { rejectForeignOrigins } from "./origin-check.ts";
import { guardRequestInput } from "./request-guards.ts";

export interface AppOptions {
  commerce: Commerce;
  /** React Router's request handler for every page (createRequestHandler over the server build). */
  handleDocument: (request: Request, context: AppLoadContext) => Promise<Response>;
  clientDir: string;
  imageCdnBase: string;
  log: Logger;
  /** False once shutdown has begun, so load balancers stop sending traffic. */
  isReady: () => boolean;
  /** The storefront build being served: its id (React Router's manifest version) and when it was built. */
  build: { id: string; builtAt: number };
  /** The shop's public URL (PUBLIC_URL) for canonical links and sitemaps; the request's own origin when unset. */
  publicUrl?: string;
}

/** Composes the whole HTTP surface: health, /api, /img, static assets and the React Router storefront. */
export function createApp({ commerce, handleDocument, clientDir, imageCdnBase, log, isReady, build, publicUrl }: AppOptions) {
  const logError = (error: unknown) => log.error({ err: error }, "request failed");
  const originOf = (c: Context) => new URL(publicUrl ?? c.req.url).origin;
  const pageLog = { warn: (message: string, details?: object) => log.warn(details ?? {}, message) };

  return new Hono()
    .use(async (c, next) => {
      const started = performance.now();
      await next();
      c.header("X-Content-Type-Options", "nosniff");
      c.header("Referrer-Policy", "strict-origin-when-cross-origin");
      c.header("X-Frame-Options", "SAMEORIGIN");
      if (!isReady()) c.header("Connection", "close");
      log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 }, "request");
    })
    .use(rejectForeignOrigins())
    .use(...guardRequestInput())
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/readyz", async (c) => {
      if (!isReady()) return c.json({ status: "shutting down" }, 503);
      try {
        await commerce.checkDatabase();
        return c.json({ status: "ready" });
      } catch (error) {
        log.warn({ err: error }, "readiness check failed");
        return c.json({ status: "database unavailable" }, 503);
      }
    })
    .route("/builds", createBuildRoutes(build))
    .route("/", createSitemapRoutes(commerce, originOf))
    .route("/api", createApi(commerce, logError))
    .route("/img", createImageRoutes(commerce.media))
    .use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    )
    .use("/favicon.svg", serveStatic({ root: clientDir }))
    .all("*", (c) =>
      handleDocument(c.req.raw, {
        commerce,
        imageCdnBase,
        log: pageLog,
        clientAddress: getConnInfo(c).remote.address ?? "unknown",
        publicOrigin: originOf(c),
      }),
    )
    .onError((error, c) => {
      logError(error);
      return c.text("Internal Server Error", 500);
    });
}
