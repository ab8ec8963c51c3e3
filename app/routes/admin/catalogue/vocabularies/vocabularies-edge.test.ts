import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
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
    emailDomain: "vocabularies-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of staffRoles) cookies[role] = signedIn[role].cookie;
  owner = signedIn.owner;
});

const page = "/admin/catalogue/vocabularies";

const as = fetchAsStaff(server, (role) => cookies[role]);

/** A form posted to the page as a browser without JavaScript would post it. */
const post = (role: StaffRole, fields: Record<string, string>) =>
  as(role, page, { method: "POST", body: new URLSearchParams(fields) });

/** The page's HTML with React's text separators taken out, so sentences read whole. */
const htmlOf = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

const vocabularies = () => shop.commerce.staffVocabulary.listVocabularies(owner);

describe("who may open the vocabularies", () => {
  it("shows every list to a manager in Swedish and an owner in English, with the menu entry", async () => {
    const swedish = await as("manager", page);
    expect(swedish.status).toBe(200);
    const html = await htmlOf(swedish);
    expect(html).toContain(">Varumärken, flaggor, färger och storlekar</h1>");
    for (const heading of ["Varumärken", "Flaggor", "Färger", "Storlekar"]) expect(html).toContain(`>${heading}</h2>`);
    expect(html).toContain(`href="${page}"`);
    const { brands, colours } = await vocabularies();
    expect(html).toContain(`value="${brands[0]!.name}"`);
    expect(html).toContain(`aria-label="Färgprov för ${colours[0]!.names["sv-SE"]}"`);

    const english = await htmlOf(await as("owner", page));
    expect(english).toContain(">Brands, flags, colours and sizes</h1>");
    expect(english).toContain(`aria-label="English name of ${colours[0]!.names["en-GB"]}"`);
  });

  it("refuses support and editors with 403 on the page, its data and its forms, and leaves the menu entry out", async () => {
    const { brands } = await vocabularies();
    for (const role of ["support", "editor"] as const) {
      expect((await as(role, page)).status, role).toBe(403);
      expect((await as(role, `${page}.data`)).status, role).toBe(403);
      const rename = await post(role, { intent: "renameBrand", kind: "brand", id: String(brands[0]!.id), name: "X" });
      expect(rename.status, role).toBe(403);
    }
    expect((await vocabularies()).brands).toEqual(brands);
    expect(await htmlOf(await as("support", "/admin/orders"))).not.toContain(`href="${page}"`);
  });

  it("sends a signed-out browser to sign in and refuses a form from another site", async () => {
    const signedOut = await fetch(server.url(page), { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe(`/admin/login?returnTo=${encodeURIComponent(page)}`);
    const foreign = await as("manager", page, {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: new URLSearchParams({ intent: "addBrand", kind: "brand", name: "Evil" }),
    });
    expect(foreign.status).toBe(403);
    expect((await vocabularies()).brands.map((brand) => brand.name)).not.toContain("Evil");
  });
});

describe("the forms", () => {
  it("renames a brand, and the storefront's product page names it so at once", async () => {
    const [product] = await selectRows<{ unique_name: string; brand_id: number }>(
      shop.database.db,
      sql`select unique_name, manufacturer_id as brand_id from products where is_active and manufacturer_id is not null order by id limit 1`,
    );
    const before = await htmlOf(await fetch(server.url(`/product/${product!.unique_name}`)));
    expect(before).not.toContain("Solbackens Ull");

    const answer = await post("manager", {
      intent: "renameBrand",
      kind: "brand",
      id: String(product!.brand_id),
      name: "Solbackens Ull",
    });
    expect(answer.status).toBe(200);
    const html = await htmlOf(answer);
    expect(html).toContain("Solbackens Ull har sparats.");
    expect(html).toContain(">solbackens-ull</code>");
    expect(await htmlOf(await fetch(server.url(`/product/${product!.unique_name}`)))).toContain("Solbackens Ull");
  });

  it("answers bad input with 400 and each error beside its field, in the member's language, changing nothing", async () => {
    const before = await vocabularies();
    const emptyBrand = await post("manager", { intent: "addBrand", kind: "brand", name: " " });
    expect(emptyBrand.status).toBe(400);
    const emptyHtml = await htmlOf(emptyBrand);
    expect(emptyHtml).toContain("Värde krävs");
    expect(emptyHtml).toMatch(
      /<input[^>]*name="name"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="name"/,
    );

    const colour = before.colours[0]!;
    const badSwatch = await post("owner", {
      intent: "updateTerm",
      kind: "colour",
      id: String(colour.id),
      "names.sv-SE": colour.names["sv-SE"],
      "names.en-GB": colour.names["en-GB"],
      swatch: "url(javascript:alert(1))",
    });
    expect(badSwatch.status).toBe(400);
    const swatchHtml = await htmlOf(badSwatch);
    expect(swatchHtml).toContain("Enter a colour as #rrggbb, rgb() or hsl(), for example #1f2f4f.");
    expect(swatchHtml).toMatch(new RegExp(`aria-label="Swatch of ${colour.names["en-GB"]}"[^>]*aria-invalid="true"`));

    const usedSize = before.sizes.find((size) => size.inUse)!;
    const inUse = await post("owner", { intent: "deleteTerm", kind: "size", id: String(usedSize.id) });
    expect(inUse.status).toBe(400);
    expect(await htmlOf(inUse)).toMatch(/Products use this \(\d+\)\. Take it off them first\./);

    const unknownKind = await post("owner", {
      intent: "addTerm",
      kind: "material",
      "names.sv-SE": "Ull",
      "names.en-GB": "Wool",
    });
    expect(unknownKind.status).toBe(400);
    expect((await post("owner", { intent: "dropTable", kind: "brand" })).status).toBe(400);
    expect(await vocabularies()).toEqual(before);
  });

  it("adds a colour with its swatch, moves a size by its buttons, and deletes an unused flag", async () => {
    const added = await post("owner", {
      intent: "addTerm",
      kind: "colour",
      "names.sv-SE": "Hjortron",
      "names.en-GB": "Cloudberry",
      swatch: "#E9A23B",
    });
    expect(added.status).toBe(200);
    const html = await htmlOf(added);
    expect(html).toContain("Cloudberry added.");
    expect(html).toContain("background-color:#e9a23b");
    expect((await vocabularies()).colours.at(-1)).toMatchObject({ code: "cloudberry", swatch: "#e9a23b" });

    const sizes = (await vocabularies()).sizes.map((size) => size.id);
    const moved = await post("manager", { intent: "moveTerm", kind: "size", id: String(sizes[1]), direction: "up" });
    expect(moved.status).toBe(200);
    expect((await vocabularies()).sizes.map((size) => size.id).slice(0, 2)).toEqual([sizes[1], sizes[0]]);

    await post("manager", { intent: "addTerm", kind: "flag", "names.sv-SE": "Utgår", "names.en-GB": "Last chance" });
    const flag = (await vocabularies()).flags.at(-1)!;
    expect(flag.names).toEqual({ "sv-SE": "Utgår", "en-GB": "Last chance" });
    const deleted = await post("manager", { intent: "deleteTerm", kind: "flag", id: String(flag.id) });
    expect(await htmlOf(deleted)).toContain("Utgår har tagits bort.");
    expect((await vocabularies()).flags.map((entry) => entry.id)).not.toContain(flag.id);
  });
});
