import { pino } from "pino";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { createApp } from "./create-app.ts";

const shop = withDemoShop();
const firstPictureKey = async () =>
  (await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "women-abisko-down-jacket", 1))!.files[0]!.key;
let ready = true;
const server = withHttpServer(() =>
  createApp({
    commerce: shop.commerce,
    // Pages are the storefront's job and are exercised end to end; here every page echoes its path.
    handleDocument: async (request) => new Response(`page ${new URL(request.url).pathname}`),
    clientDir: "build/client",
    imageCdnBase: "",
    log: pino({ level: "silent" }),
    isReady: () => ready,
    build: { id: "abc123", builtAt: 1_700_000_000_000 },
    // Sitemaps' absolute URLs use the request's Host only because it is allowed.
    allowedHosts: ["127.0.0.1"],
  }),
);

describe("health", () => {
  it("answers /healthz at once, /readyz once the facet index is built, and /readyz turns 503 once draining starts", async () => {
    expect((await fetch(server.url("/healthz"))).status).toBe(200);
    const starting = await fetch(server.url("/readyz"));
    expect([starting.status, await starting.json()]).toEqual([503, { status: "starting" }]);
    await shop.commerce.search.warmUp();
    expect(await (await fetch(server.url("/readyz"))).json()).toEqual({ status: "ready" });
    ready = false;
    expect((await fetch(server.url("/readyz"))).status).toBe(503);
    ready = true;
  });
});

describe("/builds", () => {
  it("names the running build, uncached, and describes only that build", async () => {
    const latest = await fetch(server.url(`/builds/latest.json?t=${Date.now()}`));
    expect(latest.headers.get("cache-control")).toBe("no-store");
    expect(await latest.json()).toEqual({ id: "abc123", timestamp: 1_700_000_000_000 });
    expect(await (await fetch(server.url("/builds/meta/abc123.json"))).json()).toEqual({
      id: "abc123",
      timestamp: 1_700_000_000_000,
    });
    expect((await fetch(server.url("/builds/meta/other.json"))).status).toBe(404);
  });
});

describe("robots.txt and sitemaps", () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  it("keeps crawlers out of private pages and points them at the sitemap", async () => {
    const robots = await (await fetch(server.url("/robots.txt"))).text();
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Disallow: /en-GB/account");
    expect(robots).toContain("Disallow: /checkout");
    expect(robots).toContain(`Sitemap: ${server.origin}/sitemap.xml`);
  });

  it("indexes products, categories, content pages and articles in both locales, and each sitemap answers", async () => {
    const index = await fetch(server.url("/sitemap.xml"));
    expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const files = locs(await index.text());
    expect(files.map((file) => file.replace(server.origin, ""))).toEqual([
      "/sitemaps/products-sv-SE-1.xml",
      "/sitemaps/categories-sv-SE.xml",
      "/sitemaps/pages-sv-SE.xml",
      "/sitemaps/articles-sv-SE.xml",
      "/sitemaps/products-en-GB-1.xml",
      "/sitemaps/categories-en-GB.xml",
      "/sitemaps/pages-en-GB.xml",
      "/sitemaps/articles-en-GB.xml",
    ]);
    const urls = Object.fromEntries(
      await Promise.all(
        files.map(async (file) => [
          file.replace(`${server.origin}/sitemaps/`, ""),
          locs(await (await fetch(file)).text()),
        ]),
      ),
    );
    const total = await shop.commerce.catalogue.countActiveProducts();
    expect(urls["products-sv-SE-1.xml"]).toHaveLength(total);
    expect(urls["products-en-GB-1.xml"]).toContain(`${server.origin}/en-GB/product/women-abisko-down-jacket`);
    expect(urls["categories-sv-SE.xml"]).toContain(`${server.origin}/category/dam/jackor-och-rockar`);
    expect(urls["categories-en-GB.xml"]).toContain(`${server.origin}/en-GB/category/women/jackets-and-coats`);
    expect(urls["pages-sv-SE.xml"]).toContain(`${server.origin}/`);
    expect(urls["pages-en-GB.xml"]).toContain(`${server.origin}/en-GB`);
    expect(urls["pages-sv-SE.xml"]!.some((url: string) => url.includes("/config/"))).toBe(false);
    expect(urls["articles-sv-SE.xml"]!.length).toBeGreaterThan(3);
    expect(urls["articles-sv-SE.xml"]!.every((url: string) => url.startsWith(`${server.origin}/blog`))).toBe(true);
    expect(urls["articles-en-GB.xml"]!.every((url: string) => url.startsWith(`${server.origin}/en-GB/blog`))).toBe(
      true,
    );
  });

  it("answers 404 for a sitemap that does not exist", async () => {
    expect((await fetch(server.url("/sitemaps/products-sv-SE-99.xml"))).status).toBe(404);
    expect((await fetch(server.url("/sitemaps/products-de-DE-1.xml"))).status).toBe(404);
    expect((await fetch(server.url("/sitemaps/pages-sv-SE-2.xml"))).status).toBe(404);
  });
});

describe("/img", () => {
  it("resizes a generated picture to WebP with a year-long cache header", async () => {
    const response = await fetch(server.url(`/img/${await firstPictureKey()}?w=300&fmt=webp`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.width).toBe(320);
  });

  it("converts to AVIF and answers 304 to a matching ETag", async () => {
    const key = await firstPictureKey();
    const response = await fetch(server.url(`/img/${key}?w=160&fmt=avif`));
    expect(response.headers.get("content-type")).toBe("image/avif");
    const again = await fetch(server.url(`/img/${key}?w=160&fmt=avif`), {
      headers: { "if-none-match": response.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it("answers 400 naming the bad parameter and 404 for an unknown key", async () => {
    const badWidth = await fetch(server.url("/img/products/1-red.svg?w=abc"));
    expect(badWidth.status).toBe(400);
    expect((await badWidth.json()).message).toMatch(/^w:/);
    const badFormat = await fetch(server.url("/img/products/1-red.svg?fmt=gif"));
    expect((await badFormat.json()).message).toMatch(/^fmt:/);
    expect((await fetch(server.url("/img/no/such.svg"))).status).toBe(404);
  });
});

describe("/api", () => {
  it("serves the category tree in the requested locale", async () => {
    const tree = await (await fetch(server.url("/api/category/get-category-tree?cultureCode=en-GB"))).json();
    expect(tree[0]).toMatchObject({ Id: 1, Name: "Women", ImageKey: expect.any(String), Children: expect.any(Array) });
  });

  it("answers a bad parameter with a 400 naming it, and an unknown call with a JSON 404", async () => {
    const bad = await fetch(server.url("/api/category/get-category-tree?cultureCode=de-DE"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: 400, fields: { cultureCode: expect.any(String) } });
    const unknown = await fetch(server.url("/api/nothing-here"));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).statusCode).toBe(404);
  });
});

describe("cross-site protection", () => {
  it("refuses a POST from another origin and lets a same-origin POST through", async () => {
    const foreign = await fetch(server.url("/preferences/locale"), {
      method: "POST",
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const local = await fetch(server.url("/preferences/locale"), {
      method: "POST",
      headers: { origin: server.origin },
    });
    expect(await local.text()).toBe("page /preferences/locale");
  });

  it("sets protective headers on every answer", async () => {
    const response = await fetch(server.url("/healthz"));
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
