import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../app/routes.ts";
import { isPublicPagePath, pageCachingHeaders, pagePathOf, publicPageCacheControl } from "./page-caching.ts";

/** The shop's pages that carry nothing of the shopper's own (ADR 0026), by route id without its locale. */
const publicPages = new Set(["home", "category", "product", "search", "find-store", "content-page"]);

/** Every route of app/routes.ts with a path a request could take to it (each parameter filled in). */
function everyRoute(entries: RouteConfigEntry[], parentPath = ""): { id: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parentPath : `${parentPath}/${entry.path ?? ""}`.replace(/\/+$/, "");
    const filled = (path || "/").replace(/:[^/]+/g, "42").replace(/\*$/, "some/page");
    const own = entry.path !== undefined || entry.index ? [{ id: entry.id ?? entry.file, path: filled }] : [];
    return [...own, ...everyRoute(entry.children ?? [], entry.path === undefined ? parentPath : path)];
  });
}

describe("which storefront paths may be public", () => {
  const table = everyRoute(routes);

  it("is decided for every route in app/routes.ts: a route added is public only if named here", () => {
    expect(table.length).toBeGreaterThan(50);
    for (const { id, path } of table) {
      const shopPage = id.replace(/-(?:sv|en)$/, "");
      const expected = publicPages.has(shopPage);
      for (const requested of [path, `${path === "/" ? "/_root" : path}.data`])
        expect(isPublicPagePath(requested), `${id} at ${requested}`).toBe(expected);
    }
  });

  it("reads a data request and the English prefix as the page they are for", () => {
    expect(["/_root.data", "/en-GB", "/en-GB.data", "/en-GB/bag.data", "/bag"].map(pagePathOf)).toEqual([
      "/",
      "/",
      "/",
      "/bag",
      "/bag",
    ]);
    // A content page whose address merely starts like a personal one is still public.
    expect(isPublicPagePath("/bagage-guide")).toBe(true);
    expect(isPublicPagePath("/en-GB/accounting-news")).toBe(true);
  });
});

describe("a page's caching headers", () => {
  const page = (init: ResponseInit = {}) => new Response("<html></html>", { status: 200, ...init });
  const get = (path: string, cookie?: string, method = "GET") =>
    new Request(`http://shop.test${path}`, { method, headers: cookie ? { cookie } : {} });

  it("are public only for a read of a public page by a shopper with no secret cookie, answered 200 with no cookie", () => {
    expect(pageCachingHeaders(get("/category/dam"), "/category/dam", page())).toEqual({
      cacheControl: publicPageCacheControl,
      vary: "Accept-Encoding, Cookie",
    });
    expect(pageCachingHeaders(get("/", "butik_currency=2; butik_locale=sv-SE"), "/", page()).cacheControl).toBe(
      publicPageCacheControl,
    );
    const notPublic = [
      pageCachingHeaders(get("/category/dam", "butik_currency=2; butik_basket=abc"), "/category/dam", page()),
      pageCachingHeaders(get("/category/dam", "butik_order="), "/category/dam", page()),
      pageCachingHeaders(get("/category/dam"), "/category/dam", page({ status: 404 })),
      pageCachingHeaders(get("/category/dam"), "/category/dam", page({ headers: { "Set-Cookie": "a=b" } })),
      pageCachingHeaders(get("/"), "/", new Response(null, { status: 302, headers: { Location: "/en-GB" } })),
    ];
    for (const headers of notPublic) expect(headers).toEqual({ cacheControl: "private, no-cache" });
    expect(pageCachingHeaders(get("/newsletter", undefined, "POST"), "/newsletter", page())).toEqual({
      cacheControl: "private, no-store",
    });
    expect(pageCachingHeaders(get("/bag"), "/bag", page())).toEqual({ cacheControl: "private, no-store" });
    // A page's own Cache-Control stands, and is never made public.
    expect(pageCachingHeaders(get("/search"), "/search", page({ headers: { "Cache-Control": "no-store" } }))).toEqual({
      cacheControl: "no-store",
    });
  });
});
