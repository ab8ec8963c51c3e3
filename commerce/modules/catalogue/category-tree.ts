import { slugify } from "#commerce/slug.ts";

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  imageKey: string | null;
  /** Slugs from the top category down to this one: the path after /category/. */
  path: string[];
  children: CategoryNode[];
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  imageKey: string | null;
}

/** Builds the category tree from rows already in sibling order. */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const build = (parentId: number | null, parentPath: string[]): CategoryNode[] =>
    (childrenOf.get(parentId) ?? []).map((row) => {
      const path = [...parentPath, row.slug];
      return {
        id: row.id,
        name: row.name,
        slug: row.slug,
        imageKey: row.imageKey,
        path,
        children: build(row.id, path),
      };
    });
  return build(null, []);
}

/**
 * SPEC §2: walks down the tree matching each segment against the category names converted to
 * lower case, accents removed and spaces turned into hyphens. Gives the trail from the top, or
 * undefined when a segment matches nothing.
 */
export function resolveCategoryTrail(
  tree: readonly CategoryNode[],
  segments: readonly string[],
): CategoryNode[] | undefined {
  if (segments.length === 0) return undefined;
  const trail: CategoryNode[] = [];
  let level: readonly CategoryNode[] = tree;
  for (const segment of segments) {
    const wanted = slugify(segment);
    const match = level.find((node) => node.slug === wanted);
    if (!match) return undefined;
    trail.push(match);
    level = match.children;
  }
  return trail;
}

/** The ids of a category and all categories below it. */
export function collectCategoryIds(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(collectCategoryIds)];
}

/** Finds a category by id anywhere in the tree. */
export function findCategory(tree: readonly CategoryNode[], categoryId: number): CategoryNode | undefined {
  for (const node of tree) {
    if (node.id === categoryId) return node;
    const below = findCategory(node.children, categoryId);
    if (below) return below;
  }
  return undefined;
}
