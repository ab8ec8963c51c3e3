import { eq, like } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { buyer, stockedVariants, warehouseOnHand } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { createApiClient } from "#tests/fixtures/api-client.ts";
import { createCommerce } from "#commerce/commerce.ts";
import { rateLimitBuckets } from "#commerce/modules/accounts/schema.ts";
import { storeTranslations } from "#commerce/modules/stores/schema.ts";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { createApi } from "./app.ts";

const shop = withDemoShop();
const logged: unknown[] = [];
const server = withHttpServer(() =>
  new Hono().route(
    "/api",
    createApi(
      shop.commerce,
      (error) => logged.push(error),
      () => "https://shop.example",
    ),
  ),
);
// The same shop where one client address may create only two checkout orders an hour.
const strictServer = withHttpServer(() =>
  new Hono().route(
    "/api",
    createApi(
      createCommerce(shop.database.db, { warn: () => {} }, { checkoutOrdersPerAddress: 2 }),
      (error) => logged.push(error),
      () => "https://shop.example",
    ),
  ),
);

/** A shopper whose basket is ready to become an order: one item, a buyer, home delivery, card. */
async function readyShopper(url: (path: string) => string) {
  const [variant] = await stockedVariants(shop, 2, 1);
  const shopper = createApiClient(url);
  await shopper.call("POST", "/api/shopping/add-to-basket", { variantId: variant!.variantId, quantity: 1 });
  await shopper.call("POST", "/api/shopping/update-buyer", { buyer });
  await shopper.call("POST", "/api/shopping/update-basket-delivery-method", { code: "home" });
  await shopper.call("POST", "/api/shopping/update-basket-payment-method", { code: "card" });
  return shopper;
}

describe("the checkout adapter and checkout service calls, on our own order in checkout", () => {
  it("creates an order from the basket, changes a line's quantity and the buyer, and deletes it, stock following every step", async () => {
    const [variant] = await stockedVariants(shop, 6, 1);
    const before = await warehouseOnHand(shop, variant!.variantId);
    const shopper = createApiClient(server.url);
    await shopper.call("POST", "/api/shopping/add-to-basket", { variantId: variant!.variantId, quantity: 2 });
    await shopper.call("POST", "/api/shopping/update-buyer", { buyer });
    await shopper.call("POST", "/api/shopping/update-basket-delivery-method", { code: "home" });
    await shopper.call("POST", "/api/shopping/update-basket-payment-method", { code: "card" });

    const created = await shopper.call("POST", "/api/checkout-adapter/api/v1/orders", {
      idempotencyKey: "adapter-0001",
    });
    expect(created).toMatchObject({ status: 201, body: { Status: "checkout" } });
    const orderId = created.body.OrderId as string;
    expect(await warehouseOnHand(shop, variant!.variantId)).toBe(before - 2);

    const order = await shopper.call("PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/0`, {
      quantity: 1,
    });
    expect(order.status).toBe(404);
    const lineId = (
      await shop.commerce.orders.getOrder(orderId, { customerId: null, guestToken: shopper.jar.get("butik_order") })
    ).lines[0]!.id;
    const three = await shopper.call("PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/${lineId}`, {
      quantity: 3,
    });
    expect(three.body.Items[0].Quantity).toBe(3);
    expect(await warehouseOnHand(shop, variant!.variantId)).toBe(before - 3);
    const one = await shopper.call("PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/${lineId}`, {
      quantity: 1,
    });
    expect(one.body.TotalIncVat).toBeLessThan(three.body.TotalIncVat);
    expect(await warehouseOnHand(shop, variant!.variantId)).toBe(before - 1);

    expect(
      await shopper.call("PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/${lineId}`, {
        quantity: -1,
      }),
    ).toMatchObject({ status: 400, body: { fields: { quantity: "Quantity must be from 0 to 99" } } });
    const tooMany = await shopper.call("PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/${lineId}`, {
      quantity: before + 1,
    });
    expect(tooMany).toMatchObject({
      status: 409,
      body: { statusMessage: "Cannot delete", fields: { reason: expect.stringMatching(/left in stock$/) } },
    });
    expect(logged).toHaveLength(1);

    expect(
      (
        await shopper.call("PUT", `/api/checkout-adapter/api/v1/orders/${orderId}`, {
          buyer: { ...buyer, email: "nope" },
        })
      ).body.fields,
    ).toEqual({ email: "Value is not a valid email address" });
    expect(
      (
        await shopper.call("PUT", `/api/checkout-adapter/api/v1/orders/${orderId}`, {
          buyer: { ...buyer, email: "new@example.se" },
        })
      ).status,
    ).toBe(200);
    expect(
      (await shop.commerce.orders.getOrder(orderId, { customerId: null, guestToken: shopper.jar.get("butik_order") }))
        .email,
    ).toBe("new@example.se");

    expect(
      (await createApiClient(server.url).call("DELETE", `/api/checkout-service/api/v0/checkout/orders/${orderId}`))
        .status,
    ).toBe(404);
    expect((await shopper.call("DELETE", `/api/checkout-service/api/v0/checkout/orders/${orderId}`)).status).toBe(204);
    expect(await warehouseOnHand(shop, variant!.variantId)).toBe(before);
    const again = await shopper.call("DELETE", `/api/checkout-service/api/v0/checkout/orders/${orderId}`);
    expect(again).toMatchObject({
      status: 409,
      body: { statusMessage: "Cannot delete", fields: { reason: "The order is removed, no longer in checkout" } },
    });
    expect(logged).toHaveLength(2);
  });

  it("keeps a pickup order's store, which get-order-by-id answers even after the store is renamed", async () => {
    const [variant] = await stockedVariants(shop, 2, 1);
    const malmo = (await shop.commerce.stores.listStoreNames("en-GB")).find((store) => store.name === "Butik Malmö")!;
    const shopper = createApiClient(server.url);
    await shopper.call("POST", "/api/shopping/add-to-basket", { variantId: variant!.variantId, quantity: 1 });
    await shopper.call("POST", "/api/shopping/update-buyer", { buyer });
    await shopper.call("POST", "/api/shopping/update-basket-delivery-method", {
      code: "store-pickup",
      pickupStoreId: malmo.id,
    });
    await shopper.call("POST", "/api/shopping/update-basket-payment-method", { code: "card" });
    const orderId = (
      await shopper.call("POST", "/api/checkout-adapter/api/v1/orders?cultureCode=en-GB", {
        idempotencyKey: "adapter-pickup-1",
      })
    ).body.OrderId as string;

    await shop.database.db
      .update(storeTranslations)
      .set({ name: "Butik Malmö Triangeln" })
      .where(eq(storeTranslations.storeId, malmo.id));
    const order = await shopper.call("GET", `/api/checkout/orders/get-order-by-id?orderId=${orderId}`);
    expect(order.body).toMatchObject({
      DeliveryMethodCode: "store-pickup",
      ShippingAddress: null,
      PickupStore: {
        Id: malmo.id,
        Name: "Butik Malmö",
        StreetAddress: "Södergatan 8",
        ZipCode: "211 34",
        City: "Malmö",
        Country: "SE",
      },
    });
  });

  it("answers no pickup store for a home delivery", async () => {
    const [variant] = await stockedVariants(shop, 2, 1);
    const shopper = createApiClient(server.url);
    await shopper.call("POST", "/api/shopping/add-to-basket", { variantId: variant!.variantId, quantity: 1 });
    await shopper.call("POST", "/api/shopping/update-buyer", { buyer });
    await shopper.call("POST", "/api/shopping/update-basket-delivery-method", { code: "home" });
    await shopper.call("POST", "/api/shopping/update-basket-payment-method", { code: "card" });
    const orderId = (
      await shopper.call("POST", "/api/checkout-adapter/api/v1/orders", { idempotencyKey: "adapter-home-01" })
    ).body.OrderId as string;
    expect((await shopper.call("GET", `/api/checkout/orders/get-order-by-id?orderId=${orderId}`)).body).toMatchObject({
      DeliveryMethodCode: "home",
      PickupStore: null,
    });
  });
});

describe("creating checkout orders is rate-limited", () => {
  const tooMany = {
    status: 429,
    body: { statusCode: 429, statusMessage: "Too many orders in a short time. Please wait a while and try again." },
  };

  it("per basket: ten orders an hour, however each ended (place-order)", async () => {
    const shopper = await readyShopper(server.url);
    const declinedCard = { kind: "card", cardNumber: sandboxCards.declined, expiry: "12/30", cvc: "123" };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect(
        (
          await shopper.call("POST", "/api/checkout/place-order", {
            idempotencyKey: `basket-limit-${attempt}`,
            payment: declinedCard,
          })
        ).status,
      ).toBe(402);
    }
    // A repeat of an earlier request makes no new order, so it does not count.
    expect(
      (
        await shopper.call("POST", "/api/checkout/place-order", {
          idempotencyKey: "basket-limit-10",
          payment: declinedCard,
        })
      ).status,
    ).toBe(402);
    expect(
      await shopper.call("POST", "/api/checkout/place-order", {
        idempotencyKey: "basket-limit-11",
        payment: declinedCard,
      }),
    ).toMatchObject(tooMany);
    expect(
      await shopper.call("POST", "/api/checkout-adapter/api/v1/orders", { idempotencyKey: "basket-limit-12" }),
    ).toMatchObject(tooMany);
  });

  it("per client address, over all its baskets (the checkout adapter's create)", async () => {
    await shop.database.db.delete(rateLimitBuckets).where(like(rateLimitBuckets.key, "checkout:%"));
    for (let basket = 1; basket <= 2; basket += 1) {
      expect(
        (
          await (
            await readyShopper(strictServer.url)
          ).call("POST", "/api/checkout-adapter/api/v1/orders", { idempotencyKey: `address-limit-${basket}` })
        ).status,
      ).toBe(201);
    }
    const third = await readyShopper(strictServer.url);
    expect(
      await third.call("POST", "/api/checkout-adapter/api/v1/orders", { idempotencyKey: "address-limit-3" }),
    ).toMatchObject(tooMany);
    expect(
      await third.call("POST", "/api/checkout/place-order", {
        idempotencyKey: "address-limit-4",
        payment: { kind: "card", cardNumber: sandboxCards.succeeds, expiry: "12/30", cvc: "123" },
      }),
    ).toMatchObject(tooMany);
  });
});
