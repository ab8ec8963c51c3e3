import { describe, expect, it } from "vitest";
import { parseWishlistIds, toggleWishlistId } from "./wishlist-ids.ts";

describe("the local wishlist", () => {
  it("toggles: a present id is removed, an absent one added", () => {
    expect(toggleWishlistId([1, 2], 2)).toEqual([1]);
    expect(toggleWishlistId([1], 3)).toEqual([1, 3]);
  });

  it("reads comma-separated numeric ids, dropping junk and duplicates", () => {
    expect(parseWishlistIds("3,1,3,x,-2,0")).toEqual([3, 1]);
    expect(parseWishlistIds(null)).toEqual([]);
  });
});
