import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import type { StaffRole } from "#commerce/modules/access/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { staffRoles } from "#tests/fixtures/staff-actors.ts";
import { managerInSwedish, signInNewStaff } from "#tests/fixtures/staff-sign-in.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const cookies = {} as Record<StaffRole, string>;
let variant: { id: number; part_no: string; product_id: number };
let warehouse: { id: number; code: string };

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, staffRoles, {
    emailDomain: "stock-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of staffRoles) cookies[role] = signedIn[role].cookie;
  const [firstVariant] = await selectRows<typeof variant>(
    shop.database.db,
    sql`select v.id, v.part_no, v.product_id from variants v join products p on p.id = v.product_id
      where v.is_active and p.is_active order by v.id limit 1`,
  );
  variant = firstVariant!;
  const [firstWarehouse] = await selectRows<typeof warehouse>(
    shop.database.db,
    sql`select id, code from warehouses order by id limit 1`,
  );
  warehouse = firstWarehouse!;
});

const as = (role: StaffRole, path: string, init: RequestInit = {}) =>
  fetch(server.url(path), {
    redirect: "manual",
    ...init,
    headers: { cookie: cookies[role], origin: server.origin, ...init.headers },
  });

/** A form post as the page's form sends it. */
const post = (role: StaffRole, path: string, fields: Record<string, string>) =>
  as(role, path, { method: "POST", body: new URLSearchParams(fields) });

/** The same as multipart/form-data, as the import page's form sends it. */
function postMultipart(role: StaffRole, path: string, fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return as(role, path, { method: "POST", body });
}

/** The oracle: what the warehouse holds of the variant, read from its row. */
async function warehouseHolds(): Promise<number> {
  const [row] = await selectRows<{ on_hand: number }>(
    shop.database.db,
    sql`select on_hand from warehouse_stock where variant_id = ${variant.id} and warehouse_id = ${warehouse.id}`,
  );
  return row?.on_hand ?? 0;
}

const adjustment = (fields: Record<string, string>) => ({
  intent: "adjust",
  variantId: String(variant.id),
  location: `warehouse:${warehouse.id}`,
  mode: "add",
  quantity: "1",
  reason: "received",
  ...fields,
});

describe("who may open the stock pages", () => {
  it("shows them to a manager and an owner in their language, with the menu entry", async () => {
    const swedish = await as("manager", "/admin/stock");
    expect(swedish.status).toBe(200);
    const html = await swedish.text();
    expect(html).toContain(">Lager</h1>");
    expect(html).toContain('href="/admin/stock"');
    expect(html).toContain('href="/admin/stock/import"');
    const english = await (await as("owner", `/admin/catalogue/${variant.product_id}/stock`)).text();
    expect(english).toContain("Stock: ");
    expect(english).toContain(variant.part_no);
  });

  it("refuses support and editors with 403 on every page and every form, and leaves the menu entry out", async () => {
    const paths = ["/admin/stock", "/admin/stock/import", `/admin/catalogue/${variant.product_id}/stock`];
    const before = await warehouseHolds();
    for (const role of ["support", "editor"] as const) {
      for (const path of paths) expect((await as(role, path)).status, `${role} ${path}`).toBe(403);
      expect((await post(role, "/admin/stock", adjustment({ quantity: "5" }))).status, role).toBe(403);
      const csv = `part;location;quantity\n${variant.part_no};${warehouse.code};50`;
      expect((await postMultipart(role, "/admin/stock/import", { intent: "apply", csv })).status, role).toBe(403);
    }
    expect(await warehouseHolds()).toBe(before);
    expect(await (await as("support", "/admin/orders")).text()).not.toContain('href="/admin/stock"');
  });

  it("answers 400 for a product id that is not one and 404 for a product that is not there", async () => {
    expect((await as("manager", "/admin/catalogue/abc/stock")).status).toBe(400);
    expect((await as("manager", "/admin/catalogue/2000000000/stock")).status).toBe(404);
  });
});

describe("adjusting a variant", () => {
  it("finds it by part number, opens its labelled forms, and saves a change with its notice", async () => {
    const found = await (await as("manager", `/admin/stock?q=${encodeURIComponent(variant.part_no)}`)).text();
    expect(found).toContain(`/admin/stock?q=${encodeURIComponent(variant.part_no)}&amp;variant=${variant.id}#adjust`);
    const chosen = await (await as("manager", `/admin/stock?q=${variant.part_no}&variant=${variant.id}`)).text();
    for (const label of ["Lager eller butik", "Antal", "Orsak", "Anteckning", "Lågt under"])
      expect(chosen).toMatch(new RegExp(`<label for="[^"]+"[^>]*>${label}</label>`));

    const before = await warehouseHolds();
    const saved = await post(
      "manager",
      `/admin/stock?q=${variant.part_no}&variant=${variant.id}`,
      adjustment({ quantity: "3" }),
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(`${variant.part_no} i ${warehouse.code}: ${before} → ${before + 3}.`);
    expect(await warehouseHolds()).toBe(before + 3);
  });

  it("refuses going below zero and bad fields with 400, each message beside its field, changing nothing", async () => {
    const held = await warehouseHolds();
    const path = `/admin/catalogue/${variant.product_id}/stock?variant=${variant.id}`;
    const belowZero = await post("manager", path, adjustment({ quantity: String(-(held + 1)) }));
    expect(belowZero.status).toBe(400);
    expect(await belowZero.text()).toMatch(new RegExp(`id="[^"]+-error"[^>]*>Bara ${held} kvar i lager<`));

    const noNote = await post("owner", path, adjustment({ reason: "other" }));
    expect(noNote.status).toBe(400);
    expect(await noNote.text()).toMatch(/id="[^"]+-error"[^>]*>Value is required</);

    const badThreshold = await post("owner", path, {
      intent: "threshold",
      variantId: String(variant.id),
      threshold: "x",
    });
    expect(badThreshold.status).toBe(400);
    expect(await badThreshold.text()).toMatch(/id="[^"]+-error"[^>]*>Please check this value</);
    expect(await warehouseHolds()).toBe(held);
  });
});

describe("importing a stock file", () => {
  it("reports every bad line in the member's language and imports a clean file only after checking it", async () => {
    const bad = `Artikelnummer;Lager;Antal\n${variant.part_no};${warehouse.code};x\nNO-SUCH;${warehouse.code};1`;
    const checked = await postMultipart("manager", "/admin/stock/import", { intent: "check", csv: bad });
    expect(checked.status).toBe(400);
    const report = await checked.text();
    expect(report).toContain("Inget ändrades: 2 fel på 2 rader.");
    expect(report).toContain("x är inte ett heltal som är 0 eller mer.");
    expect(report).toContain("Ingen variant har artikelnummer NO-SUCH.");

    const good = `part,location,quantity\n${variant.part_no},${warehouse.code},42`;
    const clean = await (await postMultipart("manager", "/admin/stock/import", { intent: "check", csv: good })).text();
    expect(clean).toContain("Alla 1 rader är korrekta.");
    const refused = await postMultipart("manager", "/admin/stock/import", { intent: "apply", csv: bad });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Ingen variant har artikelnummer NO-SUCH.");
    expect(clean).toContain('<input type="hidden" name="intent" value="apply"/>');
    expect(await warehouseHolds()).not.toBe(42);

    const applied = await postMultipart("manager", "/admin/stock/import", { intent: "apply", csv: good });
    expect(applied.status).toBe(200);
    expect(await applied.text()).toContain("Importerade 1 rader för 1 varianter i 1 lager och butiker");
    expect(await warehouseHolds()).toBe(42);
  });

  it("takes the file's text, never the file, and holds the page forms' body limit", async () => {
    const file = new Blob([`part,location,quantity\n${variant.part_no},${warehouse.code},7`], { type: "text/csv" });
    const upload = await postMultipart("manager", "/admin/stock/import", { intent: "apply", csv: file });
    expect(upload.status).toBe(400);
    const tooLarge = await postMultipart("manager", "/admin/stock/import", {
      intent: "check",
      csv: "x".repeat(40_000),
    });
    expect(tooLarge.status).toBe(413);
    const tooLong = await postMultipart("manager", "/admin/stock/import", { intent: "check", csv: "x".repeat(31_000) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Den maximala tillåtna längden är 30000");
    expect(await warehouseHolds()).not.toBe(7);
  });
});
