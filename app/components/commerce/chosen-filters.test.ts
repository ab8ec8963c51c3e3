import { describe, expect, it } from "vitest";
import { formatFilterText, type ListingFacets, parseFilterText } from "#commerce/modules/search/index.ts";
import { chosenCount, chosenFilters, noFilters } from "./chosen-filters.tsx";

const facets: ListingFacets = {
  parametrics: [
    { parametricId: 1, parametricName: "Colour", valueId: 3, name: "Navy" },
    { parametricId: 2, parametricName: "Size", valueId: 7, name: "M" },
  ].map((item) => ({
    ...item,
    id: `${item.parametricId}_${item.valueId}`,
    parametricCode: "",
    type: "ListValue" as const,
    swatch: null,
    sortOrder: 0,
    count: 4,
    inStock: true,
    selected: true,
  })),
  categories: [],
  brands: [{ id: 5, name: "Fjällbris", count: 2, selected: true }],
  flags: [],
  stock: { count: 9, selected: true },
  price: { fromIncVat: 100, toIncVat: 900, selected: { min: 200, max: 500 } },
};

const names = {
  brand: "Brand",
  labels: "New and sale",
  category: "Category",
  availability: "Availability",
  inStock: "In stock",
  price: "Price",
  priceRange: (min: number, max: number) => `${min}–${max}`,
};

describe("the chosen filters above the grid and on the Filter button", () => {
  it("counts every chosen value, a price range and in-stock once each", () => {
    expect(chosenCount(noFilters())).toBe(0);
    expect(chosenCount(parseFilterText("parf|L1_3,L2_7;prcf|true_200-500;mfrf|5;ohf|true"))).toBe(5);
  });

  it("names each chosen value by its group and takes only that value away", () => {
    const selected = parseFilterText("parf|L1_3,L2_7,L2_99;prcf|true_200-500;mfrf|5;ohf|true");
    const chips = chosenFilters(facets, selected, names);
    expect(chips.map((chip) => [chip.group, chip.name, formatFilterText(chip.without)])).toEqual([
      ["Colour", "Navy", "parf|L2_7,L2_99;prcf|true_200-500;mfrf|5;ohf|true"],
      ["Size", "M", "parf|L1_3,L2_99;prcf|true_200-500;mfrf|5;ohf|true"],
      // A value no group lists any more (an old link) can still be taken away.
      ["", "#99", "parf|L1_3,L2_7;prcf|true_200-500;mfrf|5;ohf|true"],
      ["Brand", "Fjällbris", "parf|L1_3,L2_7,L2_99;prcf|true_200-500;ohf|true"],
      ["Price", "200–500", "parf|L1_3,L2_7,L2_99;mfrf|5;ohf|true"],
      ["Availability", "In stock", "parf|L1_3,L2_7,L2_99;prcf|true_200-500;mfrf|5"],
    ]);
  });
});
