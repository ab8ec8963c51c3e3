import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "#commerce/db/client.ts";
import { recordCatalogueChange } from "#commerce/modules/catalogue/index.ts";
import type { StaffRole } from "#commerce/modules/access/index.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { managerInSwedish, signInNewStaff } from "#tests/fixtures/staff-sign-in.ts";
import { staffRoles } from "#tests/fixtures/staff-actors.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  const signedIn = await signInNewStaff(shop, server, staffRoles, {
    emailDomain: "catalogue-edge.test",
    password: "staff-password-1",
    localeOf: managerInSwedish,
  });
  for (const role of staffRoles) cookies[role] = signedIn[role].cookie;
});

const as = (role: StaffRole, path: string) =>
  fetch(server.url(path), { redirect: "manual", headers: { cookie: cookies[role] } });

/** Posts the list's bulk form as a browser would (the list's own URL, its filters with it). */
const postBulk = (role: StaffRole, path: string, fields: [string, string][]) =>
  fetch(server.url(path), {
    method: "POST",
    redirect: "manual",
    headers: { cookie: cookies[role], origin: server.origin },
    body: new URLSearchParams([["intent", "bulk"], ...fields]),
  });

/** Rows of the shop's database, read without the engine. */
const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(shop.database.db, query);

/** The product ids of the page's editor links, in order. */
const editorIdsOf = (html: string) =>
  [...html.matchAll(/<a [^>]*href="\/admin\/catalogue\/(\d+)"/g)].map((match) => Number(match[1]));

/** The page's HTML, which must have answered 200. */
async function pageAs(role: StaffRole, path: string): Promise<string> {
  const answer = await as(role, path);
  expect(answer.status, path).toBe(200);
  return answer.text();
}

/** The products' storefront links in the page's table, in order. */
const productLinksOf = (html: string) =>
  [...html.slice(html.indexOf("<table"), html.indexOf("</table>")).matchAll(/<a href="([^"]*\/product\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );

/** The Pager's link to the page before (`prev`) or after (`next`), as a browser would follow it. */
const linkOf = (html: string, rel: "prev" | "next") =>
  new RegExp(`<a [^>]*rel="${rel}"[^>]*>`)
    .exec(html)?.[0]
    .match(/href="([^"]*)"/)?.[1]
    ?.replaceAll("&amp;", "&");

describe("who may open the product list", () => {
  it("shows it to a manager and an owner, each in their language, with the menu entry", async () => {
    const swedish = await pageAs("manager", "/admin/catalogue");
    expect(swedish).toContain("<h1");
    expect(swedish).toContain(">Produkter</h1>");
    expect(swedish).toContain('href="/admin/catalogue"');
    // A Swedish member's links go to the Swedish storefront, an English member's to /en-GB.
    expect(productLinksOf(swedish)[0]).toMatch(/^\/product\/[a-z0-9-]+$/);
    const english = await pageAs("owner", "/admin/catalogue");
    expect(english).toContain(">Products</h1>");
    expect(productLinksOf(english)[0]).toMatch(/^\/en-GB\/product\/[a-z0-9-]+$/);
    expect(productLinksOf(english)).toHaveLength(50);
  });

  it("refuses support and editors with 403 on the page and its data, and leaves the menu entry out for them", async () => {
    for (const role of ["support", "editor"] as const) {
      const page = await as(role, "/admin/catalogue");
      expect(page.status, role).toBe(403);
      expect(await page.text(), role).toContain("Not allowed");
      expect((await as(role, "/admin/catalogue.data")).status, role).toBe(403);
    }
    const orders = await pageAs("support", "/admin/orders");
    expect(orders).not.toContain('href="/admin/catalogue"');
  });

  it("sends a signed-out browser to sign in", async () => {
    const answer = await fetch(server.url("/admin/catalogue"), { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin/login?returnTo=%2Fadmin%2Fcatalogue");
  });
});

describe("the product list's URL", () => {
  it("filters by the search in the URL and says so when nothing matches", async () => {
    const [first] = await shop.commerce.staffCatalogue
      .listProducts({ id: 0, email: "", role: "owner" }, "en-GB", { limit: 1 })
      .then((page) => page.rows);
    const found = await pageAs("owner", `/admin/catalogue?q=${first!.uniqueName}`);
    expect(productLinksOf(found)).toContain(`/en-GB/product/${first!.uniqueName}`);
    expect(found).toContain(`value="${first!.uniqueName}"`);
    const none = await pageAs("owner", "/admin/catalogue?q=no-product-is-called-this&stock=out");
    expect(productLinksOf(none)).toEqual([]);
    expect(none).toContain("No products match these filters.");
  });

  it("pages forwards and back by links that keep the filters", async () => {
    const first = await pageAs("owner", "/admin/catalogue?sort=stock");
    expect(linkOf(first, "prev")).toBeUndefined();
    const next = linkOf(first, "next")!;
    expect(next).toMatch(/^\/admin\/catalogue\?sort=stock&after=\d+$/);
    const second = await pageAs("owner", next);
    expect(productLinksOf(second)).toHaveLength(50);
    expect(productLinksOf(second).filter((link) => productLinksOf(first).includes(link))).toEqual([]);
    const back = await pageAs("owner", linkOf(second, "prev")!);
    expect(productLinksOf(back)).toEqual(productLinksOf(first));
  });

  it("answers a query it cannot read with 400, never 500, and ignores parameters it does not know", async () => {
    for (const query of [
      "sort=price",
      "stock=plenty",
      "published=maybe",
      "category=jackets",
      "brand=-1",
      "flag=99999999999",
      "after=1&before=2",
      "after=x",
      `q=${"x".repeat(201)}`,
    ]) {
      const answer = await as("manager", `/admin/catalogue?${query}`);
      expect(answer.status, query).toBe(400);
    }
    const unknown = await as("manager", "/admin/catalogue?colour=red&limit=100000");
    expect(unknown.status).toBe(200);
    expect(productLinksOf(await unknown.text())).toHaveLength(50);
    // An id nothing has is no error: the list is empty, and says no product matches.
    for (const query of ["category=2147483647", "after=2147483647"]) {
      const empty = await pageAs("owner", `/admin/catalogue?${query}`);
      expect(productLinksOf(empty), query).toEqual([]);
      expect(empty, query).toContain("No products match these filters.");
    }
  });
});

describe("the product list's links, selection and bulk actions", () => {
  it("links each product to its editor and the shop, offers a new product, and names every checkbox", async () => {
    const html = (await pageAs("manager", "/admin/catalogue")).replaceAll("<!-- -->", "");
    expect(html).toMatch(/<a [^>]*href="\/admin\/catalogue\/new"[^>]*>Ny produkt<\/a>/);
    const ids = editorIdsOf(html);
    expect(ids).toHaveLength(50);
    expect(productLinksOf(html)).toHaveLength(50);
    const [first] = await rows<{ name: string }>(
      sql`select name from product_translations where product_id = ${ids[0]!} and locale = 'sv-SE'`,
    );
    expect(html).toContain(`aria-label="Markera ${first!.name}"`);
    expect(html).toContain(`aria-label="Redigera ${first!.name}"`);
    expect(html).toContain("Markera alla på sidan");
    expect(html).toContain("0 markerade");
    expect(html).toContain('form="product-bulk"');
  });

  it("unpublishes the chosen products, says so, and keeps the filters", async () => {
    const path = "/admin/catalogue?published=published&sort=newest";
    const ids = editorIdsOf(await pageAs("manager", path)).slice(0, 2);
    const answer = await postBulk("manager", path, [
      ["action", "unpublish"],
      ...ids.map((id): [string, string] => ["productIds", String(id)]),
    ]);
    expect(answer.status).toBe(200);
    const html = (await answer.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Avpublicerade 2 av 2 markerade produkter.");
    // The list answered with the same filters: the unpublished products are gone from it.
    expect(editorIdsOf(html).filter((id) => ids.includes(id))).toEqual([]);
    expect(html).toContain('<option value="published" selected="">');
    const stored = await rows<{ is_active: boolean }>(
      sql`select is_active from products where id = any(${sql.param(ids)}::int[])`,
    );
    expect(stored.map((row) => row.is_active)).toEqual([false, false]);
    const [entry] = await rows<{ action: string; after: { productIds: number[] } }>(
      sql`select action, after from audit_entries order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ action: "product.bulk_unpublish", after: { productIds: ids } });
    await postBulk("owner", path, [
      ["action", "publish"],
      ...ids.map((id): [string, string] => ["productIds", String(id)]),
    ]);
  });

  it("refuses bad input with 400 next to its field and changes nothing; support and editors get 403", async () => {
    const [product] = editorIdsOf(await pageAs("owner", "/admin/catalogue"));
    const [before] = await rows<{ price: number }>(
      sql`select price_inc_vat as price from product_prices where product_id = ${product!} order by price_list_id limit 1`,
    );
    const priceChange = (value: string): [string, string][] => [
      ["action", "changePrice"],
      ["productIds", String(product)],
      ["kind", "percent"],
      ["direction", "down"],
      ["value", value],
    ];
    const bad = await postBulk("owner", "/admin/catalogue", priceChange("abc"));
    expect(bad.status).toBe(400);
    const html = await bad.text();
    // The price fields are shown again with the error under the value, which is marked invalid.
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="value"/);
    const none = await postBulk("owner", "/admin/catalogue", [["action", "publish"]]);
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Select at least one product (at most 500) that still exists.");
    for (const role of ["support", "editor"] as const)
      expect((await postBulk(role, "/admin/catalogue", priceChange("10"))).status, role).toBe(403);
    const [after] = await rows<{ price: number }>(
      sql`select price_inc_vat as price from product_prices where product_id = ${product!} order by price_list_id limit 1`,
    );
    expect(after).toEqual(before);
  });

  it("hides archived products unless the Archived filter asks for them, and offers hidden categories marked", async () => {
    const [product] = editorIdsOf(await pageAs("manager", "/admin/catalogue"));
    await shop.database.db.execute(sql`update products set archived_at = now() where id = ${product!}`);
    const [hidden] = await rows<{ id: number; name: string }>(
      sql`update categories c set is_active = false from category_translations t
          where c.id = (select max(id) from categories) and t.category_id = c.id and t.locale = 'sv-SE' returning c.id, t.name`,
    );
    // As the categories page would, the change is announced: the list's cached choices follow it.
    await recordCatalogueChange(shop.database.db, { kinds: ["category"] });
    await expect
      .poll(async () => (await pageAs("manager", "/admin/catalogue")).replaceAll("<!-- -->", ""))
      .toContain(`${hidden!.name} (dold)`);
    const page = await pageAs("manager", "/admin/catalogue");
    expect(editorIdsOf(page)).not.toContain(product);
    expect(page).toContain("Arkiverade");
    const archived = (await pageAs("manager", "/admin/catalogue?archived=only")).replaceAll("<!-- -->", "");
    expect(editorIdsOf(archived)).toEqual([product]);
    expect(archived).toContain(">Arkiverad<");
    expect((await as("manager", "/admin/catalogue?archived=yes")).status).toBe(400);
    await shop.database.db.execute(sql`update products set archived_at = null where id = ${product!}`);
  });
});
