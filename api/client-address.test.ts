import { Hono } from "hono";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { createApp } from "#server/create-app.ts";
import { clientAddressFrom, clientAddressOf, resolveClientAddress } from "./client-address.ts";

describe("clientAddressFrom", () => {
  const none = { hops: 0 };
  it.each([
    [
      "no proxy trusted: the socket's peer, whatever X-Forwarded-For says",
      "203.0.113.9",
      "198.51.100.1",
      none,
      "203.0.113.9",
    ],
    ["one hop: the address our proxy appended", "10.0.0.2", "1.1.1.1, 198.51.100.1", { hops: 1 }, "198.51.100.1"],
    [
      "two hops: the second address from the right",
      "10.0.0.2",
      "1.1.1.1, 198.51.100.1, 10.0.0.3",
      { hops: 2 },
      "198.51.100.1",
    ],
    ["more hops than addresses: the furthest one we have", "10.0.0.2", "198.51.100.1", { hops: 3 }, "198.51.100.1"],
    ["one hop without the header: the socket's peer", "10.0.0.2", undefined, { hops: 1 }, "10.0.0.2"],
    [
      "a trusted proxy list: skips trusted hops from the right",
      "10.0.0.2",
      "1.1.1.1, 198.51.100.1, 10.0.0.9",
      { proxies: ["10.0.0.0/8"] },
      "198.51.100.1",
    ],
    [
      "a trusted proxy list: a peer not on it is the client",
      "192.0.2.50",
      "198.51.100.1",
      { proxies: ["10.0.0.0/8"] },
      "192.0.2.50",
    ],
    [
      "IPv4-mapped IPv6 peers match IPv4 ranges",
      "::ffff:10.0.0.2",
      "198.51.100.1",
      { proxies: ["10.0.0.0/8"] },
      "198.51.100.1",
    ],
    ["IPv6 ranges", "fd00::1", "2001:db8::7", { proxies: ["fd00::/8"] }, "2001:db8::7"],
    [
      "garbage in the header stops the walk at the last real address",
      "10.0.0.2",
      "<script>, not-an-ip",
      { hops: 2 },
      "10.0.0.2",
    ],
    [
      "every hop trusted: the leftmost address",
      "10.0.0.2",
      "10.0.0.7, 10.0.0.8",
      { proxies: ["10.0.0.0/8"] },
      "10.0.0.7",
    ],
  ] as const)("%s", (_name, peer, forwardedFor, trust, expected) => {
    expect(clientAddressFrom(peer, forwardedFor, trust)).toBe(expected);
  });
});

/** A real server on loopback: the peer is 127.0.0.1, the client address is echoed back. */
function echoServer(trust: Parameters<typeof resolveClientAddress>[0]) {
  return withHttpServer(() =>
    new Hono().use(resolveClientAddress(trust)).get("/who", (c) => c.text(clientAddressOf(c))),
  );
}

describe("clientAddressOf over HTTP", () => {
  const untrusting = echoServer({ hops: 0 });
  const oneHop = echoServer({ hops: 1 });
  const loopbackProxy = echoServer({ proxies: ["127.0.0.1/32", "10.0.0.0/8"] });
  const otherProxy = echoServer({ proxies: ["10.0.0.0/8"] });
  const who = async (server: { url: (path: string) => string }, forwardedFor?: string) =>
    (await fetch(server.url("/who"), { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} })).text();

  it("ignores X-Forwarded-For unless TRUST_PROXY says so", async () => {
    expect(await who(untrusting, "198.51.100.1")).toBe("127.0.0.1");
    expect(await who(otherProxy, "198.51.100.1")).toBe("127.0.0.1");
  });

  it("reads X-Forwarded-For through the trusted hops", async () => {
    expect(await who(oneHop, "6.6.6.6, 198.51.100.1")).toBe("198.51.100.1");
    expect(await who(loopbackProxy, "6.6.6.6, 198.51.100.1, 10.1.2.3")).toBe("198.51.100.1");
    expect(await who(oneHop)).toBe("127.0.0.1");
  });
});

describe("the login limit behind proxies", () => {
  const shop = withDemoShop();
  const serve = (trustProxy: { hops: number } | { proxies: string[] }) =>
    withHttpServer(() =>
      createApp({
        commerce: shop.commerce,
        handleDocument: async () => new Response("page"),
        clientDir: "build/client",
        imageCdnBase: "",
        log: pino({ level: "silent" }),
        isReady: () => true,
        build: { id: "test", builtAt: 0 },
        trustProxy,
      }),
    );
  const untrusted = serve({ proxies: ["10.0.0.0/8"] });
  const behindOneProxy = serve({ hops: 1 });
  const logIn = (server: { url: (path: string) => string }, email: string, forwardedFor: string) =>
    fetch(server.url("/api/account/login"), {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ Email: email, Password: "wrong password" }),
    });

  it("is not bypassed by rotating a spoofed X-Forwarded-For from an untrusted peer", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push((await logIn(untrusted, `nobody${attempt}@example.se`, `198.51.100.${attempt}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("gives each shopper behind a trusted proxy a limit of their own", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1)
      await logIn(behindOneProxy, `someone${attempt}@example.se`, "192.0.2.1");
    expect((await logIn(behindOneProxy, "someone-else@example.se", "192.0.2.1")).status).toBe(429);
    expect((await logIn(behindOneProxy, "someone-else@example.se", "192.0.2.2")).status).toBe(400);
  });
});
