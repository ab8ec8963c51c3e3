import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCommerce, type Commerce } from "#commerce/commerce.ts";
import { orders } from "#commerce/modules/orders/schema.ts";
import { createKlarnaPaymentProvider } from "#commerce/providers/payments/klarna/klarna-provider.ts";
import { guestOrderToken } from "#commerce/flows/place-order.ts";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { basketView, buyer, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { startFakeKlarna } from "#tests/fakes/klarna-server.ts";
import { createApiClient } from "#tests/fixtures/api-client.ts";
import { createApi } from "./app.ts";

const shop = withDemoShop();
let fake: Awaited<ReturnType<typeof startFakeKlarna>>;
let klarnaShop: Commerce;
// The API is built once the fake and the server's own URL (for Klarna's push) are known.
// The node server's bindings (the socket, for the client's address) are passed on.
const server = withHttpServer(() => ({
  fetch: (request: Request, bindings?: object) =>
    new Hono()
      .route(
        "/api",
        createApi(
          klarnaShop,
          () => undefined,
          () => "https://shop.example",
        ),
      )
      .fetch(request, bindings),
}));

beforeAll(async () => {
  fake = await startFakeKlarna("merchant-uid", "shared-secret");
});
afterAll(() => fake.close());

describe("/api/checkout/payment-adapters/klarna", () => {
  it("creates the payment with Klarna, answers its snippet, and settles on Klarna's push", async () => {
    klarnaShop = createCommerce(
      shop.database.db,
      { warn: () => {} },
      {
        payments: createKlarnaPaymentProvider({
          apiUrl: fake.apiUrl,
          username: "merchant-uid",
          password: "shared-secret",
          shopUrl: server.origin,
        }),
      },
    );
    const shopper = createApiClient(server.url);
    const [variant] = await stockedVariants(shop, 2, 1);
    await shopper.call("POST", "/api/shopping/add-to-basket", { variantId: variant!.variantId, quantity: 1 });
    await shopper.call("POST", "/api/shopping/update-buyer", { buyer });
    await shopper.call("POST", "/api/shopping/update-basket-delivery-method", {
      code: "store-pickup",
      pickupStoreId: 1,
    });
    const created = await shopper.call("POST", "/api/checkout/payment-adapters/klarna/create-payment", {
      idempotencyKey: "klarna-api-01",
    });
    expect(created).toMatchObject({
      status: 200,
      body: { Outcome: "action_required", HtmlSnippet: expect.stringContaining("klarna-checkout-container") },
    });
    const orderId = created.body.OrderId as string;
    expect(
      (await shopper.call("GET", `/api/checkout/payment-adapters/klarna/get-snippet?orderId=${orderId}`)).body
        .HtmlSnippet,
    ).toContain("klarna-checkout-container");
    expect(
      (
        await createApiClient(server.url).call(
          "GET",
          `/api/checkout/payment-adapters/klarna/get-snippet?orderId=${orderId}`,
        )
      ).status,
    ).toBe(404);

    const klarnaOrder = [...fake.orders.values()].find((order) => order.request.merchant_reference1 === orderId)!;
    fake.completeOrder(klarnaOrder.order_id);
    expect(await fake.push(klarnaOrder.order_id)).toBe(204);
    expect(await fake.push(klarnaOrder.order_id)).toBe(204);
    const [order] = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    expect(order!.status).toBe("processing");
    expect(klarnaOrder.captures).toHaveLength(1);
    expect((await shopper.call("GET", `/api/checkout/orders/get-order-by-id?orderId=${orderId}`)).body.Status).toBe(
      "processing",
    );
  });

  it("refuses Klarna's push for another shopper's sandbox order waiting for confirmation, on a sandbox shop and on a Klarna shop", async () => {
    const view = await basketView(shop);
    const [variant] = await stockedVariants(shop, 2, 1);
    const guest = { customerId: null };
    const basketId = await shop.commerce.basket.createBasket(guest, view);
    await shop.commerce.basket.addItems(basketId, guest, [{ variantId: variant!.variantId, quantity: 1 }]);
    await shop.commerce.basket.updateBuyer(basketId, guest, buyer);
    await shop.commerce.basket.setDeliveryMethod(basketId, guest, view, "home");
    await shop.commerce.basket.setPaymentMethod(basketId, guest, view.locale, "card");
    const waiting = await shop.commerce.checkout.placeOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: "sandbox-push-01",
      payment: { kind: "card", cardNumber: sandboxCards.needsConfirmation, expiry: "12/30", cvc: "123" },
    });
    expect(waiting.outcome).toBe("action_required");
    const push = `/api/checkout/payment-adapters/klarna/push?orderId=${waiting.orderId}`;
    const sandboxApi = new Hono().route(
      "/api",
      createApi(
        shop.commerce,
        () => undefined,
        () => "https://shop.example",
      ),
    );
    expect((await sandboxApi.fetch(new Request(`http://shop.example${push}`, { method: "POST" }))).status).toBe(404);
    expect((await createApiClient(server.url).call("POST", push)).status).toBe(404);
    const [order] = await shop.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, waiting.orderId));
    expect(order!.status).toBe("checkout");
    // Only the shopper's own answer settles it.
    expect(
      (
        await shop.commerce.checkout.confirmPayment(
          waiting.orderId,
          { customerId: null, guestToken: guestOrderToken(basketId, "sandbox-push-01") },
          true,
        )
      ).outcome,
    ).toBe("paid");
  });

  it("refuses a push for an unknown order", async () => {
    expect(
      (
        await createApiClient(server.url).call(
          "POST",
          "/api/checkout/payment-adapters/klarna/push?orderId=6f1d1c3e-8f3a-4b4e-9a51-1d2c3b4a5f60",
        )
      ).status,
    ).toBe(404);
    expect(
      (await createApiClient(server.url).call("POST", "/api/checkout/payment-adapters/klarna/push?orderId=nope"))
        .status,
    ).toBe(400);
  });
});
