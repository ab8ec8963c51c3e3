import { describe, expect, it } from "vitest";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);

/** The largest id PostgreSQL's integer holds is 2147483647; these are past it. */
const hugeId = 3_000_000_000;

/** A logged-in customer with a basket, as the cookies a browser would send. */
async function customerCookies(): Promise<string> {
  const login = await shop.commerce.accounts.logIn({
    email: demoCustomer.email,
    password: demoCustomer.password,
    clientAddress: "203.0.113.77",
  });
  if (!login.ok) throw new Error("demo login failed");
  const basket = await fetch(server.url("/api/shopping/create-basket"), {
    method: "POST",
    headers: { origin: server.origin, cookie: `butik_session=${login.sessionToken}` },
  });
  const basketCookie = basket.headers.getSetCookie()[0]!.split(";")[0]!;
  return `butik_session=${login.sessionToken}; ${basketCookie}`;
}

interface Case {
  name: string;
  method?: string;
  path: string;
  json?: unknown;
  /** A raw body with its content type, for form actions. */
  body?: { type: string; text: string };
}

const cases: Case[] = [
  // Ids past PostgreSQL's integer.
  { name: "idSeed past int4", path: `/api/product/get-products-by-ids?idSeed=${hugeId}` },
  {
    name: "storeSeed past int4",
    path: `/api/product/get-products-by-ids?idSeed=1&asVariants=true&storeSeed=${hugeId}`,
  },
  { name: "productId past int4", path: `/api/product/get-product-relations?productId=${hugeId}` },
  { name: "parametricIds past int4", path: `/api/product/get-parametrics-information?parametricIds=${hugeId}` },
  { name: "currencyId past int4", path: `/api/stores/get-all-stores?currencyId=${hugeId}` },
  { name: "categorySeed past int4", path: `/api/search-and-filter/product/list-product?categorySeed=${hugeId}` },
  {
    name: "variantId past int4",
    method: "POST",
    path: "/api/shopping/add-to-basket",
    json: { variantId: hugeId, quantity: 1 },
  },
  {
    name: "itemId past int4",
    method: "POST",
    path: "/api/shopping/update-basket-item",
    json: { itemId: hugeId, quantity: 1 },
  },
  {
    name: "itemId past int4 (delete)",
    method: "POST",
    path: "/api/shopping/delete-basket-item",
    json: { itemId: hugeId },
  },
  {
    name: "pickupStoreId past int4",
    method: "POST",
    path: "/api/shopping/update-basket-delivery-method",
    json: { code: "store-pickup", pickupStoreId: hugeId },
  },
  { name: "wishlist ids past int4", method: "POST", path: "/api/wishlist/update-wishlist", json: { ids: [hugeId] } },
  {
    name: "wishlist ids past int4 (merge)",
    method: "POST",
    path: "/api/wishlist/merge-wishlist",
    json: { ids: [String(hugeId)] },
  },
  {
    name: "quantity past int4",
    method: "POST",
    path: "/api/shopping/add-to-basket",
    json: { variantId: 1, quantity: hugeId },
  },
  {
    name: "bag form: variantId past int4",
    method: "POST",
    path: "/bag",
    body: { type: "application/x-www-form-urlencoded", text: `intent=add&variantId=${hugeId}&quantity=1` },
  },
  {
    name: "bag form: itemId past int4",
    method: "POST",
    path: "/bag",
    body: { type: "application/x-www-form-urlencoded", text: `intent=update&itemId=${hugeId}&quantity=1` },
  },
  // NUL in strings: PostgreSQL refuses it in text.
  { name: "NUL in uniqueName", path: "/api/product/get-product-by-unique-name?uniqueName=a%00b" },
  { name: "NUL in searchString", path: "/api/search-and-filter/product/list-product?searchString=a%00b" },
  {
    name: "NUL in partNo",
    method: "POST",
    path: "/api/product/get-product-onhand-by-partno",
    json: { partNo: "a\u0000b" },
  },
  {
    name: "NUL in a buyer's name",
    method: "POST",
    path: "/api/shopping/update-buyer",
    json: {
      buyer: {
        email: "a@example.se",
        billingAddress: {
          firstName: "A\u0000",
          lastName: "B",
          streetAddress: "C 1",
          zipCode: "111 22",
          city: "D",
          country: "SE",
        },
      },
    },
  },
  {
    name: "NUL in an address",
    method: "POST",
    path: "/api/account/insert-address",
    json: {
      Type: "shipping",
      Address: {
        firstName: "A",
        lastName: "B",
        streetAddress: "C\u00001",
        zipCode: "111 22",
        city: "D",
        country: "SE",
      },
    },
  },
  {
    name: "NUL in a JSON key",
    method: "POST",
    path: "/api/account/update-account",
    json: { FirstName: "A", LastName: "B", "\u0000": "x" },
  },
  {
    name: "NUL in an account name",
    method: "POST",
    path: "/api/account/update-account",
    json: { FirstName: "A\u0000", LastName: "B" },
  },
  { name: "NUL in an image key", path: "/img/x%00y" },
  { name: "NUL in a product path", path: "/product/a%00b" },
  { name: "NUL in a page path", path: "/en-GB/a%00b" },
  { name: "NUL in a page query", path: "/search?q=a%00b" },
  {
    name: "NUL in a form field",
    method: "POST",
    path: "/newsletter",
    body: { type: "application/x-www-form-urlencoded", text: "email=a%00b%40example.se" },
  },
  {
    name: "NUL in the profile form",
    method: "POST",
    path: "/account/profile",
    body: { type: "application/x-www-form-urlencoded", text: "intent=personal&firstName=A%00&lastName=B" },
  },
  // Bad percent-encoding in paths.
  { name: "bad encoding in an image key", path: "/img/%ff" },
  { name: "bad encoding in a product path", path: "/product/%ff" },
  { name: "bad encoding in an API path", path: "/api/product/%ff" },
  // Prototype keys used as lookups.
  { name: "fmt=toString", path: "/img/{pictureKey}?fmt=toString" },
  { name: "fmt=constructor", path: "/img/{pictureKey}?fmt=constructor" },
  // Credentials.
  {
    name: "login with a malformed email",
    method: "POST",
    path: "/api/account/login",
    json: { Email: "not-an-email", Password: "x" },
  },
  {
    name: "login with a huge password",
    method: "POST",
    path: "/api/account/login",
    json: { Email: demoCustomer.email, Password: "x".repeat(10_000) },
  },
  {
    name: "activate with a malformed email",
    method: "POST",
    path: "/api/account/activate-user",
    json: { Email: "not-an-email", Password: "x", Confirmed: true },
  },
  // Bad address ids.
  { name: "addressId that looks like a uuid but is not", path: `/account/address/${"-".repeat(36)}` },
  {
    name: "addressId in the address book form",
    method: "POST",
    path: "/account/address",
    body: { type: "application/x-www-form-urlencoded", text: `intent=delete&addressId=${"-".repeat(36)}` },
  },
  {
    name: "an order id that looks like a uuid but is not (confirmation page)",
    path: `/checkout/confirmation/${"-".repeat(36)}`,
  },
  {
    name: "an order id that looks like a uuid but is not (account order page)",
    path: `/account/order/${"-".repeat(36)}`,
  },
  {
    name: "an order id that looks like a uuid but is not (confirm payment)",
    method: "POST",
    path: `/checkout/confirm-payment/${"-".repeat(36)}`,
    body: { type: "application/x-www-form-urlencoded", text: "answer=approve" },
  },
  {
    name: "an unknown pickup store",
    method: "POST",
    path: "/api/shopping/update-basket-delivery-method",
    json: { code: "store-pickup", pickupStoreId: 999_999 },
  },
  {
    name: "saved card id that is not a uuid",
    method: "POST",
    path: "/account/payment",
    body: { type: "application/x-www-form-urlencoded", text: `id=${"-".repeat(36)}` },
  },
  // JSON sent to form actions.
  ...[
    "/login",
    "/login/reset",
    "/newsletter",
    "/bag",
    "/account/profile",
    "/account/address",
    `/account/payment`,
    "/preferences/locale",
    "/account/logout",
  ].map((path): Case => ({
    name: `JSON to the form action ${path}`,
    method: "POST",
    path,
    body: { type: "application/json", text: '{"intent":"login"}' },
  })),
  {
    name: "a multipart form without a boundary",
    method: "POST",
    path: "/login",
    body: { type: "multipart/form-data", text: "garbage" },
  },
];

describe("malformed input answers 4xx with a message, never 5xx", () => {
  let cookie = "";
  let pictureKey = "";
  it.each(cases)("$name", async ({ method = "GET", path: pathTemplate, json, body }) => {
    cookie ||= await customerCookies();
    pictureKey ||= (await shop.commerce.catalogue.getProductByUniqueName("sv-SE", "women-abisko-down-jacket", 1))!
      .files[0]!.key;
    const path = pathTemplate.replace("{pictureKey}", pictureKey);
    const headers: Record<string, string> = { origin: server.origin, cookie };
    if (json !== undefined) headers["content-type"] = "application/json";
    if (body) headers["content-type"] = body.type;
    const response = await fetch(server.url(path), {
      method,
      headers,
      redirect: "manual",
      ...(json !== undefined ? { body: JSON.stringify(json) } : body ? { body: body.text } : {}),
    });
    const text = await response.text();
    expect(
      response.status,
      `${method} ${path} answered ${response.status}: ${text.slice(0, 300)}\n${server.loggedErrors.join("\n")}`,
    ).toBeGreaterThanOrEqual(400);
    expect(response.status, text.slice(0, 300)).toBeLessThan(500);
    expect(text.length).toBeGreaterThan(0);
    if (path.startsWith("/api/"))
      expect(JSON.parse(text)).toMatchObject({ statusCode: response.status, statusMessage: expect.any(String) });
  });
});

describe("the profile's password change", () => {
  it("answers 429 after 10 wrong current passwords, like logins", async () => {
    const email = "guessed@example.se";
    await shop.commerce.accounts.signUp({
      email,
      password: "a long enough password",
      firstName: "G",
      lastName: "H",
      acceptDataProtection: true,
      acceptTerms: true,
      locale: "en-GB",
      clientAddress: "203.0.113.90",
    });
    const login = await shop.commerce.accounts.logIn({
      email,
      password: "a long enough password",
      clientAddress: "203.0.113.90",
    });
    if (!login.ok) throw new Error("login failed");
    const change = (currentPassword: string) =>
      fetch(server.url("/en-GB/account/profile"), {
        method: "POST",
        headers: {
          origin: server.origin,
          cookie: `butik_session=${login.sessionToken}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          intent: "password",
          currentPassword,
          newPassword: "a new long password",
        }).toString(),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) statuses.push((await change(`guess number ${attempt}`)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), ...Array<number>(5).fill(429)]);
    const limited = await change("a long enough password");
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Too many attempts");
  });
});
