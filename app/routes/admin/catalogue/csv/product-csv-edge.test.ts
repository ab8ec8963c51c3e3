import { randomUUID } from "node:crypto";
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

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, staffRoles, {
    emailDomain: "product-csv-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of staffRoles) cookies[role] = signedIn[role].cookie;
});

const as = (role: StaffRole, path: string, init: RequestInit = {}) =>
  fetch(server.url(path), {
    redirect: "manual",
    ...init,
    headers: { cookie: cookies[role], origin: server.origin, ...init.headers },
  });

/** A multipart post, as the import page's form sends the file's text. */
function postImport(role: StaffRole, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return as(role, "/admin/catalogue/import", { method: "POST", body });
}

describe("the product CSV pages", () => {
  it("refuses editors and support with 403 on the page, the download, the progress and the form", async () => {
    for (const role of ["editor", "support"] as const) {
      for (const path of [
        "/admin/catalogue/import",
        "/admin/catalogue/export",
        `/admin/catalogue/import/progress/${randomUUID()}`,
      ])
        expect((await as(role, path)).status, `${role} ${path}`).toBe(403);
      expect((await postImport(role, { intent: "check", csv: "product\r\n" })).status, role).toBe(403);
    }
  });

  it("downloads the products, reports a bad file in the member's language, and imports an edited export with its progress", async () => {
    const page = await as("manager", "/admin/catalogue/import");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(">Importera och exportera produkter</h1>");
    expect(html).toContain('href="/admin/catalogue/export"');

    const download = await as("manager", "/admin/catalogue/export");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const exported = await download.text();
    const [firstProduct] = await selectRows<{ id: number; unique_name: string }>(
      shop.database.db,
      sql`select id, unique_name from products where archived_at is null order by id limit 1`,
    );
    // The first product's first row carries its English name: rename it there.
    const [{ name }] = (await selectRows<{ name: string }>(
      shop.database.db,
      sql`select name from product_translations where product_id = ${firstProduct!.id} and locale = 'en-GB'`,
    )) as [{ name: string }];
    const edited = exported.replace(`,${name},`, ",Renamed over HTTP,");
    expect(edited).not.toBe(exported);
    // Far above a page form's 32 kB: the import page has its own body limit.
    expect(edited.length).toBeGreaterThan(64 * 1024);

    const bad = edited.replace(`\r\n${firstProduct!.unique_name},`, "\r\nNot A Slug,");
    const refused = await postImport("manager", { intent: "check", csv: bad });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("är inte ett unikt namn");

    const checked = await postImport("manager", { intent: "check", csv: edited });
    expect(checked.status).toBe(200);
    expect(await checked.text()).toContain("Importera ");

    const progressId = randomUUID();
    const applied = await postImport("manager", { intent: "apply", csv: edited, progressId });
    expect(applied.status).toBe(200);
    const [renamed] = await selectRows<{ name: string }>(
      shop.database.db,
      sql`select name from product_translations where product_id = ${firstProduct!.id} and locale = 'en-GB'`,
    );
    expect(renamed!.name).toBe("Renamed over HTTP");
    const progress = await as("manager", `/admin/catalogue/import/progress/${progressId}`);
    expect(await progress.json()).toMatchObject({ phase: "done" });
    // Another member's poll learns nothing of it.
    expect(await (await as("owner", `/admin/catalogue/import/progress/${progressId}`)).json()).toEqual({
      phase: "unknown",
    });
  });
});
