import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PositionOrder } from "./position-order.ts";

describe("PositionOrder", () => {
  it("stays sorted through any sequence of key changes, each a remove, a new key and an insert", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -1, max: 50 })), { maxLength: 60 }),
        (initial, changes) => {
          // Key -1 stands for a position that left the order.
          const key = Int32Array.from(initial);
          const order = new PositionOrder(key.length, (a, b) => key[a]! - key[b]! || a - b);
          order.load(Int32Array.from(initial.keys()));
          for (const [pick, newKey] of changes) {
            const position = pick % key.length;
            if (key[position] !== -1) order.remove(position);
            key[position] = newKey;
            if (newKey !== -1) order.insert(position);
          }
          const expected = [...key.keys()]
            .filter((position) => key[position] !== -1)
            .sort((a, b) => key[a]! - key[b]! || a - b);
          expect(Array.from({ length: order.length }, (_, at) => order.at(at))).toEqual(expected);
        },
      ),
    );
  });

  it("refuses to remove a position it does not hold", () => {
    const order = new PositionOrder(4, (a, b) => a - b);
    order.load(Int32Array.from([2, 0]));
    expect(() => order.remove(1)).toThrow(/not in the order/);
    expect([order.at(0), order.at(1), order.at(2)]).toEqual([0, 2, undefined]);
  });
});
