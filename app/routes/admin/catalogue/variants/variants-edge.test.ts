import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import type { StaffRole } from "#commerce/modules/access/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { fetchAsStaff, managerInSwedish, signInNewStaff } from "#tests/fixtures/staff-sign-in.ts";
import { staffRoles } from "#tests/fixtures/staff-actors.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const cookies = {} as Record<StaffRole, string>;
/** A product made for this file, without variants, and a colour and two sizes of the demo vocabulary. */
let productId: number;
let colour: { id: number; code: string; sv: string };
let sizes: { id: number; code: string }[];
let warehouse: { id: number; code: string };

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(shop.database.db, query);

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, staffRoles, {
    emailDomain: "variants-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of staffRoles) cookies[role] = signedIn[role].cookie;
  const [category] = await rows<{ id: number }>(
    sql`select id from categories where parent_id is not null order by id limit 1`,
  );
  const texts = (name: string) => ({ name, shortDescription: "", description: "" });
  ({ productId } = await shop.commerce.staffProducts.createProduct(signedIn.owner, {
    uniqueName: "rutnat-sockor",
    texts: { "sv-SE": texts("Rutnätssockor"), "en-GB": texts("Grid socks") },
    manufacturerId: "",
    categoryId: String(category!.id),
    productTypeId: "",
    vatRate: "2500",
    published: true,
    prices: {},
  }));
  const values = (axis: string) =>
    rows<{ id: number; code: string; sv: string }>(
      sql`select pv.id, pv.code, vt.name as sv from parametric_values pv join parametrics pa on pa.id = pv.parametric_id
            join parametric_value_translations vt on vt.value_id = pv.id and vt.locale = 'sv-SE'
          where pa.code = ${axis} order by pv.sort_order, pv.id limit 2`,
    );
  [colour] = (await values("color")) as [typeof colour];
  sizes = await values("size");
  [warehouse] = (await rows<{ id: number; code: string }>(
    sql`select id, code from warehouses order by id limit 1`,
  )) as [typeof warehouse];
});

const as = fetchAsStaff(server, (role) => cookies[role]);
const pagePath = () => `/admin/catalogue/${productId}/variants`;

/** A form posted as a browser without JavaScript would post it. */
const post = (role: StaffRole, fields: [string, string][]) =>
  as(role, pagePath(), { method: "POST", body: new URLSearchParams(fields) });

/** The page's HTML with React's text separators taken out, so sentences read whole. */
const htmlOf = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

/** Every field of the grid's form as the page rendered it (inputs' names and values; ticked checkboxes only). */
function gridFormOf(html: string): [string, string][] {
  const form = html.slice(html.indexOf('name="intent" value="save"') - 200);
  const grid = form.slice(0, form.indexOf("</form>"));
  return [...grid.matchAll(/<input([^>]*)>/g)].flatMap(([, attributes]) => {
    const name = /name="([^"]+)"/.exec(attributes!)?.[1];
    if (!name) return [];
    if (attributes!.includes('type="checkbox"') && !/\bchecked=""/.test(attributes!)) return [];
    const value = /value="([^"]*)"/.exec(attributes!)?.[1] ?? (attributes!.includes('type="checkbox"') ? "on" : "");
    return [[name, value.replaceAll("&amp;", "&")] as [string, string]];
  });
}

describe("the variants grid page", () => {
  it("refuses support and editors with 403 on the page, its data and its forms", async () => {
    for (const role of ["support", "editor"] as const) {
      expect((await as(role, pagePath())).status, role).toBe(403);
      expect((await as(role, `${pagePath()}.data`)).status, role).toBe(403);
      expect(
        (
          await post(role, [
            ["intent", "add"],
            ["valueIds", String(colour.id)],
          ])
        ).status,
        role,
      ).toBe(403);
    }
    expect(await rows(sql`select id from variants where product_id = ${productId}`)).toEqual([]);
    expect((await as("manager", "/admin/catalogue/2147483647/variants")).status).toBe(404);
  });

  it("adds combinations, shows them as a labelled grid in both languages, and saves changed cells", async () => {
    const editor = await htmlOf(await as("manager", `/admin/catalogue/${productId}`));
    expect(editor).toContain(`href="/admin/catalogue/${productId}/variants"`);
    const added = await post("manager", [
      ["intent", "add"],
      ["valueIds", String(colour.id)],
      ...sizes.map((size): [string, string] => ["valueIds", String(size.id)]),
      ["partNoStem", "sock"],
    ]);
    expect(added.status).toBe(200);
    expect(await htmlOf(added)).toContain("2 varianter tillagda (0 kombinationer fanns redan).");
    const partNos = sizes.map((size) => `SOCK-${colour.code}-${size.code}`.toUpperCase());

    const swedish = await htmlOf(await as("manager", pagePath()));
    expect(swedish).toContain(">Varianter: Rutnätssockor</h1>");
    expect(swedish).toContain('role="grid"');
    for (const header of ["Artikelnummer", "EAN", "Till salu", "Lågt under", "Färg", "Storlek"])
      expect(swedish).toContain(`>${header}</th>`);
    expect(swedish).toContain(`>${colour.sv}</th>`);
    for (const partNo of partNos) expect(swedish).toContain(`value="${partNo}"`);
    expect(swedish).toContain(`aria-label="EAN, ${partNos[0]} (${colour.sv}, `);
    expect(swedish).toContain("Säljs inte");
    // Every visible control is named, by a label or by its cell's aria-label.
    const unnamed = [...swedish.matchAll(/<(?:input|select)(?![^>]*type="hidden")[^>]*>/g)].filter(
      ([tag]) => !/aria-label="[^"]+"|id="[^"]+"/.test(tag),
    );
    expect(unnamed).toEqual([]);
    const english = await htmlOf(await as("owner", pagePath()));
    expect(english).toContain(">Variants: Grid socks</h1>");
    expect(english).toContain(">Part number</th>");

    const fields = gridFormOf(swedish).map(([name, value]): [string, string] => {
      const [, id, cell] = /^variants\.(\d+)\.(.+)$/.exec(name) ?? [];
      if (cell === "ean" && id) return [name, "96385074"];
      if (cell === `stock.warehouse:${warehouse.id}` && id) return [name, "12"];
      return [name, value];
    });
    const saved = await post("manager", fields);
    expect(saved.status).toBe(200);
    expect(await htmlOf(saved)).toContain("Varianterna är sparade: 2 varianter och 2 lagerceller ändrade.");
    expect(
      await rows(
        sql`select v.part_no, v.ean, w.on_hand from variants v join warehouse_stock w on w.variant_id = v.id and w.warehouse_id = ${warehouse.id}
            where v.product_id = ${productId} order by v.sort_order`,
      ),
    ).toEqual(partNos.map((partNo) => ({ part_no: partNo, ean: "96385074", on_hand: 12 })));
  });

  it("answers bad cells with 400, each message beside its cell in the member's language, and saves nothing", async () => {
    const before = await rows(sql`select * from variants where product_id = ${productId} order by id`);
    for (const [role, eanMessage, stockMessage] of [
      ["manager", "Ange en EAN-kod med 8, 12, 13 eller 14 siffror", "Ange ett heltal från 0 till"],
      ["owner", "Enter an EAN of 8, 12, 13 or 14 digits", "Enter a whole number from 0 to"],
    ] as const) {
      const fields = gridFormOf(await htmlOf(await as(role, pagePath()))).map(([name, value]): [string, string] => {
        if (name.endsWith(".ean")) return [name, "96385075"];
        if (name.endsWith(`.stock.warehouse:${warehouse.id}`)) return [name, "-3"];
        return [name, value];
      });
      const refused = await post(role, fields);
      expect(refused.status, role).toBe(400);
      const html = await htmlOf(refused);
      expect(html).toContain(eanMessage);
      expect(html).toContain(stockMessage);
      // What was typed is shown again, marked invalid.
      expect(html).toMatch(/data-was="96385074"[^>]*aria-invalid="true"[^>]*value="96385075"/);
      expect(html).toContain('value="-3"');
    }
    expect(await rows(sql`select * from variants where product_id = ${productId} order by id`)).toEqual(before);
    const [stock] = await rows<{ on_hand: number }>(
      sql`select min(on_hand) as on_hand from warehouse_stock w join variants v on v.id = w.variant_id where v.product_id = ${productId}`,
    );
    expect(stock!.on_hand).toBe(12);
  });
});
