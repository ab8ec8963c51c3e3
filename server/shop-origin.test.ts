import { describe, expect, it } from "vitest";
import { originWarning, shopOriginFor } from "./shop-origin.ts";

describe("shopOriginFor", () => {
  const request = (host: string | undefined, protocol: "http" | "https" = "http") => ({
    host,
    protocol,
    listenPort: 3000,
  });

  it.each([
    [
      "PUBLIC_URL wins over any Host",
      { publicUrl: "https://shop.example/some/path", allowedHosts: ["www.shop.example"] },
      request("www.shop.example"),
      "https://shop.example",
    ],
    [
      "an allowed host is used with the request's protocol",
      { allowedHosts: ["shop.example"] },
      request("shop.example", "https"),
      "https://shop.example",
    ],
    [
      "an allowed host matches whatever its case",
      { allowedHosts: ["shop.example"] },
      request("SHOP.example"),
      "http://shop.example",
    ],
    [
      "a bare allowed host allows it on any port",
      { allowedHosts: ["shop.example"] },
      request("shop.example:8080"),
      "http://shop.example:8080",
    ],
    [
      "an allowed host:port allows only that port",
      { allowedHosts: ["shop.example:8443"] },
      request("shop.example:9999"),
      "http://localhost:3000",
    ],
    [
      "an unlisted host gets the listening address",
      { allowedHosts: ["shop.example"] },
      request("evil.example"),
      "http://localhost:3000",
    ],
    [
      "a look-alike suffix is not the host",
      { allowedHosts: ["shop.example"] },
      request("shop.example.evil.example"),
      "http://localhost:3000",
    ],
    [
      "a Host with a path or credentials is refused",
      { allowedHosts: ["shop.example"] },
      request("shop.example/@evil.example"),
      "http://localhost:3000",
    ],
    [
      "no configuration: the listening address, never the Host",
      { allowedHosts: [] },
      request("evil.example"),
      "http://localhost:3000",
    ],
    ["no Host at all", { allowedHosts: ["shop.example"] }, request(undefined), "http://localhost:3000"],
    ["bracketed IPv6 hosts", { allowedHosts: ["[::1]:3000"] }, request("[::1]:3000"), "http://[::1]:3000"],
  ] as const)("%s", (_name, settings, requestSeen, expected) => {
    expect(shopOriginFor(settings, requestSeen)).toBe(expected);
  });
});

describe("originWarning", () => {
  it("warns when the server listens beyond loopback and PUBLIC_URL is unset", () => {
    expect(originWarning({ host: "0.0.0.0", publicUrl: undefined })).toMatch(/PUBLIC_URL/);
    expect(originWarning({ host: "::", publicUrl: undefined })).toMatch(/PUBLIC_URL/);
    expect(originWarning({ host: "192.0.2.10", publicUrl: undefined })).toMatch(/PUBLIC_URL/);
  });

  it("stays quiet on loopback or with PUBLIC_URL", () => {
    for (const host of ["127.0.0.1", "::1", "localhost"])
      expect(originWarning({ host, publicUrl: undefined })).toBeUndefined();
    expect(originWarning({ host: "0.0.0.0", publicUrl: "https://shop.example" })).toBeUndefined();
  });
});
