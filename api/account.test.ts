import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { demoCustomer } from "#commerce/db/seed/demo-shop.ts";
import { stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { createApiClient } from "#tests/fixtures/api-client.ts";
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

const client = () => createApiClient(server.url);

const address = {
  firstName: "Emil",
  lastName: "Svensson",
  streetAddress: "Katthult 1",
  zipCode: "598 00",
  city: "Lönneberga",
  country: "SE",
};

describe("/api/account", () => {
  it("creates an account (logged in at once), answers who is logged in, and logs out", async () => {
    const user = client();
    const created = await user.call("POST", "/api/account/create-account", {
      Email: "emil@example.se",
      Password: "a long enough password",
      FirstName: "Emil",
      LastName: "Svensson",
      AcceptDataProtection: true,
      AcceptTerms: true,
    });
    expect(created).toMatchObject({
      status: 201,
      body: { Code: expect.stringMatching(/^[0-9a-f-]{36}$/), Email: "emil@example.se" },
    });
    expect((await user.call("GET", "/api/account/is-logged-in")).body).toMatchObject({
      IsLoggedIn: true,
      User: { Email: "emil@example.se" },
    });
    expect((await user.call("GET", "/api/account/get-user-by-email?email=emil@example.se")).body.Code).toBe(
      created.body.Code,
    );
    expect((await user.call("GET", `/api/account/get-user-by-email?email=${demoCustomer.email}`)).body).toMatchObject({
      statusCode: 401,
      statusMessage: "Could not get user by email",
    });
    const again = await client().call("POST", "/api/account/create-account", {
      Email: "emil@example.se",
      Password: "another long password",
      FirstName: "E",
      LastName: "S",
      AcceptDataProtection: true,
      AcceptTerms: true,
    });
    expect(again).toMatchObject({ status: 400, body: { statusMessage: "Email already registered" } });
    expect((await user.call("POST", "/api/account/log-out")).status).toBe(204);
    expect((await user.call("GET", "/api/account/is-logged-in")).body.IsLoggedIn).toBe(false);
    expect((await user.call("GET", "/api/account/log-out")).status).toBe(404);
  });

  it("logs in with SPEC's messages, and an ended session answers 403 'Token Expired' and is cleared", async () => {
    const user = client();
    expect(
      await user.call("POST", "/api/account/login", { Email: demoCustomer.email, Password: "wrong password" }),
    ).toMatchObject({ status: 400, body: { statusMessage: "Invalid username and/or password" } });
    expect(
      (await user.call("POST", "/api/account/login", { Email: demoCustomer.email, Password: demoCustomer.password }))
        .body.Email,
    ).toBe(demoCustomer.email);
    user.jar.set("butik_session", "an-ended-session-token");
    expect(await user.call("POST", "/api/account/update-account", { FirstName: "A", LastName: "B" })).toMatchObject({
      status: 403,
      body: { statusMessage: "Token Expired" },
    });
    expect(user.jar.has("butik_session")).toBe(false);
    expect((await user.call("POST", "/api/account/update-account", { FirstName: "A", LastName: "B" })).status).toBe(
      401,
    );
  });

  it("logging in makes the guest's basket the customer's, as the storefront's login does", async () => {
    const [variant] = await stockedVariants(shop, 2, 1);
    const user = client();
    const guestBasket = await user.call("POST", "/api/shopping/add-to-basket", {
      variantId: variant!.variantId,
      quantity: 1,
    });
    expect(guestBasket.status).toBe(200);
    await user.call("POST", "/api/account/create-account", {
      Email: "lina@example.se",
      Password: "a long enough password",
      FirstName: "Lina",
      LastName: "Svensson",
      AcceptDataProtection: true,
      AcceptTerms: true,
    });
    await user.call("POST", "/api/account/log-out");

    const elsewhere = client();
    await elsewhere.call("POST", "/api/shopping/add-to-basket", { variantId: variant!.variantId, quantity: 1 });
    expect(
      (
        await elsewhere.call("POST", "/api/account/login", {
          Email: "lina@example.se",
          Password: "a long enough password",
        })
      ).status,
    ).toBe(200);
    // The basket that became hers at sign-up, with the second guest basket's line merged in.
    const merged = await elsewhere.call("GET", "/api/shopping/lookup-basket");
    expect(merged.body.Id).toBe(guestBasket.body.Id);
    expect(merged.body.Items).toMatchObject([{ Quantity: 2 }]);
  });

  it("keeps addresses for their owner only, and deactivates and activates", async () => {
    const owner = client();
    await owner.call("POST", "/api/account/create-account", {
      Email: "ida@example.se",
      Password: "a long enough password",
      FirstName: "Ida",
      LastName: "Svensson",
      AcceptDataProtection: true,
      AcceptTerms: true,
    });
    const inserted = await owner.call("POST", "/api/account/insert-address", { Type: "shipping", Address: address });
    expect(inserted).toMatchObject({ status: 201, body: { isDefault: true, city: "Lönneberga" } });
    expect(
      (await owner.call("POST", "/api/account/insert-address", { Address: { ...address, city: "" } })).body.fields,
    ).toEqual({ city: "Value is required" });
    const stranger = client();
    await stranger.call("POST", "/api/account/create-account", {
      Email: "alfred@example.se",
      Password: "a long enough password",
      FirstName: "Alfred",
      LastName: "Dräng",
      AcceptDataProtection: true,
      AcceptTerms: true,
    });
    expect(
      (
        await stranger.call("POST", "/api/account/update-address", {
          Id: inserted.body.id,
          Address: { ...address, city: "Vimmerby" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await stranger.call("POST", "/api/account/delete-delivery-address-user", { Id: inserted.body.id })).status,
    ).toBe(404);
    expect(
      (
        await owner.call("POST", "/api/account/update-address", {
          Id: inserted.body.id,
          Address: { ...address, city: "Vimmerby" },
        })
      ).body.city,
    ).toBe("Vimmerby");
    expect(
      (await owner.call("POST", "/api/account/delete-delivery-address-user", { Id: inserted.body.id })).status,
    ).toBe(204);

    expect((await owner.call("POST", "/api/account/inactivate-user")).status).toBe(204);
    expect(
      await owner.call("POST", "/api/account/login", { Email: "ida@example.se", Password: "a long enough password" }),
    ).toMatchObject({ status: 400, body: { statusMessage: "This account is deactivated. Please activate it." } });
    expect(
      (
        await owner.call("POST", "/api/account/activate-user", {
          Email: "ida@example.se",
          Password: "a long enough password",
          Confirmed: false,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await owner.call("POST", "/api/account/activate-user", {
          Email: "ida@example.se",
          Password: "a long enough password",
          Confirmed: true,
        })
      ).body.Email,
    ).toBe("ida@example.se");
    expect((await owner.call("GET", "/api/account/is-logged-in")).body.IsLoggedIn).toBe(true);
  });
});
