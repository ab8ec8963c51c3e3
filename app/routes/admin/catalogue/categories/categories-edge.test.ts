import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { auditEntries } from "#commerce/modules/audit/schema.ts";
import type { StaffCategoryNode } from "#commerce/modules/catalogue/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { fetchAsStaff, managerInSwedish, signInNewStaff } from "#tests/fixtures/staff-sign-in.ts";
import { staffRoles } from "#tests/fixtures/staff-actors.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const cookies = {} as Record<StaffRole, string>;
let owner: StaffActor;

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, staffRoles, {
    emailDomain: "categories-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of staffRoles) cookies[role] = signedIn[role].cookie;
  owner = signedIn.owner;
});

const page = "/admin/catalogue/categories";

const as = fetchAsStaff(server, (role) => cookies[role]);

/** A form posted to the categories page as a browser without JavaScript would post it. */
const post = (role: StaffRole, fields: Record<string, string>, path = page) =>
  as(role, path, { method: "POST", body: new URLSearchParams(fields) });

/** The page's HTML with React's text separators taken out, so sentences read whole. */
const htmlOf = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

const flatten = (nodes: readonly StaffCategoryNode[]): StaffCategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);
const categoryNamed = async (svName: string) =>
  flatten(await shop.commerce.staffCategories.listCategories(owner)).find(
    (node) => node.names["sv-SE"].name === svName,
  );

/** The storefront's answer for a category path (Swedish: no prefix). */
const storefront = (path: string) => fetch(server.url(`/category/${path}`), { redirect: "manual" });

describe("who may open the category tree", () => {
  it("shows the tree to a manager in Swedish and an owner in English, with the menu entry", async () => {
    const [top] = await shop.commerce.staffCategories.listCategories(owner);
    const swedish = await htmlOf(await as("manager", page));
    expect(swedish).toContain(">Kategorier</h1>");
    expect(swedish).toContain(`href="${page}"`);
    expect(swedish).toContain(`>${top!.names["sv-SE"].name}</a>`);
    expect(swedish).toContain('<nav aria-label="Kategoriträd">');
    const english = await htmlOf(await as("owner", `${page}?category=${top!.id}`));
    expect(english).toContain(">Categories</h1>");
    expect(english).toContain(`aria-current="true"`);
    expect(english).toContain(`>${top!.names["en-GB"].name}</h2>`);
    expect(english).toContain('<label for="');
    expect(english).toContain(">Name in Swedish</label>");
  });

  it("refuses support and editors with 403 on the page, its data and its forms, and leaves the menu entry out", async () => {
    for (const role of ["support", "editor"] as const) {
      expect((await as(role, page)).status, role).toBe(403);
      expect((await as(role, `${page}.data`)).status, role).toBe(403);
      const refused = await post(role, { intent: "addTop", parentId: "", "names.sv-SE": "Nej", "names.en-GB": "No" });
      expect(refused.status, role).toBe(403);
    }
    expect(await categoryNamed("Nej")).toBeUndefined();
    expect(await htmlOf(await as("support", "/admin/orders"))).not.toContain(`href="${page}"`);
  });

  it("sends a signed-out browser to sign in and refuses a form from another site", async () => {
    const answer = await fetch(server.url(page), { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/login?returnTo=%2Fadmin%2Fcatalogue%2Fcategories");
    const foreign = await as("manager", page, {
      method: "POST",
      body: new URLSearchParams({ intent: "addTop", parentId: "", "names.sv-SE": "Ond", "names.en-GB": "Evil" }),
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await categoryNamed("Ond")).toBeUndefined();
  });
});

describe("editing the tree through the page", () => {
  it("answers bad input with 400 and the field's error in the member's language, changing nothing", async () => {
    const before = flatten(await shop.commerce.staffCategories.listCategories(owner)).length;
    const answer = await post("manager", { intent: "addTop", parentId: "", "names.sv-SE": " ", "names.en-GB": "Ok" });
    expect(answer.status).toBe(400);
    const html = await htmlOf(answer);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain("Värde krävs");
    expect(flatten(await shop.commerce.staffCategories.listCategories(owner)).length).toBe(before);
    expect((await post("manager", { intent: "shout" })).status).toBe(400);
  });

  it("adds, moves and renames a category, and the storefront follows each change at once", async () => {
    const added = await post("manager", {
      intent: "addTop",
      parentId: "",
      "names.sv-SE": "Sommarfynd",
      "names.en-GB": "Summer Finds",
    });
    expect(added.status).toBe(200);
    expect(await htmlOf(added)).toContain("Sommarfynd har lagts till.");
    const created = (await categoryNamed("Sommarfynd"))!;
    expect((await storefront("sommarfynd")).status).toBe(200);

    const [target] = await shop.commerce.staffCategories.listCategories(owner);
    const moved = await post("manager", {
      intent: "move",
      categoryId: String(created.id),
      parentId: String(target!.id),
      position: "0",
    });
    expect(moved.status).toBe(200);
    expect(await htmlOf(moved)).toContain("Kategorin har flyttats.");
    const movedPath = `${target!.names["sv-SE"].slug}/sommarfynd`;
    expect((await storefront(movedPath)).status).toBe(200);
    expect((await storefront("sommarfynd")).status).toBe(404);
    const parentPage = await htmlOf(await storefront(target!.names["sv-SE"].slug));
    expect(parentPage).toContain(`href="/category/${movedPath}"`);

    const renamed = await post("manager", {
      intent: "rename",
      categoryId: String(created.id),
      "names.sv-SE": "Höstfynd",
      "names.en-GB": "Autumn Finds",
    });
    expect(renamed.status).toBe(200);
    expect((await storefront(`${target!.names["sv-SE"].slug}/hostfynd`)).status).toBe(200);
    expect((await storefront(movedPath)).status).toBe(404);
    const actions = await shop.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, String(created.id)));
    expect(actions.map((entry) => entry.action)).toEqual(["category.create", "category.move", "category.rename"]);
  });

  it("refuses moving a category under itself and a slug its new siblings have, saying why", async () => {
    const [first, second] = await shop.commerce.staffCategories.listCategories(owner);
    const child = first!.children[0]!;
    const cycle = await post("manager", {
      intent: "move",
      categoryId: String(first!.id),
      parentId: String(child.id),
      position: "0",
    });
    expect(cycle.status).toBe(400);
    expect(await htmlOf(cycle)).toContain("En kategori kan inte flyttas in under sig själv");
    const twin = second!.children.find((node) =>
      first!.children.some((other) => other.names["sv-SE"].slug === node.names["sv-SE"].slug),
    )!;
    const clash = await post("owner", {
      intent: "move",
      categoryId: String(twin.id),
      parentId: String(first!.id),
      position: "0",
    });
    expect(clash.status).toBe(400);
    expect(await htmlOf(clash)).toContain(
      `Another category on this level already has the address “${twin.names["sv-SE"].slug}”.`,
    );
    const stillThere = flatten(await shop.commerce.staffCategories.listCategories(owner)).find(
      (node) => node.id === twin.id,
    );
    expect(stillThere?.parentId).toBe(second!.id);
  });

  it("refuses deleting a category that holds products, and deletes an empty one", async () => {
    const full = flatten(await shop.commerce.staffCategories.listCategories(owner)).find(
      (node) => node.productCount > 0,
    )!;
    const refused = await post("manager", { intent: "delete", categoryId: String(full.id) });
    expect(refused.status).toBe(400);
    expect(await htmlOf(refused)).toContain(`Kategorin innehåller produkter (${full.productCount}).`);
    await post("manager", { intent: "addTop", parentId: "", "names.sv-SE": "Tillfällig", "names.en-GB": "Temporary" });
    const temporary = (await categoryNamed("Tillfällig"))!;
    const deleted = await post("manager", { intent: "delete", categoryId: String(temporary.id) });
    expect(deleted.status).toBe(200);
    expect(await htmlOf(deleted)).toContain("Kategorin har tagits bort.");
    expect(await categoryNamed("Tillfällig")).toBeUndefined();
    expect((await storefront("tillfallig")).status).toBe(404);
  });
});
