import { describe, expect, it } from "vitest";
import { adminNavItems, currentNavPath } from "./admin-nav.ts";

describe("the back office's current menu entry", () => {
  it("is the longest whole-segment prefix of the page, and the dashboard only on the start page", () => {
    const current = (pagePath: string) => currentNavPath(adminNavItems, pagePath);
    expect(current("/")).toBe("/");
    expect(current("/catalogue")).toBe("/catalogue");
    expect(current("/catalogue/12")).toBe("/catalogue");
    expect(current("/catalogue/12/stock")).toBe("/catalogue");
    expect(current("/catalogue/new")).toBe("/catalogue/new");
    expect(current("/catalogue/categories")).toBe("/catalogue/categories");
    expect(current("/catalogue/vocabularies")).toBe("/catalogue/vocabularies");
    expect(current("/stock/import")).toBe("/stock");
    expect(current("/storesx")).toBeUndefined();
    expect(current("/account")).toBeUndefined();
  });
});
