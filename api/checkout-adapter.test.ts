import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { buyer, stockedVariants, warehouseOnHand } from "../tests/fixtures/basket.ts";
import { withDemoShop } from "../tests/fixtures/demo-shop.ts";
import { withHttpServer } from "../tests/fixtures/http-server.ts";
import { createApi } from "./app.ts";

const shop = withDemoShop();
const logged: unknown[] = [];
const server = withHttpServer(() => new Hono().route("/api", createApi(shop.commerce, (error) => logged.push(error))));

async function call(cookies: Map<string, string>, method: string, path: string, body?: unknown) {
  const response = await fetch(server.url(path), {
    method,
    headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "), ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [name, value] = cookie.split(";")[0]!.split("=");
    cookies.set(name!, value!);
  }
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

describe("the checkout adapter and checkout service calls, on our own order in checkout", () => {
  it("creates an order from the basket, changes a line's quantity and the buyer, and deletes it, stock following every step", async () => {
    const [variant] = await stockedVariants(shop, 6, 1);
    const before = await warehouseOnHand(shop, variant!.variantId);
    const cookies = new Map<string, string>();
    await call(cookies, "POST", "/api/shopping/add-to-basket", { variantId: variant!.variantId, quantity: 2 });
    await call(cookies, "POST", "/api/shopping/update-buyer", { buyer });
    await call(cookies, "POST", "/api/shopping/update-basket-delivery-method", { code: "home" });
    await call(cookies, "POST", "/api/shopping/update-basket-payment-method", { code: "card" });

    const created = await call(cookies, "POST", "/api/checkout-adapter/api/v1/orders", { idempotencyKey: "adapter-0001" });
    expect(created).toMatchObject({ status: 201, body: { Status: "checkout" } });
    const orderId = created.body.OrderId as string;
    expect(await warehouseOnHand(shop, variant!.variantId)).toBe(before - 2);

    const order = await call(cookies, "PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/0`, { quantity: 1 });
    expect(order.status).toBe(404);
    const lineId = (await shop.commerce.orders.getOrder(orderId, { customerId: null, guestToken: cookies.get("butik_order") })).lines[0]!.id;
    const three = await call(cookies, "PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/${lineId}`, { quantity: 3 });
    expect(three.body.Items[0].Quantity).toBe(3);
    expect(await warehouseOnHand(shop, variant!.variantId)).toBe(before - 3);
    const one = await call(cookies, "PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/${lineId}`, { quantity: 1 });
    expect(one.body.TotalIncVat).toBeLessThan(three.body.TotalIncVat);
    expect(await warehouseOnHand(shop, variant!.variantId)).toBe(before - 1);

    expect(await call(cookies, "PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/${lineId}`, { quantity: -1 })).toMatchObject({ status: 400, body: { fields: { quantity: "Quantity must be from 0 to 99" } } });
    const tooMany = await call(cookies, "PATCH", `/api/checkout-adapter/api/v1/orders/${orderId}/cart/items/${lineId}`, { quantity: before + 1 });
    expect(tooMany).toMatchObject({ status: 409, body: { statusMessage: "Cannot delete", fields: { reason: expect.stringMatching(/left in stock$/) } } });
    expect(logged).toHaveLength(1);

    expect((await call(cookies, "PUT", `/api/checkout-adapter/api/v1/orders/${orderId}`, { buyer: { ...buyer, email: "nope" } })).body.fields).toEqual({ email: "Value is not a valid email address" });
    expect((await call(cookies, "PUT", `/api/checkout-adapter/api/v1/orders/${orderId}`, { buyer: { ...buyer, email: "new@example.se" } })).status).toBe(200);
    expect((await shop.commerce.orders.getOrder(orderId, { customerId: null, guestToken: cookies.get("butik_order") })).email).toBe("new@example.se");

    expect((await call(new Map(), "DELETE", `/api/checkout-service/api/v0/checkout/orders/${orderId}`)).status).toBe(404);
    expect((await call(cookies, "DELETE", `/api/checkout-service/api/v0/checkout/orders/${orderId}`)).status).toBe(204);
    expect(await warehouseOnHand(shop, variant!.variantId)).toBe(before);
    const again = await call(cookies, "DELETE", `/api/checkout-service/api/v0/checkout/orders/${orderId}`);
    expect(again).toMatchObject({ status: 409, body: { statusMessage: "Cannot delete", fields: { reason: "The order is removed, no longer in checkout" } } });
    expect(logged).toHaveLength(2);
  });
});
