import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { stockedVariants, buyer, type StockedVariant } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
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

describe("/api/shopping", () => {
  let variants: StockedVariant[];
  // Every test starts from the same stock facts, whichever runs alone.
  beforeAll(async () => {
    variants = await stockedVariants(shop, 5, 2);
  });

  it("creates a basket behind an HttpOnly cookie, adds lines and answers server prices in the asked currency", async () => {
    const shopper = client();
    const created = await shopper.call("POST", "/api/shopping/create-basket");
    expect(created.status).toBe(200);
    expect(shopper.setCookies()[0]).toMatch(
      /^butik_basket=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    await shopper.call("POST", "/api/shopping/add-to-basket", { variantId: variants[0]!.variantId, quantity: 2 });
    const added = await shopper.call("POST", "/api/shopping/add-items-to-basket", {
      items: [{ partNo: variants[1]!.partNo, quantity: 1 }],
    });
    expect(added.body.Items.map((item: { Quantity: number }) => item.Quantity)).toEqual([2, 1]);
    expect(added.body).toMatchObject({ Id: created.body.Id, CurrencyCode: "SEK", ItemCount: 3 });
    const currencies = await shop.commerce.pricing.listCurrencies();
    const eur = currencies.find((currency) => currency.code === "EUR")!;
    const inEuro = await shopper.call("GET", `/api/shopping/get-basket?currencyId=${eur.id}&cultureCode=en-GB`);
    expect(inEuro.body.CurrencyCode).toBe("EUR");
    expect(inEuro.body.TotalIncVat).toBeLessThan(added.body.TotalIncVat);
    expect((await shopper.call("GET", "/api/shopping/lookup-basket")).body.Id).toBe(created.body.Id);
  });

  it("changes, removes and deletes, and state-changing calls are never GET", async () => {
    const shopper = client();
    const basket = await shopper.call("POST", "/api/shopping/add-to-basket", {
      variantId: variants[0]!.variantId,
      quantity: 1,
    });
    const itemId = basket.body.Items[0].Id;
    expect(
      (await shopper.call("POST", "/api/shopping/update-basket-item", { itemId, quantity: 3 })).body.Items[0].Quantity,
    ).toBe(3);
    expect((await shopper.call("GET", "/api/shopping/update-basket-item")).status).toBe(404);
    expect((await shopper.call("GET", "/api/shopping/delete-basket")).status).toBe(404);
    expect((await shopper.call("DELETE", "/api/shopping/delete-basket-item", { itemId })).body.Items).toEqual([]);
    expect((await shopper.call("POST", "/api/shopping/delete-basket")).body).toEqual({ deleted: true });
    expect((await shopper.call("GET", "/api/shopping/get-basket")).status).toBe(404);
    expect((await shopper.call("GET", "/api/shopping/lookup-basket")).body).toBeNull();
  });

  it("updates several lines at once and looks up payment methods", async () => {
    const shopper = client();
    const basket = await shopper.call("POST", "/api/shopping/add-items-to-basket", {
      items: [
        { variantId: variants[0]!.variantId, quantity: 1 },
        { variantId: variants[1]!.variantId, quantity: 1 },
      ],
    });
    const [first, second] = basket.body.Items as { Id: number }[];
    const updated = await shopper.call("POST", "/api/shopping/update-basket-items", {
      items: [
        { itemId: first!.Id, quantity: 2 },
        { itemId: second!.Id, quantity: 0 },
      ],
    });
    expect(updated.body.Items.map((item: { Quantity: number }) => item.Quantity)).toEqual([2]);
    const methods = await shopper.call("GET", "/api/shopping/lookup-payment-methods?cultureCode=en-GB");
    expect(methods.body.map((method: { Code: string }) => method.Code)).toEqual(["card", "instalments"]);
    expect(
      (await shopper.call("GET", "/api/shopping/lookup-payment-method?code=instalments&cultureCode=sv-SE")).body,
    ).toMatchObject({ Code: "instalments", Name: "Delbetalning", Kind: "instalments" });
    expect((await shopper.call("GET", "/api/shopping/lookup-payment-method?code=cash")).status).toBe(404);
    const chosen = await shopper.call("POST", "/api/shopping/update-basket-payment-method", { code: "instalments" });
    expect(chosen.body.PaymentMethod).toMatchObject({ Code: "instalments" });
    expect((await shopper.call("POST", "/api/shopping/update-basket-payment-method", { code: "cash" })).status).toBe(
      400,
    );
  });

  it("answers bad input with a clear 4xx and changes nothing", async () => {
    const shopper = client();
    await shopper.call("POST", "/api/shopping/add-to-basket", { variantId: variants[0]!.variantId, quantity: 1 });
    const negative = await shopper.call("POST", "/api/shopping/add-to-basket", {
      variantId: variants[0]!.variantId,
      quantity: -3,
    });
    expect(negative).toMatchObject({ status: 400, body: { fields: { quantity: "Quantity must be at least 1" } } });
    const tooMany = await shopper.call("POST", "/api/shopping/add-to-basket", {
      variantId: variants[0]!.variantId,
      quantity: variants[0]!.onHand,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.statusMessage).toMatch(/left in stock$|out of stock$/);
    const badBuyer = await shopper.call("POST", "/api/shopping/update-buyer", { buyer: { ...buyer, email: "nope" } });
    expect(badBuyer).toMatchObject({ status: 400, body: { fields: { email: "Value is not a valid email address" } } });
    expect(
      (await shopper.call("GET", "/api/shopping/get-basket")).body.Items.map(
        (item: { Quantity: number }) => item.Quantity,
      ),
    ).toEqual([1]);

    const stranger = client();
    stranger.jar.set("butik_basket", "6f1d1c3e-8f3a-4b4e-9a51-1d2c3b4a5f60");
    expect(await stranger.call("GET", "/api/shopping/get-basket")).toMatchObject({
      status: 404,
      body: { statusMessage: "Basket not found" },
    });
    const customerBasket = await shop.commerce.basket.createBasket(
      { customerId: 1 },
      { locale: "sv-SE", currencyId: 1 },
    );
    stranger.jar.set("butik_basket", customerBasket);
    expect((await stranger.call("POST", "/api/shopping/update-basket-item", { itemId: 1, quantity: 2 })).status).toBe(
      404,
    );
  });
});

describe("/api/checkout", () => {
  async function readyShopper(quantity = 1) {
    const [variant] = await stockedVariants(shop, 3, 1);
    const shopper = client();
    await shopper.call("POST", "/api/shopping/add-to-basket", { variantId: variant!.variantId, quantity });
    await shopper.call("POST", "/api/shopping/update-buyer", { buyer });
    await shopper.call("POST", "/api/shopping/update-basket-delivery-method", { code: "home" });
    await shopper.call("POST", "/api/shopping/update-basket-payment-method", { code: "card" });
    return shopper;
  }
  const card = (cardNumber: string) => ({ kind: "card", cardNumber, expiry: "12/30", cvc: "123" });

  it("places and pays an order, and only the guest holding its cookie can read it", async () => {
    const shopper = await readyShopper(2);
    const placed = await shopper.call("POST", "/api/checkout/place-order", {
      idempotencyKey: "api-order-0001",
      payment: card(sandboxCards.succeeds),
    });
    expect(placed).toMatchObject({ status: 200, body: { Outcome: "paid", OrderNumber: expect.any(Number) } });
    expect(shopper.setCookies()[0]).toMatch(/^butik_order=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const again = await shopper.call("POST", "/api/checkout/place-order", {
      idempotencyKey: "api-order-0001",
      payment: card(sandboxCards.succeeds),
    });
    expect(again.body.OrderId).toBe(placed.body.OrderId);
    const order = await shopper.call("GET", `/api/checkout/orders/get-order-by-id?orderId=${placed.body.OrderId}`);
    expect(order.body).toMatchObject({ Status: "processing", Items: [{ Quantity: 2 }] });
    expect(
      (await client().call("GET", `/api/checkout/orders/get-order-by-id?orderId=${placed.body.OrderId}`)).status,
    ).toBe(404);
    expect((await client().call("GET", "/api/checkout/orders/get-orders")).status).toBe(401);
  });

  it("answers a declined card with 402 and keeps the basket", async () => {
    const shopper = await readyShopper();
    const declined = await shopper.call("POST", "/api/checkout/place-order", {
      idempotencyKey: "api-order-0002",
      payment: card(sandboxCards.declined),
    });
    expect(declined).toMatchObject({ status: 402, body: { Outcome: "declined", DeclineReason: "card_declined" } });
    expect((await shopper.call("GET", "/api/shopping/get-basket")).body.Items).toHaveLength(1);
    const invalid = await shopper.call("POST", "/api/checkout/place-order", {
      idempotencyKey: "api-order-0003",
      payment: { kind: "card", cardNumber: "1234", expiry: "", cvc: "" },
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        fields: { cardNumber: "Card number is not valid", expiry: "Value is required", cvc: "Value is required" },
      },
    });
  });
});
