import type { StaffCategoryNode } from "#commerce/modules/catalogue/browser.ts";
import type { ShopLocale } from "#commerce/locale.ts";

/** Where a move puts a category: under `parentId` (null: the top level), at `position` among its new siblings. */
export interface CategoryPlace {
  parentId: number | null;
  position: number;
}

/** The four steps the keyboard offers beside the chosen category. */
export type CategoryStep = "up" | "down" | "indent" | "outdent";

/** Where a drop lands relative to the category under the pointer. */
export type DropZone = "before" | "inside" | "after";

/** A category anywhere in the tree. */
export function findNode(tree: readonly StaffCategoryNode[], id: number): StaffCategoryNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** The category's siblings, itself included, in order. */
function siblingsOf(tree: readonly StaffCategoryNode[], node: StaffCategoryNode): readonly StaffCategoryNode[] {
  return node.parentId === null ? tree : (findNode(tree, node.parentId)?.children ?? []);
}

/** Whether `id` is the category or lies below it (a move there would make a loop). */
export function isWithin(node: StaffCategoryNode, id: number): boolean {
  return node.id === id || node.children.some((child) => isWithin(child, id));
}

/** Where one keyboard step takes a category, or undefined when it cannot go that way (first, last, top level). */
export function placeAfterStep(
  tree: readonly StaffCategoryNode[],
  node: StaffCategoryNode,
  step: CategoryStep,
): CategoryPlace | undefined {
  const siblings = siblingsOf(tree, node);
  const index = siblings.findIndex((sibling) => sibling.id === node.id);
  // Positions count the new siblings without the category itself.
  if (step === "up") return index > 0 ? { parentId: node.parentId, position: index - 1 } : undefined;
  if (step === "down")
    return index < siblings.length - 1 ? { parentId: node.parentId, position: index + 1 } : undefined;
  if (step === "indent") {
    const above = siblings[index - 1];
    return above ? { parentId: above.id, position: above.children.length } : undefined;
  }
  const parent = node.parentId === null ? undefined : findNode(tree, node.parentId);
  if (!parent) return undefined;
  const parentIndex = siblingsOf(tree, parent).findIndex((sibling) => sibling.id === parent.id);
  return { parentId: parent.parentId, position: parentIndex + 1 };
}

/** Where dropping `dragged` on `target` puts it, or undefined when the target is the dragged category or lies below it. */
export function placeOfDrop(
  tree: readonly StaffCategoryNode[],
  dragged: StaffCategoryNode,
  target: StaffCategoryNode,
  zone: DropZone,
): CategoryPlace | undefined {
  if (isWithin(dragged, target.id)) return undefined;
  if (zone === "inside")
    return { parentId: target.id, position: target.children.filter((child) => child.id !== dragged.id).length };
  const others = siblingsOf(tree, target).filter((sibling) => sibling.id !== dragged.id);
  const index = others.findIndex((sibling) => sibling.id === target.id);
  return { parentId: target.parentId, position: zone === "before" ? index : index + 1 };
}

/** Whether the storefront shows the category: it and every category above it are active. */
export function isShownInShop(tree: readonly StaffCategoryNode[], node: StaffCategoryNode): boolean {
  const parent = node.parentId === null ? undefined : findNode(tree, node.parentId);
  return node.isActive && (!parent || isShownInShop(tree, parent));
}

/** A category's name in the member's language, or in the other one when that is missing. */
export function nameIn(node: StaffCategoryNode, locale: ShopLocale): string {
  return node.names[locale].name || Object.values(node.names).find((name) => name.name)?.name || `#${node.id}`;
}

/** The slugs from the top down to the category, in one language: its path after /category/. */
export function slugPath(tree: readonly StaffCategoryNode[], id: number | null, locale: ShopLocale): string[] {
  const path: string[] = [];
  for (let node = id === null ? undefined : findNode(tree, id); node;) {
    path.unshift(node.names[locale].slug);
    node = node.parentId === null ? undefined : findNode(tree, node.parentId);
  }
  return path;
}

/** Every category a category may move under (not itself nor anything below it), indented by depth, in tree order. */
export function parentChoices(
  tree: readonly StaffCategoryNode[],
  moving: StaffCategoryNode,
  locale: ShopLocale,
): { value: string; label: string }[] {
  const walk = (nodes: readonly StaffCategoryNode[], depth: number): { value: string; label: string }[] =>
    nodes
      .filter((node) => node.id !== moving.id)
      .flatMap((node) => [
        { value: String(node.id), label: `${"\u2014 ".repeat(depth)}${nameIn(node, locale)}` },
        ...walk(node.children, depth + 1),
      ]);
  return walk(tree, 0);
}
