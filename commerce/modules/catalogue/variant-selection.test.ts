import { describe, expect, it } from "vitest";
import type { ProductVariant } from "./product-detail.ts";
import { selectVariant } from "./variant-selection.ts";

const value = (code: "color" | "size", valueCode: string, valueId: number, sortOrder: number) => ({
  parametricId: code === "color" ? 1 : 2,
  code,
  valueId,
  valueCode,
  name: valueCode.toUpperCase(),
  sortOrder,
  swatch: null,
});

function variant(
  id: number,
  colour: [string, number],
  size: [string, number],
  onHand: number,
  onHandStore = 0,
): ProductVariant {
  return {
    id,
    partNo: `P-${id}`,
    onHand,
    onHandStore,
    values: [value("color", colour[0], colour[1], colour[1]), value("size", size[0], size[1], size[1])],
  };
}

const red: [string, number] = ["red", 1];
const blue: [string, number] = ["blue", 2];
const small: [string, number] = ["s", 10];
const medium: [string, number] = ["m", 11];

describe("selectVariant (SPEC §4)", () => {
  it("selects the first colour in stock when nothing is chosen", () => {
    const selection = selectVariant(
      [variant(1, red, small, 0), variant(2, red, medium, 0), variant(3, blue, small, 4)],
      {},
    );
    expect(selection.colour?.code).toBe("blue");
    expect(selection.colours.map((option) => [option.code, option.inStock])).toEqual([
      ["red", false],
      ["blue", true],
    ]);
  });

  it("falls back to the first colour when none is in stock", () => {
    expect(selectVariant([variant(1, red, small, 0), variant(2, blue, small, 0)], {}).colour?.code).toBe("red");
  });

  it("counts a colour in stock when any one size is, warehouse or store", () => {
    const selection = selectVariant([variant(1, red, small, 0), variant(2, red, medium, 0, 2)], {});
    expect(selection.colour).toMatchObject({ code: "red", inStock: true });
    expect(selection.sizes.map((option) => [option.code, option.inStock])).toEqual([
      ["s", false],
      ["m", true],
    ]);
  });

  it("honours a chosen colour and size and finds their variant", () => {
    const selection = selectVariant(
      [variant(1, red, small, 3), variant(2, blue, small, 0), variant(3, blue, medium, 5)],
      { colour: "blue", size: "m" },
    );
    expect(selection.variant?.id).toBe(3);
  });

  it("ignores an unknown choice and selects the only size by itself", () => {
    const selection = selectVariant([variant(1, red, small, 3)], { colour: "green", size: "xxl" });
    expect(selection.colour?.code).toBe("red");
    expect(selection.variant?.id).toBe(1);
  });

  it("leaves the variant open until a size is chosen when there are several", () => {
    expect(selectVariant([variant(1, red, small, 3), variant(2, red, medium, 3)], {}).variant).toBeUndefined();
  });
});
