import { describe, expect, it } from "vitest";
import { Bitset, unionOf } from "./bitset.ts";

describe("Bitset", () => {
  it("adds, intersects, unites and counts across word boundaries", () => {
    const a = new Bitset(100);
    const b = new Bitset(100);
    for (const position of [0, 31, 32, 63, 64, 99]) a.add(position);
    for (const position of [31, 64, 65, 99]) b.add(position);
    expect(a.count()).toBe(6);
    expect(a.and(b).count()).toBe(3);
    expect(a.countAnd(b)).toBe(3);
    expect(a.or(b).count()).toBe(7);
    const seen: number[] = [];
    a.and(b).forEach((position) => seen.push(position));
    expect(seen).toEqual([31, 64, 99]);
  });

  it("makes a full set of exactly its size", () => {
    expect(Bitset.full(70).count()).toBe(70);
    expect(Bitset.full(64).count()).toBe(64);
    expect(Bitset.full(70).has(69)).toBe(true);
  });

  it("unites any number of sets", () => {
    const a = new Bitset(10);
    a.add(1);
    const b = new Bitset(10);
    b.add(2);
    expect(unionOf(10, [a, undefined, b]).count()).toBe(2);
    expect(unionOf(10, []).count()).toBe(0);
  });
});
