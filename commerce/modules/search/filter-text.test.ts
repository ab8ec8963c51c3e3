import { describe, expect, it } from "vitest";
import { applyFilterChoice, emptyFilters, formatFilterText, parseFilterText } from "./filter-text.ts";

describe("filter text (SPEC §7)", () => {
  it("reads every group", () => {
    expect(parseFilterText("parf|L1_5,L1_7,M3_40;catf|12;prcf|true_100-500;mfrf|3,2;ohf|true;flgf|1")).toEqual({
      parametric: { 1: [5, 7], 3: [40] },
      multi: [3],
      category: [12],
      price: { min: 100, max: 500 },
      brands: [3, 2],
      stock: true,
      flags: [1],
    });
  });

  it("reads nothing as no filter", () => {
    expect(parseFilterText(undefined)).toEqual(emptyFilters());
    expect(parseFilterText("")).toEqual(emptyFilters());
  });

  it("writes a selection back in a stable order", () => {
    const text = "mfrf|3,2;parf|L2_9,L1_7,L1_5;ohf|true";
    expect(formatFilterText(parseFilterText(text))).toBe("parf|L1_5,L1_7,L2_9;mfrf|2,3;ohf|true");
    expect(formatFilterText(parseFilterText(formatFilterText(parseFilterText(text))))).toBe(
      "parf|L1_5,L1_7,L2_9;mfrf|2,3;ohf|true",
    );
  });

  it.each([
    ["xyz|1", /unknown group "xyz"/],
    ["parf|red", /parametric value "red"/],
    ["prcf|100-500", /price must look like true_100-500/],
    ["prcf|true_500-100", /minimum 500 is above the maximum 100/],
    ["mfrf|-1", /positive whole ids/],
    ["ohf|false", /ohf takes only "true"/],
    ["parf", /must be code\|values/],
  ])("refuses %s with a message naming the problem", (text, message) => {
    expect(() => parseFilterText(text)).toThrow(
      expect.objectContaining({ code: "invalid_filter", params: { detail: expect.stringMatching(message) } }),
    );
  });
});

describe("selection rules (SPEC §4)", () => {
  it("adds a value, and choosing it again removes it and drops the emptied group", () => {
    const once = applyFilterChoice(emptyFilters(), { group: "parf", parametricId: 1, valueId: 5 });
    expect(formatFilterText(once)).toBe("parf|L1_5");
    const twice = applyFilterChoice(once, { group: "parf", parametricId: 1, valueId: 5 });
    expect(twice.parametric).toEqual({});
    expect(formatFilterText(twice)).toBe("");
  });

  it("replaces the earlier price range", () => {
    const first = applyFilterChoice(emptyFilters(), { group: "prcf", min: 100, max: 500 });
    expect(applyFilterChoice(first, { group: "prcf", min: 800, max: 300 }).price).toEqual({ min: 300, max: 800 });
  });

  it("toggles brands, flags, categories and stock", () => {
    let selected = applyFilterChoice(emptyFilters(), { group: "mfrf", id: 2 });
    selected = applyFilterChoice(selected, { group: "flgf", id: 1 });
    selected = applyFilterChoice(selected, { group: "ohf" });
    expect(formatFilterText(selected)).toBe("mfrf|2;ohf|true;flgf|1");
    selected = applyFilterChoice(selected, { group: "mfrf", id: 2 });
    selected = applyFilterChoice(selected, { group: "ohf" });
    expect(formatFilterText(selected)).toBe("flgf|1");
  });

  it("leaves the selection it starts from as it was (a listing derives every value's link from one)", () => {
    const selected = parseFilterText("parf|M1_5,L2_7;mfrf|3;flgf|1;ohf|true;prcf|true_100-500");
    const before = structuredClone(selected);
    const choices = [
      { group: "parf", parametricId: 1, valueId: 5, multi: true },
      { group: "parf", parametricId: 1, valueId: 6, multi: true },
      { group: "parf", parametricId: 2, valueId: 7 },
      { group: "parf", parametricId: 4, valueId: 9, multi: true },
      { group: "mfrf", id: 3 },
      { group: "catf", id: 8 },
      { group: "flgf", id: 2 },
      { group: "ohf" },
      { group: "prcf", min: 200, max: 300 },
    ] as const;
    for (const choice of choices) applyFilterChoice(selected, choice);
    expect(selected).toEqual(before);
  });
});
