import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-local-path.ts";

describe("safeLocalPath", () => {
  it.each([
    "/",
    "/en-GB/category/women?page=2",
    "/search?q=r%C3%B6d%20jacka",
    "/product/women-abisko-down-jacket#reviews",
    "/en-GB/account/order/42",
  ])("keeps the shop's own path %s", (path) => {
    expect(safeLocalPath(path)).toBe(path);
  });

  const offSite = [
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/%09/evil.example",
    "%2F%09%2Fevil.example",
    "/%2F/evil.example",
    "/%252F/evil.example",
    "/%5Cevil.example",
    "/%255Cevil.example",
    "/%25252F%25252Fevil.example",
    "/\t/evil.example",
    "\t//evil.example",
    "/\r\n/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\0/evil.example",
    "/account\0",
    "/account\r\nSet-Cookie: a=b",
    "/account%0d%0aSet-Cookie:%20a=b",
    "/account%00",
    "https://evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " /account",
    "evil.example",
    "",
    "/account/\u00e5\u00e4\u00f6",
    "/\u2028/evil.example",
    "/\uff0f\uff0fevil.example",
    "/%E0%A4%A",
    `/${"a".repeat(3000)}`,
  ];

  it.each(offSite.map((value) => [JSON.stringify(value).slice(0, 60), value]))("falls back for %s", (_label, value) => {
    expect(safeLocalPath(value)).toBe("/");
    expect(safeLocalPath(value, "/en-GB/account")).toBe("/en-GB/account");
  });

  it.each([[null], [undefined], [42], [{}], [["/"]]])("falls back for a value that is no string: %s", (value) => {
    expect(safeLocalPath(value)).toBe("/");
  });

  it("always answers something a Location header can carry", () => {
    for (const value of offSite) expect(() => new Headers({ location: safeLocalPath(value) })).not.toThrow();
  });
});
