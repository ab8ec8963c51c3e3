import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import type { PlaceOrderResult } from "#commerce/flows/place-order.ts";
import type { OrderDetail } from "#commerce/modules/orders/index.ts";
import { clientAddressOf } from "./client-address.ts";
import { readJsonBody, readQuery } from "./query.ts";
import { cultureParams } from "./shop-params.ts";
import { requireBasketId, type ShopperEnv } from "./shopper.ts";

const placeOrderBody = z.object({
  idempotencyKey: z.string().min(8).max(100),
  payment: z.record(z.string(), z.unknown()),
});
const confirmBody = z.object({ orderId: z.uuid(), approved: z.boolean() });
const klarnaPaymentBody = z.object({ idempotencyKey: z.string().min(8).max(100) });
const pushQuery = z.object({ orderId: z.uuid() });
const orderQuery = cultureParams.extend({ orderId: z.uuid() });

function toApiOrder(order: OrderDetail) {
  const money = (minor: number) => minor / 100;
  return {
    Id: order.id,
    OrderNumber: order.orderNumber,
    Status: order.status,
    CreatedAt: order.createdAt,
    CurrencyCode: order.currencyCode,
    Email: order.email,
    BillingAddress: order.billingAddress,
    ShippingAddress: order.shippingAddress,
    DeliveryMethodCode: order.deliveryMethodCode,
    // Where a store-pickup order is collected, as the store was when the order was placed.
    PickupStore: order.pickupStore && {
      Id: order.pickupStore.id,
      Name: order.pickupStore.name,
      StreetAddress: order.pickupStore.streetAddress,
      ZipCode: order.pickupStore.zipCode,
      City: order.pickupStore.city,
      Country: order.pickupStore.country,
    },
    PaymentMethodCode: order.paymentMethodCode,
    Items: order.lines.map((line) => ({
      PartNo: line.partNo,
      Name: line.name,
      Variant: line.variantDescription,
      Quantity: line.quantity,
      UnitPriceIncVat: money(line.unitPriceIncVat),
      LineTotalIncVat: money(line.lineTotalIncVat),
    })),
    SubtotalIncVat: money(order.subtotalIncVat),
    DeliveryIncVat: money(order.deliveryIncVat),
    VatAmount: money(order.vatAmount),
    TotalIncVat: money(order.totalIncVat),
    History: order.history.map((step) => ({ From: step.fromStatus, To: step.toStatus, At: step.changedAt })),
  };
}

const toApiResult = (result: PlaceOrderResult) => ({
  OrderId: result.orderId,
  OrderNumber: result.orderNumber,
  Outcome: result.outcome,
  DeclineReason: result.declineReason ?? null,
});

/** A guest's cookie for the order their basket became (perhaps under an earlier request's key). */
function keepOrderAccess(c: Context<ShopperEnv>, result: PlaceOrderResult) {
  if (result.guestToken) c.get("shopper").keepOrderAccess(result.guestToken);
}

/** /api/checkout/*: placing and paying an order through the configured provider, and reading orders. */
export function createCheckoutApi(commerce: Commerce) {
  const orderAccess = (c: Context<ShopperEnv>) => c.get("shopper").orderAccess();

  return (
    new Hono<ShopperEnv>()
      .post("/place-order", async (c) => {
        const shopper = c.get("shopper");
        const { owner, view } = await shopper.basketAccess();
        const basketId = requireBasketId(shopper);
        const body = await readJsonBody(c, placeOrderBody);
        const result = await commerce.checkout.placeOrder({
          basketId,
          owner,
          view,
          idempotencyKey: body.idempotencyKey,
          payment: body.payment as never,
          clientAddress: clientAddressOf(c),
        });
        keepOrderAccess(c, result);
        return c.json(toApiResult(result), result.outcome === "declined" ? 402 : 200);
      })
      .post("/confirm-payment", async (c) => {
        const { orderId, approved } = await readJsonBody(c, confirmBody);
        return c.json(toApiResult(await commerce.checkout.confirmPayment(orderId, await orderAccess(c), approved)));
      })
      // SPEC §7's Klarna adapter: the order is placed with Klarna Checkout as its payment, and the
      // shopper pays inside Klarna's snippet. With another provider, Klarna is not on offer (400).
      .post("/payment-adapters/klarna/create-payment", async (c) => {
        const shopper = c.get("shopper");
        const { owner, view } = await shopper.basketAccess();
        const basketId = requireBasketId(shopper);
        const { idempotencyKey } = await readJsonBody(c, klarnaPaymentBody);
        const outcome = await commerce.submitCheckout({
          basketId,
          owner,
          view,
          paymentCode: "klarna",
          paymentFor: () => ({ kind: "hosted" }),
          idempotencyKey,
          clientAddress: clientAddressOf(c),
        });
        if (outcome.kind === "invalid") throw outcome.errors[0];
        // A repeat after the basket was paid answers with the order it became.
        const result = outcome.order;
        if (!result) throw new DomainError("not_found", problem("basket_not_found"));
        keepOrderAccess(c, result);
        return c.json({
          ...toApiResult(result),
          HtmlSnippet: await commerce.checkout.getPaymentSnippet(result.orderId, {
            customerId: owner.customerId,
            guestToken: result.guestToken,
          }),
        });
      })
      .get("/payment-adapters/klarna/get-snippet", async (c) => {
        const { orderId } = readQuery(c, orderQuery);
        return c.json({ HtmlSnippet: await commerce.checkout.getPaymentSnippet(orderId, await orderAccess(c)) });
      })
      .post("/payment-adapters/klarna/push", async (c) => {
        // Klarna's push, unauthenticated: taken only for an order Klarna takes payment for, and then
        // the order's state is read from Klarna's API, never from this request.
        await commerce.checkout.refreshPayment(readQuery(c, pushQuery).orderId, "klarna");
        return c.body(null, 204);
      })
      .get("/orders/get-orders", async (c) => {
        const access = await orderAccess(c);
        if (access.customerId === null) throw new DomainError("unauthorized", problem("log_in_to_see_orders"));
        return c.json(
          (await commerce.orders.listCustomerOrders(access.customerId, 50)).map((order) => ({
            Id: order.id,
            OrderNumber: order.orderNumber,
            Status: order.status,
            CurrencyCode: order.currencyCode,
            TotalIncVat: order.totalIncVat / 100,
            CreatedAt: order.createdAt,
          })),
        );
      })
      .get("/orders/get-order-by-id", async (c) => {
        const { orderId } = readQuery(c, orderQuery);
        return c.json(toApiOrder(await commerce.orders.getOrder(orderId, await orderAccess(c))));
      })
  );
}
