import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { basketView, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
beforeAll(() => shop.commerce.search.warmUp());
/** The whole shop over loopback, keeping public pages in memory as `npm start` does. */
const server = withStorefrontServer(shop, { pageCache: { maxBytes: 8 * 1024 * 1024, maxAgeMs: 60_000 } });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with node:http: any headers, no redirect followed, the body decoded if it came as brotli. */
function send(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(server.url(path), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const body = response.headers["content-encoding"] === "br" ? brotliDecompressSync(bytes) : bytes;
        resolve({ status: response.statusCode!, headers: response.headers, body: body.toString() });
      });
    })
      .on("error", reject)
      .end();
  });
}

const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
const isPublic = (answer: Answer) => /\bpublic\b/.test(String(answer.headers["cache-control"]));

/** The demo customer, logged in with something in their bag, as the cookies their browser sends. */
const customer = { cookie: "", basketCookie: "", id: 0, quantity: 3 };
/** A category with subcategories, whose page lists them. */
const category = { path: "", childId: 0, childName: "" };

beforeAll(async () => {
  const login = await shop.commerce.accounts.logIn({
    email: demoCustomer.email,
    password: demoCustomer.password,
    clientAddress: "203.0.113.18",
  });
  if (!login.ok) throw new Error("demo login failed");
  const who = await shop.commerce.accounts.findSessionCustomer(login.sessionToken);
  customer.id = who!.id;
  const [variant] = await stockedVariants(shop, customer.quantity, 1);
  const basketId = await shop.commerce.basket.createBasket({ customerId: customer.id }, await basketView(shop));
  await shop.commerce.basket.addItems(basketId, { customerId: customer.id }, [
    { variantId: variant!.variantId, quantity: customer.quantity },
  ]);
  customer.basketCookie = `butik_basket=${basketId}`;
  customer.cookie = `butik_session=${login.sessionToken}; ${customer.basketCookie}`;
  const parent = (await shop.commerce.catalogue.getCategoryTree("sv-SE")).find((node) => node.children.length > 0)!;
  Object.assign(category, {
    path: `/category/${parent.path.join("/")}`,
    childId: parent.children[0]!.id,
    childName: parent.children[0]!.name,
  });
});

describe("an anonymous shopper's category page", () => {
  it("is public for a short time at a shared cache, sets no cookie and holds nothing of anyone's", async () => {
    // Someone else is logged in with a full bag meanwhile.
    const theirs = await send(category.path, { cookie: customer.cookie });
    expect(theirs.status).toBe(200);

    const answer = await send(category.path, { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(answer.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(answer.body).toContain(category.childName);
    for (const personal of [
      demoCustomer.email,
      demoCustomer.firstName,
      demoCustomer.lastName,
      "bagCount",
      "customerId",
    ])
      expect(answer.body).not.toContain(personal);
    expect(answer.body).not.toContain('data-testid="bag-count"');
  });

  it("is public as a client navigation's data request too", async () => {
    const answer = await send(`${category.path}.data`);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toMatch(/^public, .*s-maxage=60/);
    expect(answer.body).not.toContain("bagCount");
  });

  it("varies by Accept-Language only on /, whose other languages are redirects nobody shares", async () => {
    const home = await send("/", { "accept-language": "sv-SE,sv;q=0.9" });
    expect(home.status).toBe(200);
    expect(isPublic(home)).toBe(true);
    expect(home.headers.vary).toBe("Accept-Encoding, Cookie, Accept-Language");
    const english = await send("/", { "accept-language": "en-GB,en;q=0.9" });
    expect(english.status).toBe(302);
    expect(english.headers["cache-control"]).toBe("private, no-cache");
    expect((await send("/en-GB")).headers.vary).toBe("Accept-Encoding, Cookie");
  });
});

describe("pages never public", () => {
  it("a public page asked for with a session or a basket", async () => {
    for (const cookie of [customer.cookie, customer.basketCookie, `butik_session=${"x".repeat(20)}`, "butik_order="]) {
      for (const path of [category.path, `${category.path}.data`, "/", "/find-store"]) {
        const answer = await send(path, { cookie });
        expect(answer.status, path).toBe(200);
        expect(answer.headers["cache-control"], `${path} with ${cookie}`).toBe("private, no-cache");
      }
    }
  });

  it("the bag, checkout, account, login and wishlist, with or without a customer", async () => {
    for (const cookie of ["", customer.cookie]) {
      for (const path of [
        "/bag",
        "/checkout",
        "/account",
        "/en-GB/account/order",
        "/login",
        "/wishlist",
        "/bag.data",
      ]) {
        const answer = await send(path, cookie ? { cookie } : {});
        expect(answer.status, path).toBeLessThan(500);
        expect(answer.headers["cache-control"], `${path} ${cookie}`).toMatch(/no-store/);
        expect(isPublic(answer)).toBe(false);
      }
    }
  });

  it("a 404 and a form's answer", async () => {
    const missing = await send("/category/no-such-category");
    expect(missing.status).toBe(404);
    expect(isPublic(missing)).toBe(false);
  });
});

describe("the shopper's own parts, loaded after the page", () => {
  it("answers the bag count and login privately", async () => {
    const theirs = await send("/shopper-status", { cookie: customer.cookie });
    expect(theirs.status).toBe(200);
    expect(JSON.parse(theirs.body)).toEqual({ bagCount: customer.quantity, loggedIn: true, customerId: customer.id });
    expect(theirs.headers["cache-control"]).toBe("private, no-store");

    const guest = await send("/shopper-status");
    expect(JSON.parse(guest.body)).toEqual({ bagCount: 0, loggedIn: false, customerId: null });
    expect(guest.headers["cache-control"]).toBe("private, no-store");

    const basketOnly = await send("/shopper-status", { cookie: customer.basketCookie });
    // The customer's basket is theirs: a browser with only its cookie is not let in.
    expect(JSON.parse(basketOnly.body)).toMatchObject({ loggedIn: false, customerId: null });

    const data = await send("/shopper-status.data", { cookie: customer.cookie });
    expect(data.status).toBe(200);
    expect(data.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("the in-process page cache", () => {
  it("answers a public page again from memory, until the catalogue changes", async () => {
    const first = await send(category.path, { "accept-encoding": "br" });
    const again = await send(category.path, { "accept-encoding": "br" });
    // A rendered page has a fresh nonce; the kept copy brings the first one's, with its CSP header.
    expect(nonceOf(again)).toBe(nonceOf(first));
    expect(again.body).toBe(first.body);
    expect(again.body).toContain(`nonce="${nonceOf(again)}"`);
    expect(again.headers["content-encoding"]).toBe("br");
    expect(again.headers.age).toBeDefined();
    expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
    // The same copy, as gzip and raw.
    const raw = await send(category.path);
    expect(nonceOf(raw)).toBe(nonceOf(first));
    expect(raw.body).toBe(first.body);

    // Shoppers with a session or a basket are never answered from it, nor is another currency.
    const theirs = await send(category.path, { cookie: customer.cookie });
    expect(nonceOf(theirs)).not.toBe(nonceOf(first));
    const euro = await send(category.path, {
      cookie: `butik_currency=${(await shop.commerce.pricing.listCurrencies()).find((c) => c.code === "EUR")?.id ?? 2}`,
    });
    expect(nonceOf(euro)).not.toBe(nonceOf(first));

    const staff = await createStaffActors(shop.database.db, "page-cache");
    await shop.commerce.staffCategories.renameCategory(staff.manager, {
      categoryId: String(category.childId),
      names: { "sv-SE": "Nyckelpiga", "en-GB": "Ladybird" },
    });
    const renamed = await send(category.path, { "accept-encoding": "br" });
    expect(renamed.status).toBe(200);
    expect(nonceOf(renamed)).not.toBe(nonceOf(first));
    expect(renamed.body).toContain("Nyckelpiga");
    expect(first.body).not.toContain("Nyckelpiga");
  });
});
