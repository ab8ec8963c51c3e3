import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { createApi } from "./app.ts";

const shop = withDemoShop();
const server = withHttpServer(() =>
  new Hono().route(
    "/api",
    createApi(
      shop.commerce,
      () => undefined,
      () => "https://shop.example",
    ),
  ),
);

async function loggedIn(email: string) {
  await shop.commerce.accounts.signUp({
    email,
    password: "a long enough password",
    firstName: "W",
    lastName: "L",
    acceptDataProtection: true,
    acceptTerms: true,
    locale: "sv-SE",
    clientAddress: email,
  });
  const login = await shop.commerce.accounts.logIn({ email, password: "a long enough password", clientAddress: email });
  if (!login.ok) throw new Error("login failed");
  const cookie = `butik_session=${login.sessionToken}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(server.url(path), {
      method,
      headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: response.status === 204 ? null : await response.json() };
  };
  return { customerId: login.customer.id, call };
}

describe("/api/wishlist", () => {
  it("keeps a customer's list as ids, merges a local one at login, and deletes it", async () => {
    const { customerId, call } = await loggedIn("wishes@example.se");
    expect((await call("GET", "/api/wishlist/get-wishlist")).body).toBe("");
    expect(
      (await call("POST", "/api/wishlist/update-wishlist", { ids: [3, "1", 3, 99_999_999], userId: customerId })).body,
    ).toBe("3,1");
    expect((await call("GET", "/api/wishlist/get-wishlist")).body).toBe("3,1");
    expect((await call("POST", "/api/wishlist/merge-wishlist", { ids: [2, 1] })).body).toBe("3,1,2");
    expect((await call("POST", "/api/wishlist/update-wishlist", { ids: [-1] })).status).toBe(400);
    expect((await call("POST", "/api/wishlist/delete-wishlist", { userId: customerId })).status).toBe(204);
    expect((await call("GET", "/api/wishlist/get-wishlist")).body).toBe("");
    expect((await call("GET", "/api/wishlist/update-wishlist")).status).toBe(404);
  });

  it("never shows or changes another customer's list, and needs a session", async () => {
    const owner = await loggedIn("owner-wishes@example.se");
    const other = await loggedIn("other-wishes@example.se");
    await owner.call("POST", "/api/wishlist/update-wishlist", { ids: [5, 6] });
    expect(
      (await other.call("POST", "/api/wishlist/update-wishlist", { ids: [7], userId: owner.customerId })).status,
    ).toBe(403);
    expect((await other.call("POST", "/api/wishlist/delete-wishlist", { userId: owner.customerId })).status).toBe(403);
    expect((await other.call("GET", "/api/wishlist/get-wishlist")).body).toBe("");
    expect((await owner.call("GET", "/api/wishlist/get-wishlist")).body).toBe("5,6");
    expect((await fetch(server.url("/api/wishlist/get-wishlist"))).status).toBe(401);
  });
});
