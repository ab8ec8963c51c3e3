import { describe, expect, it } from "vitest";
import { readCookie } from "./cookies.ts";

describe("readCookie", () => {
  it("finds one cookie among several and decodes it", () => {
    expect(readCookie("a=1; butik_currency=2; b=x%20y", "butik_currency")).toBe("2");
    expect(readCookie("a=1; b=x%20y", "b")).toBe("x y");
    expect(readCookie(null, "a")).toBeUndefined();
  });
});

describe("readCookie with a value that is not valid percent-encoding", () => {
  it("ignores that cookie and still reads the others", () => {
    const header = "butik_session=%E0%A4%A; butik_currency=2; butik_basket=%ff";
    expect(readCookie(header, "butik_session")).toBeUndefined();
    expect(readCookie(header, "butik_basket")).toBeUndefined();
    expect(readCookie(header, "butik_currency")).toBe("2");
  });
});
