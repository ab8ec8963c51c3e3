import type { HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import type { TLSSocket } from "node:tls";
import type { Logger } from "pino";
import type { AppLoadContext } from "react-router";
import { createAdminApi } from "#api/admin/app.ts";
import { createApi } from "#api/app.ts";
import { clientAddressOf, resolveClientAddress } from "#api/client-address.ts";
import { findMessagesAsset, messagesAssetDirectory } from "#app/i18n/messages-asset.server.ts";
import type { Commerce } from "#commerce/commerce.ts";
import type { TrustProxy } from "#commerce/env.ts";
import { createBuildRoutes } from "./builds.ts";
import { compressAnswers } from "./compression.ts";
import {
  contentSecurityPolicy,
  contentSourcesFor,
  createNonce,
  type ContentSources,
} from "./content-security-policy.ts";
import { createImageRoutes } from "./images.ts";
import { createPageCache, type PageCacheOptions } from "./page-cache.ts";
import { mayBePublic, pageCachingHeaders, publicPageCacheControl } from "./page-caching.ts";
import { createSitemapRoutes } from "./sitemaps.ts";
import { rejectForeignOrigins } from "./origin-check.ts";
import { shopOriginFor } from "./shop-origin.ts";
import { createStorefrontShopper } from "./storefront-shopper.ts";
import { admitOnePerTurn } from "./request-admission.ts";
import { guardRequestInput } from "./request-guards.ts";
import { hasPermission, type Permission } from "#commerce/modules/access/index.ts";
import { createStaffContext } from "./staff-context.ts";
import { adminPath, isAdminPath, isMiscasedAdminPath, readStaffSessionToken } from "./staff-cookie.ts";

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
  /** The shop's public URL (PUBLIC_URL): the origin of every absolute URL we hand out. */
  publicUrl?: string | undefined;
  /** Hosts (ALLOWED_HOSTS) a request's Host may name to be used as the origin when PUBLIC_URL is unset. */
  allowedHosts?: readonly string[];
  /** Which proxies may report the client's address and protocol (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** Origins pages load pictures from and whether Klarna's snippet is shown, for the Content-Security-Policy. */
  contentSources?: ContentSources;
  /** Keeps public pages in memory (ADR 0026); none kept when not given (development, most tests). */
  pageCache?: PageCacheOptions | undefined;
}

/** Pages and API answers holding a shopper's own data: never kept by a browser or a shared cache. */
const privatePath =
  /^(?:\/en-GB)?\/(?:account|login|checkout)(?:\/|$)|^\/api\/(?:account|checkout|checkout-adapter|checkout-service)(?:\/|$)/;

/** A year: browsers keep to https for this long after one answer over https. */
const strictTransportSecurity = "max-age=31536000";

/** The request reached us over TLS, directly or (per TRUST_PROXY) through a proxy that says so. */
function cameOverHttps(c: Context<{ Bindings: HttpBindings }>): boolean {
  if ((c.env.incoming.socket as Partial<TLSSocket>).encrypted) return true;
  return c.get("peerIsTrustedProxy") === true && c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

/** Composes the whole HTTP surface: health, /api, /img, static assets and the React Router storefront. */
export function createApp({
  commerce,
  handleDocument,
  clientDir,
  imageCdnBase,
  log,
  isReady,
  build,
  publicUrl,
  allowedHosts = [],
  trustProxy = { hops: 0 },
  contentSources,
  pageCache: pageCacheOptions,
}: AppOptions) {
  const logError = (error: unknown) => log.error({ err: error }, "request failed");
  /** The pages that take large bodies take them only from a member signed in with the page's permission. */
  const staffMayPost = async (request: Request, permission: Permission) => {
    const token = readStaffSessionToken(request);
    const session = token ? await commerce.staff.findSession(token) : undefined;
    return Boolean(session && !session.pending && hasPermission(session.actor, permission));
  };
  const originOf = (c: Context<{ Bindings: HttpBindings }>) =>
    shopOriginFor(
      { publicUrl, allowedHosts },
      {
        host: c.req.header("host"),
        protocol: cameOverHttps(c) ? "https" : "http",
        listenPort: c.env.incoming.socket.localPort ?? 0,
      },
    );
  const pageLog = { warn: (message: string, details?: object) => log.warn(details ?? {}, message) };
  const pageSources =
    contentSources ??
    contentSourcesFor({ IMAGE_CDN_BASE: imageCdnBase, CONTENT_SOURCE: "local", PAYMENT_PROVIDER: "sandbox" });
  const publicUrlIsHttps = publicUrl?.startsWith("https:") ?? false;
  const pageCache =
    pageCacheOptions &&
    createPageCache(
      {
        catalogueVersion: commerce.catalogueChanges.current,
        onCatalogueChangedHere: commerce.catalogueChanges.onChangedHere,
        contentVersion: commerce.content.version?.bind(commerce.content),
      },
      pageCacheOptions,
    );
  // The back office's home is /admin/: a client navigation's data request for it is /admin/_.data,
  // under the staff cookie's Path, where /admin's would be /admin.data, outside it (ADR 0016).
  const redirectToAdminHome = (c: Context) => c.redirect(`${adminPath}/${new URL(c.req.url).search}`, 308);

  return (
    new Hono<{ Bindings: HttpBindings }>()
      .use(admitOnePerTurn())
      .use(resolveClientAddress(trustProxy))
      .use(async (c, next) => {
        const started = performance.now();
        await next();
        c.header("X-Content-Type-Options", "nosniff");
        c.header("Referrer-Policy", "strict-origin-when-cross-origin");
        c.header("X-Frame-Options", "SAMEORIGIN");
        if (privatePath.test(c.req.path) || isAdminPath(c.req.path)) c.header("Cache-Control", "no-store");
        if (publicUrlIsHttps || cameOverHttps(c)) c.header("Strict-Transport-Security", strictTransportSecurity);
        if (!isReady()) c.header("Connection", "close");
        log.info(
          {
            method: c.req.method,
            path: c.req.path,
            status: c.res.status,
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          "request",
        );
      })
      // Ahead of every route: pages, /api, /img, sitemaps and error answers all pass through it.
      .use(compressAnswers())
      // React Router would match /ADMIN/login to the back office without its staff context.
      .use(async (c, next) => (isMiscasedAdminPath(c.req.path) ? c.notFound() : next()))
      .use(rejectForeignOrigins())
      .use(...guardRequestInput(staffMayPost))
      .get("/healthz", (c) => c.json({ status: "ok" }))
      .get("/readyz", async (c) => {
        if (!isReady()) return c.json({ status: "shutting down" }, 503);
        if (!commerce.search.isBuilt()) return c.json({ status: "starting" }, 503);
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
      .route("/api", createApi(commerce, logError, originOf))
      .route(`${adminPath}/api`, createAdminApi(commerce, logError))
      .get(adminPath, redirectToAdminHome)
      .route("/img", createImageRoutes(commerce.media))
      .use(
        "/assets/*",
        serveStatic({
          root: clientDir,
          // The build writes .br and .gz siblings (scripts/precompress-assets.ts); sent when accepted.
          precompressed: true,
          onFound: (_path, c) => {
            c.header("Cache-Control", "public, max-age=31536000, immutable");
          },
        }),
      )
      .use("/favicon.svg", serveStatic({ root: clientDir, precompressed: true }))
      .get(`${messagesAssetDirectory}/:fileName`, (c) => {
        const found = findMessagesAsset(c.req.param("fileName"));
        if (!found) return c.notFound();
        c.header("Cache-Control", found.current ? "public, max-age=31536000, immutable" : "no-cache");
        return c.body(found.asset.body, 200, { "Content-Type": "application/json; charset=utf-8" });
      })
      .all("*", async (c) => {
        // A version that cannot be read (the database is failing) just means the page is rendered.
        const kept =
          pageCache && mayBePublic(c.req.raw, c.req.path)
            ? await pageCache.find(c.req.raw, new URL(c.req.url)).catch(() => undefined)
            : undefined;
        if (kept?.answer) return kept.answer;
        const cspNonce = createNonce();
        const { shopper, setCookies } = createStorefrontShopper(c.req.raw, commerce);
        // The back office's pages carry the staff cookie and never a shopper's.
        const staffCookies: string[] = [];
        const staff = isAdminPath(c.req.path)
          ? createStaffContext(c.req.raw, commerce, {
              secure: publicUrlIsHttps || cameOverHttps(c),
              setCookie: (cookie) => staffCookies.push(cookie),
            })
          : undefined;
        const page = await handleDocument(c.req.raw, {
          commerce,
          shopper,
          staff,
          imageCdnBase,
          log: pageLog,
          logError,
          clientAddress: clientAddressOf(c),
          publicOrigin: originOf(c),
          cspNonce,
        });
        c.res = page;
        for (const cookie of staff ? staffCookies : setCookies) c.header("Set-Cookie", cookie, { append: true });
        c.header("Content-Security-Policy", contentSecurityPolicy(cspNonce, pageSources));
        // Public (for a CDN) only an anonymous shopper's catalogue and content pages (ADR 0026).
        const caching = pageCachingHeaders(c.req.raw, c.req.path, c.res);
        c.header("Cache-Control", caching.cacheControl);
        if (caching.vary) c.header("Vary", caching.vary);
        if (pageCache && kept?.miss && caching.cacheControl === publicPageCacheControl)
          c.res = pageCache.keep(kept.miss, c.res);
        return c.res;
      })
      .onError((error, c) => {
        logError(error);
        return c.text("Internal Server Error", 500);
      })
  );
}
