import { describe, expect, it } from "vitest";
import { readCookie, safeReturnPath } from "./cookies.ts";

describe("safeReturnPath", () => {
  it("keeps same-site paths", () => {
    expect(safeReturnPath("/en-GB/category/women?page=2")).toBe("/en-GB/category/women?page=2");
  });

  it("refuses anything that would leave the shop", () => {
    for (const target of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", null, 42]) {
      expect(safeReturnPath(target)).toBe("/");
    }
  });
});

describe("readCookie", () => {
  it("finds one cookie among several and decodes it", () => {
    expect(readCookie("a=1; butik_currency=2; b=x%20y", "butik_currency")).toBe("2");
    expect(readCookie("a=1; b=x%20y", "b")).toBe("x y");
    expect(readCookie(null, "a")).toBeUndefined();
  });
});
