import { Hono } from "hono";
import type { Commerce } from "#commerce/commerce.ts";
import type { CategoryNode } from "#commerce/modules/catalogue/index.ts";
import { readQuery } from "./query.ts";
import { cultureParams } from "./shop-params.ts";

/** SPEC §3 Category: Id, Name, Children, ImagePath, ImageKey. */
function toApiCategory(node: CategoryNode): Record<string, unknown> {
  return {
    Id: node.id,
    Name: node.name,
    Slug: node.slug,
    Path: node.path.join("/"),
    ImageKey: node.imageKey,
    ImagePath: node.imageKey ? `/img/${node.imageKey}` : null,
    Children: node.children.map(toApiCategory),
  };
}

function flatten(nodes: readonly CategoryNode[], parentId: number | null): Record<string, unknown>[] {
  return nodes.flatMap((node) => {
    const { Children: _children, ...category } = toApiCategory(node);
    return [{ ...category, ParentId: parentId }, ...flatten(node.children, node.id)];
  });
}

/** /api/category/*: the categories of a locale, as a tree or as a flat list under `data`. */
export function createCategoryApi(commerce: Commerce) {
  return new Hono()
    .get("/get-category-tree", async (c) => {
      const { cultureCode } = readQuery(c, cultureParams);
      return c.json((await commerce.catalogue.getCategoryTree(cultureCode)).map(toApiCategory));
    })
    .get("/get-categories", async (c) => {
      const { cultureCode } = readQuery(c, cultureParams);
      return c.json({ data: flatten(await commerce.catalogue.getCategoryTree(cultureCode), null) });
    });
}
