import { describe, expect, it } from "vitest";
import { slugify } from "#commerce/slug.ts";
import { buildCategoryTree, collectCategoryIds, findCategory, resolveCategoryTrail } from "./category-tree.ts";

const tree = buildCategoryTree([
  { id: 1, parentId: null, name: "Dam", slug: slugify("Dam"), imageKey: null },
  { id: 2, parentId: 1, name: "Jackor och rockar", slug: slugify("Jackor och rockar"), imageKey: null },
  { id: 3, parentId: 2, name: "Vinterjackor", slug: slugify("Vinterjackor"), imageKey: null },
  { id: 4, parentId: null, name: "Friluftsliv", slug: slugify("Friluftsliv"), imageKey: null },
  { id: 5, parentId: 4, name: "Tält och sovsäckar", slug: slugify("Tält och sovsäckar"), imageKey: null },
  { id: 6, parentId: 1, name: "Tröjor", slug: slugify("Tröjor"), imageKey: null },
]);

describe("slugify (SPEC §2)", () => {
  it("lower-cases, removes accents and turns spaces into hyphens", () => {
    expect(slugify("Tält och sovsäckar")).toBe("talt-och-sovsackar");
    expect(slugify("Underkläder och strumpor")).toBe("underklader-och-strumpor");
    expect(slugify("Mössor  och Vantar")).toBe("mossor-och-vantar");
  });
});

describe("resolveCategoryTrail", () => {
  it("walks down the tree one segment at a time", () => {
    expect(resolveCategoryTrail(tree, ["dam", "jackor-och-rockar", "vinterjackor"])?.map((node) => node.id)).toEqual([
      1, 2, 3,
    ]);
  });

  it("matches segments written with å/ä/ö, capitals or spaces", () => {
    expect(resolveCategoryTrail(tree, ["Friluftsliv", "tält och sovsäckar"])?.at(-1)?.id).toBe(5);
    expect(resolveCategoryTrail(tree, ["dam", "tröjor"])?.at(-1)?.id).toBe(6);
  });

  it("answers undefined for an unknown segment, a segment at the wrong level, or no segment", () => {
    expect(resolveCategoryTrail(tree, ["dam", "skor"])).toBeUndefined();
    expect(resolveCategoryTrail(tree, ["vinterjackor"])).toBeUndefined();
    expect(resolveCategoryTrail(tree, [])).toBeUndefined();
  });

  it("keeps each node's full path for links", () => {
    expect(findCategory(tree, 3)?.path).toEqual(["dam", "jackor-och-rockar", "vinterjackor"]);
  });

  it("collects a category with everything below it", () => {
    expect(collectCategoryIds(tree[0]!).sort()).toEqual([1, 2, 3, 6]);
  });
});
