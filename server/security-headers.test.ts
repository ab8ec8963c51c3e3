import { request as httpRequest } from "node:http";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { createApp, type AppOptions } from "./create-app.ts";

const shop = withDemoShop();

/** Every page answers with what the server handed React Router, so the test can see the request context. */
function serve(options: Partial<AppOptions> = {}) {
  return withHttpServer(() =>
    createApp({
      commerce: shop.commerce,
      handleDocument: async (_request, context) =>
        Response.json({
          publicOrigin: context.publicOrigin,
          clientAddress: context.clientAddress,
          cspNonce: context.cspNonce,
        }),
      clientDir: "build/client",
      imageCdnBase: "https://cdn.example/images",
      log: pino({ level: "silent" }),
      isReady: () => true,
      build: { id: "test", builtAt: 0 },
      ...options,
    }),
  );
}

const plain = serve();
const allowing = serve({ allowedHosts: ["shop.example"] });
const published = serve({ publicUrl: "https://shop.example" });
const behindProxy = serve({ trustProxy: { proxies: ["127.0.0.1"] } });

/** A GET with any headers, Host included (fetch will not send a Host of our choosing). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ headers: response.headers, body }));
    });
    sent.on("error", reject).end();
  });
}

const pageContext = async (server: { url: (path: string) => string }, headers: Record<string, string> = {}) =>
  JSON.parse((await get(server.url("/"), headers)).body) as {
    publicOrigin: string;
    clientAddress: string;
    cspNonce: string;
  };

describe("the shop's origin for absolute URLs", () => {
  it("never comes from an unchecked Host header", async () => {
    const port = new URL(plain.origin).port;
    expect((await pageContext(plain, { host: "evil.example" })).publicOrigin).toBe(`http://localhost:${port}`);
    expect((await pageContext(allowing, { host: "evil.example" })).publicOrigin).toBe(
      `http://localhost:${new URL(allowing.origin).port}`,
    );
  });

  it("is an allowed Host, or PUBLIC_URL whatever the Host says", async () => {
    expect((await pageContext(allowing, { host: "shop.example" })).publicOrigin).toBe("http://shop.example");
    expect((await pageContext(published, { host: "evil.example" })).publicOrigin).toBe("https://shop.example");
  });

  it("puts the same origin into sitemaps", async () => {
    const sitemap = (await get(plain.url("/sitemap.xml"), { host: "evil.example" })).body;
    expect(sitemap).not.toContain("evil.example");
    expect(sitemap).toContain(`http://localhost:${new URL(plain.origin).port}/sitemaps/`);
  });
});

describe("Content-Security-Policy", () => {
  it("is strict, with a fresh nonce for every page that React Router receives too", async () => {
    const first = await fetch(plain.url("/"));
    const second = await fetch(plain.url("/"));
    const policy = first.headers.get("content-security-policy")!;
    const { cspNonce } = (await first.json()) as { cspNonce: string };
    expect(cspNonce).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
    expect(policy).toContain(`script-src 'nonce-${cspNonce}' 'strict-dynamic'`);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      "default-src 'self'",
    ])
      expect(policy).toContain(directive);
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.example/);
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(second.headers.get("content-security-policy")).not.toContain(cspNonce);
  });
});

describe("Cache-Control: no-store", () => {
  it.each([
    "/account",
    "/account/order/1",
    "/en-GB/account/address",
    "/login",
    "/en-GB/login/reset?token=x",
    "/checkout",
    "/checkout/confirmation/00000000-0000-0000-0000-000000000000",
    "/en-GB/checkout/confirm-payment/x",
  ])("on the private page %s", async (path) => {
    expect((await fetch(plain.url(path))).headers.get("cache-control")).toBe("no-store");
  });

  it.each([
    "/api/account/get-addresses",
    "/api/account/login",
    "/api/checkout/get-order-by-id?orderId=1",
    "/api/checkout-adapter/x",
    "/api/checkout-service/x",
  ])("on the API answer %s", async (path) => {
    expect((await fetch(plain.url(path))).headers.get("cache-control")).toBe("no-store");
  });

  it("not on catalogue pages", async () => {
    expect((await fetch(plain.url("/category/dam"))).headers.get("cache-control")).not.toBe("no-store");
    expect((await fetch(plain.url("/accountants"))).headers.get("cache-control")).not.toBe("no-store");
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent when a trusted proxy says the request came over https, or PUBLIC_URL is https", async () => {
    expect(
      (await fetch(behindProxy.url("/"), { headers: { "x-forwarded-proto": "https" } })).headers.get(
        "strict-transport-security",
      ),
    ).toBe("max-age=31536000");
    expect((await fetch(published.url("/"))).headers.get("strict-transport-security")).toBe("max-age=31536000");
  });

  it("is not sent over plain http, nor when an untrusted client claims https", async () => {
    expect((await fetch(plain.url("/"))).headers.get("strict-transport-security")).toBeNull();
    expect(
      (await fetch(plain.url("/"), { headers: { "x-forwarded-proto": "https" } })).headers.get(
        "strict-transport-security",
      ),
    ).toBeNull();
  });
});

describe("the client address for pages", () => {
  it("follows TRUST_PROXY", async () => {
    expect((await pageContext(plain, { "x-forwarded-for": "198.51.100.1" })).clientAddress).toBe("127.0.0.1");
    expect((await pageContext(behindProxy, { "x-forwarded-for": "198.51.100.1" })).clientAddress).toBe("198.51.100.1");
  });
});

describe("a cookie with bad percent-encoding", () => {
  it("is ignored by the API instead of failing the request", async () => {
    const response = await fetch(plain.url("/api/account/get-addresses"), {
      headers: { cookie: "butik_session=%E0%A4%A; butik_basket=%ff" },
    });
    expect(response.status).toBe(401);
  });
});
