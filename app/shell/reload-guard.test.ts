import { describe, expect, it } from "vitest";
import { claimReload } from "./reload-guard.ts";

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe("the reload guard", () => {
  it("reloads a path once, then not again within 10 seconds", () => {
    const storage = memoryStorage();
    expect(claimReload("/category/dam", storage, 1_000)).toBe(true);
    expect(claimReload("/category/dam", storage, 5_000)).toBe(false);
    expect(claimReload("/category/dam", storage, 10_999)).toBe(false);
    expect(claimReload("/category/dam", storage, 11_000)).toBe(true);
  });

  it("guards each path on its own", () => {
    const storage = memoryStorage();
    expect(claimReload("/bag", storage, 1_000)).toBe(true);
    expect(claimReload("/checkout", storage, 2_000)).toBe(true);
    expect(claimReload("/bag", storage, 3_000)).toBe(false);
  });

  it("forgets old reloads and survives a damaged record", () => {
    const storage = memoryStorage();
    storage.setItem("butik:reloaded", "not json");
    expect(claimReload("/bag", storage, 1_000)).toBe(true);
    claimReload("/checkout", storage, 20_000);
    expect(JSON.parse(storage.getItem("butik:reloaded")!)).toEqual({ "/checkout": 20_000 });
  });
});
