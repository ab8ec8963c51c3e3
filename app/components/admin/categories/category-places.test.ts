import { describe, expect, it } from "vitest";
import type { StaffCategoryNode } from "#commerce/modules/catalogue/browser.ts";
import {
  type CategoryPlace,
  findNode,
  isShownInShop,
  parentChoices,
  placeAfterStep,
  placeOfDrop,
  slugPath,
} from "./category-places.ts";

/** A tree from an outline: `[id, [children]]`, each named `c<id>` in both languages. */
type Outline = [number, Outline[]?];
function treeOf(outline: Outline[], parentId: number | null = null): StaffCategoryNode[] {
  return outline.map(([id, children = []]) => ({
    id,
    parentId,
    names: { "sv-SE": { name: `k${id}`, slug: `k${id}` }, "en-GB": { name: `c${id}`, slug: `c${id}` } },
    imageKey: null,
    isActive: id !== 99,
    productCount: 0,
    children: treeOf(children, id),
  }));
}

function outlineEntry(level: Outline[], id: number): Outline | undefined {
  for (const entry of level) {
    if (entry[0] === id) return entry;
    const below = outlineEntry(entry[1]!, id);
    if (below) return below;
  }
  return undefined;
}

/** The oracle: the tree as the engine leaves it after a move (out of its siblings, into the new ones at the position). */
function moved(tree: StaffCategoryNode[], id: number, place: CategoryPlace): Outline[] {
  const outline = (nodes: StaffCategoryNode[]): Outline[] =>
    nodes.filter((node) => node.id !== id).map((node) => [node.id, outline(node.children)]);
  const result = outline(tree);
  const siblings = place.parentId === null ? result : outlineEntry(result, place.parentId)![1]!;
  siblings.splice(place.position, 0, [id, outline(findNode(tree, id)!.children)]);
  return result;
}

const tree = treeOf([[1, [[2], [3, [[4]]], [5]]], [6], [99, [[7]]]]);
const at = (id: number) => findNode(tree, id)!;

describe("keyboard steps", () => {
  it("moves up and down among siblings, and not past either end", () => {
    expect(moved(tree, 3, placeAfterStep(tree, at(3), "up")!)[0]![1]!.map(([id]) => id)).toEqual([3, 2, 5]);
    expect(moved(tree, 3, placeAfterStep(tree, at(3), "down")!)[0]![1]!.map(([id]) => id)).toEqual([2, 5, 3]);
    expect(placeAfterStep(tree, at(2), "up")).toBeUndefined();
    expect(placeAfterStep(tree, at(5), "down")).toBeUndefined();
    expect(placeAfterStep(tree, at(1), "up")).toBeUndefined();
  });

  it("indents under the category above (last among its children) and outdents to just after the parent", () => {
    expect(moved(tree, 5, placeAfterStep(tree, at(5), "indent")!)).toEqual([
      [
        1,
        [
          [2, []],
          [
            3,
            [
              [4, []],
              [5, []],
            ],
          ],
        ],
      ],
      [6, []],
      [99, [[7, []]]],
    ]);
    expect(placeAfterStep(tree, at(2), "indent")).toBeUndefined();
    expect(moved(tree, 4, placeAfterStep(tree, at(4), "outdent")!)[0]![1]!.map(([id]) => id)).toEqual([2, 3, 4, 5]);
    expect(moved(tree, 2, placeAfterStep(tree, at(2), "outdent")!).map(([id]) => id)).toEqual([1, 2, 6, 99]);
    expect(placeAfterStep(tree, at(6), "outdent")).toBeUndefined();
  });
});

describe("drops", () => {
  it("places before, after or inside the category dropped on, counting siblings without the dragged one", () => {
    expect(moved(tree, 2, placeOfDrop(tree, at(2), at(5), "before")!)[0]![1]!.map(([id]) => id)).toEqual([3, 2, 5]);
    expect(moved(tree, 2, placeOfDrop(tree, at(2), at(5), "after")!)[0]![1]!.map(([id]) => id)).toEqual([3, 5, 2]);
    expect(moved(tree, 5, placeOfDrop(tree, at(5), at(2), "before")!)[0]![1]!.map(([id]) => id)).toEqual([5, 2, 3]);
    expect(moved(tree, 6, placeOfDrop(tree, at(6), at(3), "inside")!)[0]![1]![1]).toEqual([
      3,
      [
        [4, []],
        [6, []],
      ],
    ]);
    expect(moved(tree, 4, placeOfDrop(tree, at(4), at(1), "before")!).map(([id]) => id)).toEqual([4, 1, 6, 99]);
  });

  it("refuses a drop on the category itself or anywhere below it", () => {
    expect(placeOfDrop(tree, at(1), at(1), "inside")).toBeUndefined();
    expect(placeOfDrop(tree, at(1), at(4), "after")).toBeUndefined();
    expect(placeOfDrop(tree, at(3), at(4), "before")).toBeUndefined();
  });
});

describe("what the editor offers", () => {
  it("offers every parent but the category and what is below it, indented by depth", () => {
    expect(parentChoices(tree, at(3), "en-GB")).toEqual([
      { value: "1", label: "c1" },
      { value: "2", label: "\u2014 c2" },
      { value: "5", label: "\u2014 c5" },
      { value: "6", label: "c6" },
      { value: "99", label: "c99" },
      { value: "7", label: "\u2014 c7" },
    ]);
  });

  it("builds each language's address path and knows what the shop shows", () => {
    expect(slugPath(tree, 4, "sv-SE")).toEqual(["k1", "k3", "k4"]);
    expect(slugPath(tree, null, "en-GB")).toEqual([]);
    expect(isShownInShop(tree, at(4))).toBe(true);
    expect(isShownInShop(tree, at(7))).toBe(false);
  });
});
