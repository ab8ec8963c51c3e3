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
/** A leaf category and the default price list of the demo shop. */
let categoryId: number;
let priceListId: number;

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, staffRoles, {
    emailDomain: "product-editor-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of staffRoles) cookies[role] = signedIn[role].cookie;
  owner = signedIn.owner;
  const [row] = await selectRows<{ id: number }>(
    shop.database.db,
    sql`select id from categories where parent_id is not null order by id limit 1`,
  );
  categoryId = row!.id;
  priceListId = (await shop.commerce.pricing.getDefaultCurrency()).priceListId;
});

const as = fetchAsStaff(server, (role) => cookies[role]);

/** A form posted as a browser without JavaScript would post it (checkboxes and multiple values as repeated fields). */
const post = (role: StaffRole, path: string, fields: [string, string][]) =>
  as(role, path, { method: "POST", body: new URLSearchParams(fields) });

/** The page's HTML with React's text separators taken out, so sentences read whole. */
const htmlOf = async (answer: Response) => (await answer.text()).replaceAll("<!-- -->", "");

/** A storefront page as a shopper (no cookie) gets it. */
const shopPage = (path: string) => fetch(server.url(path), { redirect: "manual" });

/** The editor's form for a new product, every field valid. */
const productForm = (uniqueName: string, svName: string, enName: string): [string, string][] => [
  ["intent", "create"],
  ["texts.sv-SE.name", svName],
  ["texts.sv-SE.shortDescription", "Lätt och varm."],
  ["texts.sv-SE.description", "Fylld med dun."],
  ["texts.en-GB.name", enName],
  ["texts.en-GB.shortDescription", "Light and warm."],
  ["texts.en-GB.description", "Filled with down."],
  ["uniqueName", uniqueName],
  ["manufacturerId", ""],
  ["categoryId", String(categoryId)],
  ["productTypeId", ""],
  ["vatRate", "2500"],
  [`prices.${priceListId}`, "1499"],
  ["published", "on"],
];

/** Creates a product through the page and answers its id. */
async function createThroughPage(uniqueName: string, svName: string, enName: string): Promise<number> {
  const created = await post("manager", "/admin/catalogue/new", productForm(uniqueName, svName, enName));
  expect(created.status).toBe(302);
  const location = created.headers.get("location")!;
  expect(location).toMatch(/^\/admin\/catalogue\/\d+\?done=created$/);
  return Number(/\/catalogue\/(\d+)/.exec(location)![1]);
}

/** The hidden version field of the editor's form. */
const versionIn = (html: string) => /name="version" value="([^"]+)"/.exec(html)![1]!;

describe("who may open the product editor", () => {
  it("shows a new product's form to a manager in Swedish and an owner in English, every control labelled", async () => {
    const swedish = await as("manager", "/admin/catalogue/new");
    expect(swedish.status).toBe(200);
    const html = await htmlOf(swedish);
    expect(html).toContain(">Ny produkt</h1>");
    for (const label of [
      "Namn",
      "Kort beskrivning",
      "Unikt namn",
      "Varumärke",
      "Kategori",
      "Momssats",
      "Publicerad i butiken",
    ])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain(">25 % (de flesta varor)</option>");
    expect(html).toContain('href="/admin/catalogue/new"');
    // Every input, select and text area has a label that names it.
    const ids = [...html.matchAll(/<(?:input|select|textarea)(?![^>]*type="hidden")[^>]*\bid="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(html, id).toContain(`for="${id}"`);
    const english = await htmlOf(await as("owner", "/admin/catalogue/new"));
    expect(english).toContain(">New product</h1>");
    expect(english).toContain(">Short description</label>");
  });

  it("refuses support and editors with 403 on the pages, their data and their forms", async () => {
    const [product] = await selectRows<{ id: number }>(
      shop.database.db,
      sql`select id from products order by id limit 1`,
    );
    for (const role of ["support", "editor"] as const) {
      for (const path of ["/admin/catalogue/new", `/admin/catalogue/${product!.id}`]) {
        expect((await as(role, path)).status, `${role} ${path}`).toBe(403);
        expect((await as(role, `${path}.data`)).status, `${role} ${path}.data`).toBe(403);
      }
      expect((await post(role, "/admin/catalogue/new", productForm(`${role}-tent`, "Tält", "Tent"))).status).toBe(403);
      expect((await post(role, `/admin/catalogue/${product!.id}`, [["intent", "archive"]])).status).toBe(403);
    }
    const [still] = await selectRows<{ archived_at: string | null }>(
      shop.database.db,
      sql`select archived_at from products where id = ${product!.id}`,
    );
    expect(still!.archived_at).toBeNull();
    expect(await htmlOf(await as("support", "/admin/orders"))).not.toContain('href="/admin/catalogue/new"');
  });

  it("sends a signed-out browser to sign in and answers 404 for a product that is not there", async () => {
    const signedOut = await fetch(server.url("/admin/catalogue/new"), { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/admin/login?returnTo=%2Fadmin%2Fcatalogue%2Fnew");
    for (const id of ["2147483647", "99999999999", "abc"])
      expect((await as("manager", `/admin/catalogue/${id}`)).status, id).toBe(404);
  });
});

describe("opening an existing product", () => {
  it("shows its values, its variants with part number, colour, size and stock, and links to it in the shop", async () => {
    const [product] = await selectRows<{ id: number; unique_name: string; material_id: number; part_no: string }>(
      shop.database.db,
      sql`select p.id, p.unique_name, min(ppv.value_id) as material_id, min(v.part_no) as part_no
          from products p join product_parametric_values ppv on ppv.product_id = p.id join variants v on v.product_id = p.id
          where p.is_active group by p.id order by p.id limit 1`,
    );
    const html = await htmlOf(await as("owner", `/admin/catalogue/${product!.id}`));
    expect(html).toContain(`value="${product!.unique_name}"`);
    const material = [...html.matchAll(/<input[^>]*name="valueIds"[^>]*>/g)].find((tag) =>
      tag[0].includes(`value="${product!.material_id}"`),
    );
    expect(material?.[0]).toContain("checked");
    const table = html.slice(html.indexOf("<table"), html.indexOf("</table>"));
    expect(table).toContain(">Part number</th>");
    expect(table).toContain(`>${product!.part_no}</th>`);
    expect(html).toContain(`href="/en-GB/product/${product!.unique_name}"`);
    expect(html).toContain(">View in the shop</a>");
    expect(html).toContain(`href="/admin/catalogue/${product!.id}/stock"`);
  });
});

describe("editing through the page", () => {
  it("creates a product the shop shows at once in both languages, without variants, and opens it in the editor", async () => {
    const productId = await createThroughPage("ripsfjall-dunjacka", "Ripsfjäll dunjacka", "Ptarmigan down jacket");
    const editor = await htmlOf(await as("manager", `/admin/catalogue/${productId}?done=created`));
    expect(editor).toContain(">Ripsfjäll dunjacka</h1>");
    expect(editor).toContain("Produkten är skapad.");
    expect(editor).toContain('href="/product/ripsfjall-dunjacka"');
    expect(editor).toContain("Inga varianter än: produkten går inte att köpa.");

    const page = await shopPage("/product/ripsfjall-dunjacka");
    expect(page.status).toBe(200);
    expect(await htmlOf(page)).toContain("Ripsfjäll dunjacka");
    expect(await htmlOf(await shopPage("/en-GB/product/ripsfjall-dunjacka"))).toContain("Ptarmigan down jacket");
    expect(await htmlOf(await shopPage("/search?q=ripsfj%C3%A4ll"))).toContain('href="/product/ripsfjall-dunjacka"');
    expect(await htmlOf(await shopPage("/en-GB/search?q=ptarmigan"))).toContain(
      'href="/en-GB/product/ripsfjall-dunjacka"',
    );
  });

  it("answers bad input with 400, each error beside its field, what was typed kept, and nothing saved", async () => {
    const before = await selectRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from products`,
    );
    const form = productForm("Dålig Adress", "", "Bad address").map(([name, value]): [string, string] =>
      name === "vatRate" ? [name, "1900"] : name === `prices.${priceListId}` ? [name, "12,345"] : [name, value],
    );
    const refused = await post("manager", "/admin/catalogue/new", form);
    expect(refused.status).toBe(400);
    const html = await htmlOf(refused);
    expect(html).toContain("Värde krävs");
    expect(html).toContain("Kontrollera värdet");
    expect(html).toContain("Använd små bokstäver a–z och siffror");
    expect(html).toContain("Ange ett pris som 499 eller 34,95.");
    expect(html).toContain('value="Dålig Adress"');
    expect(html).toContain('value="Bad address"');
    expect([...html.matchAll(/aria-invalid="true"/g)].length).toBeGreaterThanOrEqual(4);
    expect(
      await selectRows<{ count: number }>(shop.database.db, sql`select count(*)::int as count from products`),
    ).toEqual(before);

    const [taken] = await selectRows<{ unique_name: string }>(
      shop.database.db,
      sql`select unique_name from products order by id limit 1`,
    );
    const clash = await post("manager", "/admin/catalogue/new", productForm(taken!.unique_name, "Krock", "Clash"));
    expect(clash.status).toBe(400);
    expect(await htmlOf(clash)).toContain(`En annan produkt har redan adressnamnet &quot;${taken!.unique_name}&quot;`);
  });

  it("renames a product in the shop at once and refuses a save made from a version someone has since saved over", async () => {
    const productId = await createThroughPage("skare-vantar", "Skare vantar", "Crust mittens");
    const path = `/admin/catalogue/${productId}`;
    const opened = versionIn(await htmlOf(await as("manager", path)));
    const rename = productForm("skare-tumvantar", "Skare tumvantar", "Crust mittens").map(
      ([name, value]): [string, string] => (name === "intent" ? [name, "save"] : [name, value]),
    );
    const saved = await post("manager", path, [...rename, ["version", opened]]);
    expect(saved.status).toBe(200);
    expect(await htmlOf(saved)).toContain("Produkten är sparad.");
    expect((await shopPage("/product/skare-vantar")).status).toBe(404);
    expect(await htmlOf(await shopPage("/product/skare-tumvantar"))).toContain("Skare tumvantar");
    expect(await htmlOf(await shopPage("/search?q=tumvantar"))).toContain('href="/product/skare-tumvantar"');

    // A second member saving from the page they opened before the rename is refused, and changes nothing.
    const stale = await post("manager", path, [
      ...rename.map(([name, value]): [string, string] =>
        name === "texts.sv-SE.name" ? [name, "Gamla vantar"] : [name, value],
      ),
      ["version", opened],
    ]);
    expect(stale.status).toBe(400);
    expect(await htmlOf(stale)).toContain("Någon annan sparade produkten efter att du öppnade den");
    expect((await shop.commerce.staffProducts.getProduct(owner, productId, "sv-SE")).product.texts["sv-SE"].name).toBe(
      "Skare tumvantar",
    );
  });

  it("duplicates into a new unpublished product, archives one off the shop and restores it", async () => {
    const productId = await createThroughPage("lavskog-mossa", "Lavskog mössa", "Lichen forest beanie");
    const duplicated = await post("manager", `/admin/catalogue/${productId}`, [["intent", "duplicate"]]);
    expect(duplicated.status).toBe(302);
    const copyPath = duplicated.headers.get("location")!;
    expect(copyPath).toMatch(/^\/admin\/catalogue\/\d+\?done=duplicated$/);
    const copy = await htmlOf(await as("manager", copyPath));
    expect(copy).toContain(">Lavskog mössa (kopia)</h1>");
    expect(copy).toContain('value="lavskog-mossa-copy"');

    const archived = await post("manager", `/admin/catalogue/${productId}`, [["intent", "archive"]]);
    expect(archived.status).toBe(200);
    const html = await htmlOf(archived);
    expect(html).toContain("Produkten är arkiverad.");
    expect(html).toContain(">Återställ</button>");
    expect((await shopPage("/product/lavskog-mossa")).status).toBe(404);
    const restored = await post("manager", `/admin/catalogue/${productId}`, [["intent", "restore"]]);
    expect(await htmlOf(restored)).toContain("Produkten är återställd.");
    expect((await shopPage("/product/lavskog-mossa")).status).toBe(404);
  });
});

describe("sale prices in the editor", () => {
  it("refuses a bad sale with 400 in the member's language, keeps what was typed, and sets, shows and removes a scheduled one", async () => {
    const productId = await createThroughPage("fjallripa-vantar", "Fjällripa vantar", "Ptarmigan mittens");
    const path = `/admin/catalogue/${productId}`;
    const saveWith = async (sale: [string, string][]) => {
      const version = versionIn(await htmlOf(await as("manager", path)));
      const form = productForm("fjallripa-vantar", "Fjällripa vantar", "Ptarmigan mittens").map(
        ([name, value]): [string, string] => (name === "intent" ? [name, "save"] : [name, value]),
      );
      return post("manager", path, [...form, ...sale, ["version", version]]);
    };
    const saleRow = async () =>
      selectRows<{ sale: number; starts_at: string }>(
        shop.database.db,
        sql`select sale_price_inc_vat as sale, to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as starts_at
            from sale_schedules where product_id = ${productId}`,
      );

    const refused = await saveWith([
      [`sales.${priceListId}.price`, "1499"],
      [`sales.${priceListId}.startsAt`, ""],
      [`sales.${priceListId}.endsAt`, "2020-01-01T10:00"],
    ]);
    expect(refused.status).toBe(400);
    const html = await htmlOf(refused);
    expect(html).toContain("Reapriset måste vara lägre än ordinarie pris.");
    expect(html).toContain("Rean måste sluta i framtiden.");
    expect(html).toContain('value="2020-01-01T10:00"');
    expect(await saleRow()).toEqual([]);

    // Typed in Swedish time (winter: UTC+1), shown again as typed.
    const saved = await saveWith([
      [`sales.${priceListId}.price`, "999"],
      [`sales.${priceListId}.startsAt`, "2099-12-24T18:00"],
      [`sales.${priceListId}.endsAt`, ""],
    ]);
    expect(saved.status).toBe(200);
    expect(await saleRow()).toEqual([{ sale: 99900, starts_at: "2099-12-24T17:00Z" }]);
    const editor = await htmlOf(await as("manager", path));
    expect(editor).toContain(">Rean börjar</label>");
    expect(/<input[^>]*name="sales\.\d+\.startsAt"[^>]*>/.exec(editor)?.[0]).toContain('value="2099-12-24T18:00"');
    expect(editor).toContain("Rean är schemalagd: priset ändras när den börjar.");
    expect(editor).not.toContain("Rean gäller nu.");

    await saveWith([[`sales.${priceListId}.price`, ""]]);
    expect(await saleRow()).toEqual([]);
  });
});
