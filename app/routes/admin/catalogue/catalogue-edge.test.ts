import { beforeAll, describe, expect, it } from "vitest";
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
