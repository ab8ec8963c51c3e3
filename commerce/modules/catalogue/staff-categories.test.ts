import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCommerce } from "#commerce/commerce.ts";
import { selectRows } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import type { StaffActor, StaffRole } from "../access/index.ts";
import { emptyFilters } from "../search/index.ts";
import { collectCategoryIds, findCategory, resolveCategoryTrail, type StaffCategoryNode } from "./index.ts";

const shop = withDemoShop();
let staff: Record<StaffRole, StaffActor>;
let priceListId = 0;

beforeAll(async () => {
  staff = await createStaffActors(shop.database.db, "categories");
  priceListId = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
});

const staffTree = () => shop.commerce.staffCategories.listCategories(staff.manager);
const shopTree = (locale: ShopLocale = "sv-SE") => shop.commerce.catalogue.getCategoryTree(locale);

/** Every staff node, depth first. */
const flatten = (nodes: readonly StaffCategoryNode[]): StaffCategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

/** The oracle for a category's place: its row as stored. */
async function storedCategory(id: number) {
  const [row] = await selectRows<{ parent_id: number | null; image_key: string | null; is_active: boolean }>(
    shop.database.db,
    sql`select parent_id, image_key, is_active from categories where id = ${id}`,
  );
  return row;
}

const auditCount = async () =>
  (await selectRows<{ n: number }>(shop.database.db, sql`select count(*)::int as n from audit_entries`))[0]!.n;

const lastAudit = async () =>
  (
    await selectRows<{ action: string; subject_kind: string; subject_id: string; before: unknown; after: unknown }>(
      shop.database.db,
      sql`select action, subject_kind, subject_id, before, after from audit_entries order by id desc limit 1`,
    )
  )[0]!;

/** The products a storefront listing of the category (and everything below it) shows, as its ids. */
async function listedIds(categoryIds: number[]): Promise<number[]> {
  const listed = await shop.commerce.search.listProducts(
    { locale: "sv-SE", priceListId, categoryIds, pageSize: 100 },
    emptyFilters(),
  );
  return listed.items.map((item) => item.id).sort((a, b) => a - b);
}

/** The active products filed directly under these categories, read from the rows. */
async function productsIn(categoryIds: number[]): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    shop.database.db,
    sql`select id from products where is_active and category_id = any(${sql.param(categoryIds)}::int[]) order by id`,
  );
  return rows.map((row) => row.id);
}

/** A new category made by the manager for the test (names get a suffix so tests never clash). */
async function newCategory(name: string, parentId: number | null = null) {
  return shop.commerce.staffCategories.createCategory(staff.manager, {
    parentId: parentId === null ? "" : String(parentId),
    names: { "sv-SE": `${name} sv`, "en-GB": `${name} en` },
  });
}

describe("who may edit categories", () => {
  it("refuses support and editors every use case, changing nothing", async () => {
    const [someCategory] = flatten(await staffTree());
    const id = String(someCategory!.id);
    const before = await auditCount();
    for (const role of ["support", "editor"] as const) {
      const actor = staff[role];
      const calls = [
        shop.commerce.staffCategories.listCategories(actor),
        shop.commerce.staffCategories.createCategory(actor, { parentId: "", names: { "sv-SE": "X", "en-GB": "X" } }),
        shop.commerce.staffCategories.renameCategory(actor, {
          categoryId: id,
          names: { "sv-SE": "Y", "en-GB": "Y" },
        }),
        shop.commerce.staffCategories.moveCategory(actor, { categoryId: id, parentId: "", position: "0" }),
        shop.commerce.staffCategories.setCategoryImage(actor, { categoryId: id, imageKey: "" }),
        shop.commerce.staffCategories.setCategoryActive(actor, { categoryId: id, active: false }),
        shop.commerce.staffCategories.deleteCategory(actor, { categoryId: id }),
      ];
      for (const call of calls) {
        const error = await expectDomainError(call);
        expect(error.kind).toBe("forbidden");
        expect(error.problem).toEqual(problem("staff_forbidden", { permission: "catalogue.manage" }));
      }
    }
    expect(await auditCount()).toBe(before);
    expect(await storedCategory(someCategory!.id)).toMatchObject({ is_active: true });
  });

  it("lets an owner read the tree as a manager does", async () => {
    expect(await shop.commerce.staffCategories.listCategories(staff.owner)).toEqual(await staffTree());
  });
});

describe("bad input", () => {
  it("names each bad field and changes nothing", async () => {
    const before = [await auditCount(), flatten(await staffTree()).length];
    const empty = await expectDomainError(
      shop.commerce.staffCategories.createCategory(staff.manager, {
        parentId: "twelve",
        names: { "sv-SE": "  ", "en-GB": "x".repeat(101) },
      }),
    );
    expect(empty.kind).toBe("invalid");
    expect(problemsByField(empty)).toEqual({
      parentId: problem("invalid_id"),
      "names.sv-SE": problem("required"),
      "names.en-GB": problem("too_long", { max: 100 }),
    });
    const punctuation = await expectDomainError(
      shop.commerce.staffCategories.createCategory(staff.manager, {
        parentId: "",
        names: { "sv-SE": "Regnkläder", "en-GB": "?!" },
      }),
    );
    expect(problemsByField(punctuation)).toEqual({ "names.en-GB": problem("category_slug_empty") });
    const move = await expectDomainError(
      shop.commerce.staffCategories.moveCategory(staff.manager, { categoryId: "0", parentId: "", position: "first" }),
    );
    expect(Object.keys(problemsByField(move)).sort()).toEqual(["categoryId", "position"]);
    const unknownParent = await expectDomainError(newCategory("Orphan", 999_999));
    expect(problemsByField(unknownParent)).toEqual({ parentId: problem("category_not_found", { id: 999_999 }) });
    const unknown = await expectDomainError(
      shop.commerce.staffCategories.renameCategory(staff.manager, {
        categoryId: "999999",
        names: { "sv-SE": "A", "en-GB": "A" },
      }),
    );
    expect(unknown.kind).toBe("not_found");
    expect([await auditCount(), flatten(await staffTree()).length]).toEqual(before);
  });
});

describe("adding and renaming", () => {
  it("adds a category last under its parent, with slugs from its names, in the storefront's tree at once", async () => {
    await shopTree(); // cached before the change: the change must replace it
    const [top] = await staffTree();
    const { id } = await shop.commerce.staffCategories.createCategory(staff.manager, {
      parentId: String(top!.id),
      names: { "sv-SE": "Regnställ för vuxna", "en-GB": "Rain Suits" },
    });
    const node = findCategory(await shopTree(), id);
    expect(node?.path).toEqual([top!.names["sv-SE"].slug, "regnstall-for-vuxna"]);
    expect(findCategory(await shopTree("en-GB"), id)?.path).toEqual([top!.names["en-GB"].slug, "rain-suits"]);
    const children = flatten(await staffTree()).find((category) => category.id === top!.id)!.children;
    expect(children.at(-1)).toMatchObject({ id, productCount: 0, isActive: true });
    expect(await lastAudit()).toMatchObject({
      action: "category.create",
      subject_kind: "category",
      subject_id: String(id),
      after: { names: { "sv-SE": "Regnställ för vuxna", "en-GB": "Rain Suits" }, parentId: top!.id },
    });
  });

  it("refuses a name whose slug a sibling has in that language, and allows it on another level", async () => {
    const parent = await newCategory("Clash parent");
    await newCategory("Skor", parent.id);
    const before = await auditCount();
    const clash = await expectDomainError(
      shop.commerce.staffCategories.createCategory(staff.manager, {
        parentId: String(parent.id),
        names: { "sv-SE": "SKOR sv", "en-GB": "Boots" },
      }),
    );
    expect(problemsByField(clash)).toEqual({ "names.sv-SE": problem("category_slug_taken", { slug: "skor-sv" }) });
    const other = await newCategory("Skor");
    const rename = await expectDomainError(
      shop.commerce.staffCategories.renameCategory(staff.manager, {
        categoryId: String(other.id),
        names: { "sv-SE": "Annat", "en-GB": "Clash parent en" },
      }),
    );
    expect(problemsByField(rename)).toEqual({
      "names.en-GB": problem("category_slug_taken", { slug: "clash-parent-en" }),
    });
    expect(await auditCount()).toBe(before + 1);
  });

  it("renames: the storefront finds the category at its new URL, not the old, and search finds its products by the new name", async () => {
    const leaf = flatten(await staffTree()).find((node) => node.children.length === 0 && node.productCount > 0)!;
    const oldPath = findCategory(await shopTree(), leaf.id)!.path;
    await shop.commerce.staffCategories.renameCategory(staff.manager, {
      categoryId: String(leaf.id),
      names: { "sv-SE": "Zorbexplagg", "en-GB": leaf.names["en-GB"].name },
    });
    const tree = await shopTree();
    const newPath = [...oldPath.slice(0, -1), "zorbexplagg"];
    expect(resolveCategoryTrail(tree, newPath)?.at(-1)?.id).toBe(leaf.id);
    expect(resolveCategoryTrail(tree, oldPath)).toBeUndefined();
    const found = await shop.commerce.search.listProducts(
      { locale: "sv-SE", priceListId, searchString: "zorbexplagg", pageSize: 100 },
      emptyFilters(),
    );
    expect(found.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(await productsIn([leaf.id]));
    expect(await lastAudit()).toMatchObject({
      action: "category.rename",
      before: { names: { "sv-SE": leaf.names["sv-SE"].name } },
      after: { names: { "sv-SE": "Zorbexplagg" } },
    });
  });
});

describe("moving", () => {
  it("moves a category with its products under another parent: both listings and the tree follow at once, and another process within a second", async () => {
    const [from, to] = (await staffTree()).filter((top) => top.children.some((child) => child.productCount > 0));
    // One whose slugs no child of the new parent has (women's and men's trees share many names).
    const takenSlugs = to!.children.flatMap((child) => [child.names["sv-SE"].slug, child.names["en-GB"].slug]);
    const moved = from!.children.find(
      (child) =>
        child.productCount > 0 &&
        !takenSlugs.includes(child.names["sv-SE"].slug) &&
        !takenSlugs.includes(child.names["en-GB"].slug),
    )!;
    const movedProducts = await productsIn(collectCategoryIds(findCategory(await shopTree(), moved.id)!));
    expect(movedProducts.length).toBeGreaterThan(0);
    // Another process on the same database, its tree cached before the change.
    const other = createCommerce(shop.database.db, { warn: () => undefined });
    expect(findCategory(await other.catalogue.getCategoryTree("sv-SE"), moved.id)?.path[0]).toBe(
      from!.names["sv-SE"].slug,
    );
    const listedFrom = await listedIds(collectCategoryIds(findCategory(await shopTree(), from!.id)!));
    expect(listedFrom).toEqual(expect.arrayContaining(movedProducts));
    // Search finds a category's products by the names of the categories above it too.
    const foundByNewParent = async () => {
      const found = await shop.commerce.search.listProducts(
        { locale: "sv-SE", priceListId, categoryIds: [moved.id], searchString: to!.names["sv-SE"].name, pageSize: 100 },
        emptyFilters(),
      );
      return found.items.map((item) => item.id).sort((a, b) => a - b);
    };
    expect(await foundByNewParent()).not.toEqual(movedProducts);

    await shop.commerce.staffCategories.moveCategory(staff.manager, {
      categoryId: String(moved.id),
      parentId: String(to!.id),
      position: "0",
    });

    const tree = await shopTree();
    const toNode = findCategory(tree, to!.id)!;
    expect(toNode.children[0]?.id).toBe(moved.id);
    expect(toNode.children[0]?.path).toEqual([to!.names["sv-SE"].slug, moved.names["sv-SE"].slug]);
    const listedTo = await listedIds(collectCategoryIds(toNode));
    expect(listedTo).toEqual(expect.arrayContaining(movedProducts));
    const listedFromNow = await listedIds(collectCategoryIds(findCategory(tree, from!.id)!));
    expect(listedFromNow.filter((id) => movedProducts.includes(id))).toEqual([]);
    expect(await storedCategory(moved.id)).toMatchObject({ parent_id: to!.id });
    expect(await foundByNewParent()).toEqual(movedProducts);

    const startedAt = Date.now();
    await expect
      .poll(async () => findCategory(await other.catalogue.getCategoryTree("sv-SE"), moved.id)?.path[0], {
        timeout: 1000,
        interval: 50,
      })
      .toBe(to!.names["sv-SE"].slug);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(await lastAudit()).toMatchObject({
      action: "category.move",
      before: { parentId: from!.id },
      after: { parentId: to!.id, position: 0 },
    });
  });

  it("reorders among siblings and moves to the top level and back", async () => {
    const parent = await newCategory("Order parent");
    const [a, b, c] = [
      await newCategory("A", parent.id),
      await newCategory("B", parent.id),
      await newCategory("C", parent.id),
    ];
    const order = async () => findCategory(await shopTree(), parent.id)!.children.map((child) => child.id);
    expect(await order()).toEqual([a.id, b.id, c.id]);
    await shop.commerce.staffCategories.moveCategory(staff.manager, {
      categoryId: String(c.id),
      parentId: String(parent.id),
      position: "0",
    });
    expect(await order()).toEqual([c.id, a.id, b.id]);
    await shop.commerce.staffCategories.moveCategory(staff.manager, {
      categoryId: String(c.id),
      parentId: String(parent.id),
      position: "99",
    });
    expect(await order()).toEqual([a.id, b.id, c.id]);
    await shop.commerce.staffCategories.moveCategory(staff.manager, {
      categoryId: String(a.id),
      parentId: "",
      position: "0",
    });
    expect((await shopTree())[0]?.id).toBe(a.id);
    expect(await order()).toEqual([b.id, c.id]);
  });

  it("refuses moving a category under itself or a category below it, and a parent whose children share its slug", async () => {
    const top = await newCategory("Cycle top");
    const middle = await newCategory("Cycle middle", top.id);
    const bottom = await newCategory("Cycle bottom", middle.id);
    const before = await auditCount();
    for (const parentId of [top.id, middle.id, bottom.id]) {
      const error = await expectDomainError(
        shop.commerce.staffCategories.moveCategory(staff.manager, {
          categoryId: String(top.id),
          parentId: String(parentId),
          position: "0",
        }),
      );
      expect(problemsByField(error)).toEqual({ parentId: problem("category_cycle") });
    }
    const twin = await newCategory("Cycle middle");
    const clash = await expectDomainError(
      shop.commerce.staffCategories.moveCategory(staff.manager, {
        categoryId: String(twin.id),
        parentId: String(top.id),
        position: "0",
      }),
    );
    expect(problemsByField(clash)).toEqual({ parentId: problem("category_slug_taken", { slug: "cycle-middle-sv" }) });
    expect(await storedCategory(top.id)).toMatchObject({ parent_id: null });
    expect(await storedCategory(twin.id)).toMatchObject({ parent_id: null });
    expect(await auditCount()).toBe(before + 1);
  });
});

describe("picture, visibility and deleting", () => {
  it("sets a stored picture, refuses an unknown key, and takes the picture away", async () => {
    const { id } = await newCategory("Picture");
    const key = flatten(await staffTree()).find((node) => node.imageKey !== null)!.imageKey!;
    const unknown = await expectDomainError(
      shop.commerce.staffCategories.setCategoryImage(staff.manager, { categoryId: String(id), imageKey: "nope.png" }),
    );
    expect(problemsByField(unknown)).toEqual({ imageKey: problem("image_not_found") });
    await shop.commerce.staffCategories.setCategoryImage(staff.manager, { categoryId: String(id), imageKey: key });
    expect(findCategory(await shopTree(), id)?.imageKey).toBe(key);
    await shop.commerce.staffCategories.setCategoryImage(staff.manager, { categoryId: String(id), imageKey: " " });
    expect(findCategory(await shopTree(), id)?.imageKey).toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: "category.image",
      before: { imageKey: key },
      after: { imageKey: null },
    });
  });

  it("hides a category (and what is below it) from the storefront and shows it again", async () => {
    const parent = await newCategory("Hidden");
    const child = await newCategory("Hidden child", parent.id);
    await shop.commerce.staffCategories.setCategoryActive(staff.manager, {
      categoryId: String(parent.id),
      active: false,
    });
    const tree = await shopTree();
    expect(findCategory(tree, parent.id)).toBeUndefined();
    expect(findCategory(tree, child.id)).toBeUndefined();
    expect(flatten(await staffTree()).find((node) => node.id === parent.id)).toMatchObject({ isActive: false });
    await shop.commerce.staffCategories.setCategoryActive(staff.manager, {
      categoryId: String(parent.id),
      active: true,
    });
    expect(findCategory(await shopTree(), child.id)).toBeDefined();
    expect(await lastAudit()).toMatchObject({ action: "category.activate", after: { deactivated: false } });
  });

  it("refuses deleting a category holding products or subcategories, and deletes an empty one", async () => {
    const withProducts = flatten(await staffTree()).find(
      (node) => node.productCount > 0 && node.children.length === 0,
    )!;
    const held = await expectDomainError(
      shop.commerce.staffCategories.deleteCategory(staff.manager, { categoryId: String(withProducts.id) }),
    );
    expect(held.problem).toEqual(problem("category_has_products", { count: withProducts.productCount }));
    const parent = await newCategory("Delete parent");
    const child = await newCategory("Delete child", parent.id);
    const nested = await expectDomainError(
      shop.commerce.staffCategories.deleteCategory(staff.manager, { categoryId: String(parent.id) }),
    );
    expect(nested.problem).toEqual(problem("category_has_children", { count: 1 }));
    await shop.commerce.staffCategories.deleteCategory(staff.manager, { categoryId: String(child.id) });
    expect(await storedCategory(child.id)).toBeUndefined();
    expect(findCategory(await shopTree(), parent.id)?.children).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: "category.delete",
      subject_id: String(child.id),
      before: { names: { "sv-SE": "Delete child sv" }, parentId: parent.id },
    });
  });
});
