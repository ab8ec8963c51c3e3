import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { secretCookies } from "#server/secret-cookies.ts";
import { stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);
let sessionCookie = "";

beforeAll(async () => {
  const login = await shop.commerce.logInShopper({
    email: demoCustomer.email,
    password: demoCustomer.password,
    clientAddress: "192.0.2.10",
    guestBasketId: undefined,
  });
  if (!login.ok) throw new Error(`the demo customer could not log in: ${login.reason}`);
  sessionCookie = `${secretCookies.session}=${encodeURIComponent(login.sessionToken)}`;
});
afterEach(() => vi.restoreAllMocks());

/** Counts the engine's session look-ups (each still answered by the real engine) while `send` runs. */
async function countSessionLookups(send: () => Promise<Response>) {
  const lookups = vi.spyOn(shop.commerce.accounts, "findSessionCustomer");
  const answer = await send();
  return { answer, lookups: lookups.mock.calls.length };
}

const setCookieNames = (answer: Response) => answer.headers.getSetCookie().map((cookie) => cookie.split("=")[0]);

describe("one shopper per request", () => {
  it("looks the session up once for a page whose root, layout and page loaders all need the customer", async () => {
    const { answer, lookups } = await countSessionLookups(() =>
      fetch(server.url("/en-GB/account/profile"), { headers: { cookie: sessionCookie } }),
    );
    expect(answer.status).toBe(200);
    // The profile loader read the customer from the shopper the server handed it.
    expect(await answer.text()).toContain(demoCustomer.phone);
    expect(lookups).toBe(1);
  });

  it("looks the session up once for a client navigation's data request too", async () => {
    const { answer, lookups } = await countSessionLookups(() =>
      fetch(server.url("/en-GB/account/order.data"), { headers: { cookie: sessionCookie } }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(demoCustomer.firstName);
    expect(lookups).toBe(1);
  });

  it("serves a client navigation to the English home page in English", async () => {
    const answer = await fetch(server.url("/en-GB.data"));
    expect(answer.status).toBe(200);
    const data = await answer.text();
    expect(data).toContain('"en-GB"');
    expect(data).not.toContain('"sv-SE"');
  });

  it("reads no session and sets no cookie for an anonymous catalogue page", async () => {
    const { answer, lookups } = await countSessionLookups(() => fetch(server.url("/en-GB/search?q=jacka")));
    expect(answer.status).toBe(200);
    expect(lookups).toBe(0);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it("creates the bag when a product is added, and the server sets its cookie on the action's answer", async () => {
    const [variant] = await stockedVariants(shop, 1, 1);
    const answer = await fetch(server.url("/en-GB/bag"), {
      method: "POST",
      headers: { cookie: sessionCookie },
      body: new URLSearchParams({ intent: "add", variantId: String(variant!.variantId), quantity: "1" }),
    });
    expect(answer.status).toBe(200);
    expect(setCookieNames(answer)).toEqual([secretCookies.basket]);
    const basketCookie = answer.headers.getSetCookie()[0]!.split(";")[0]!;
    const bag = await fetch(server.url("/en-GB/bag"), { headers: { cookie: `${sessionCookie}; ${basketCookie}` } });
    expect(await bag.text()).toContain('data-testid="line-quantity"');
  });

  it("gives an API call the same one shopper: adding to the basket looks the session up once", async () => {
    const [variant] = await stockedVariants(shop, 1, 1);
    const { answer, lookups } = await countSessionLookups(() =>
      fetch(server.url("/api/shopping/add-to-basket"), {
        method: "POST",
        headers: { cookie: sessionCookie, "content-type": "application/json" },
        body: JSON.stringify({ variantId: variant!.variantId, quantity: 1 }),
      }),
    );
    expect(answer.status).toBe(200);
    expect(setCookieNames(answer)).toEqual([secretCookies.basket]);
    expect(lookups).toBe(1);
  });

  it("keeps the API's store context lazy: a call that prices nothing ignores an unknown currency, a basket call refuses it", async () => {
    const loggedIn = await fetch(server.url("/api/account/is-logged-in?currencyId=99999"), {
      headers: { cookie: sessionCookie },
    });
    expect(loggedIn.status).toBe(200);
    expect(await loggedIn.json()).toMatchObject({ IsLoggedIn: true });
    const basket = await fetch(server.url("/api/shopping/get-basket?currencyId=99999"));
    expect(basket.status).toBe(400);
    expect(JSON.stringify(await basket.json())).toContain("currencyId");
  });
});
