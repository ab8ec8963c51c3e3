import { Hono } from "hono";
import { z } from "zod";
import type { Commerce } from "../commerce/commerce.ts";
import type { CategoryNode } from "../commerce/modules/catalogue/index.ts";
import { readQuery } from "./query.ts";

const treeQuery = z.object({ cultureCode: z.enum(["sv-SE", "en-GB"]).default("sv-SE") });

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

/** /api/category/*: the category tree in a locale. */
export function createCategoryApi(commerce: Commerce) {
  return new Hono().get("/get-category-tree", async (c) => {
    const { cultureCode } = readQuery(c, treeQuery);
    const tree = await commerce.catalogue.getCategoryTree(cultureCode);
    return c.json(tree.map(toApiCategory));
  });
}
