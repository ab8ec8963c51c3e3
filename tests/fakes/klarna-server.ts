import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";

export interface FakeKlarnaOrder {
  order_id: string;
  status: "checkout_incomplete" | "checkout_complete";
  html_snippet: string;
  /** What the merchant sent when creating the order. */
  request: Record<string, unknown> & {
    order_amount: number;
    order_tax_amount: number;
    order_lines: Record<string, unknown>[];
    merchant_urls: Record<string, string>;
  };
  acknowledged: number;
  captures: number[];
  /** Aborted through Checkout v3 before completion: the shopper can no longer complete it. */
  aborted: boolean;
  /** Cancelled through Order Management after completion: it can no longer be captured. */
  cancelled: boolean;
  /** Refunds through Order Management, each made once per idempotency key. */
  refunds: FakeKlarnaRefund[];
}

/** A refund as Klarna keeps it. */
export interface FakeKlarnaRefund {
  refund_id: string;
  idempotencyKey: string | undefined;
  refunded_amount: number;
  description?: string;
  order_lines?: Record<string, unknown>[];
}

/** A checkout order as Checkout v3 answers it. */
const checkoutOrderOf = (order: FakeKlarnaOrder) => ({
  order_id: order.order_id,
  status: order.status,
  html_snippet: order.html_snippet,
  order_amount: order.request.order_amount,
  merchant_reference1: order.request.merchant_reference1,
});

/**
 * A fake of Klarna's REST API on loopback, as documented: Checkout v3 (POST /checkout/v3/orders,
 * GET /checkout/v3/orders/{id}, POST /checkout/v3/orders/{id}/abort) and Order Management v1
 * (POST .../acknowledge, .../captures, .../cancel), behind HTTP Basic authentication.
 * `completeOrder(id)` plays the shopper finishing the purchase in the snippet (impossible once
 * aborted); `push(id)` plays Klarna calling the merchant's push URL.
 */
export async function startFakeKlarna(username: string, password: string) {
  const orders = new Map<string, FakeKlarnaOrder>();
  let lostRefundAnswers = 0;
  const expected = `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;

  const app = new Hono()
    .use(async (c, next) => {
      if (c.req.header("authorization") !== expected)
        return c.json({ error_code: "UNAUTHORIZED", error_messages: ["Bad credentials"] }, 401);
      await next();
    })
    .post("/checkout/v3/orders", async (c) => {
      const request = await c.req.json();
      const lines = request.order_lines as { total_amount: number; total_tax_amount: number }[];
      const sum = lines.reduce((total, line) => total + line.total_amount, 0);
      const tax = lines.reduce((total, line) => total + line.total_tax_amount, 0);
      if (sum !== request.order_amount || tax !== request.order_tax_amount) {
        return c.json(
          { error_code: "BAD_VALUE", error_messages: ["Bad value: order_amount or order_tax_amount"] },
          400,
        );
      }
      const order: FakeKlarnaOrder = {
        order_id: randomUUID(),
        status: "checkout_incomplete",
        html_snippet: `<div id="klarna-checkout-container"><p>Klarna Checkout (fake)</p></div>`,
        request,
        acknowledged: 0,
        captures: [],
        aborted: false,
        cancelled: false,
        refunds: [],
      };
      orders.set(order.order_id, order);
      return c.json(
        {
          order_id: order.order_id,
          status: order.status,
          html_snippet: order.html_snippet,
          order_amount: request.order_amount,
        },
        201,
      );
    })
    .get("/checkout/v3/orders/:id", (c) => {
      const order = orders.get(c.req.param("id"));
      if (!order) return c.json({ error_code: "NOT_FOUND" }, 404);
      return c.json(checkoutOrderOf(order));
    })
    .post("/checkout/v3/orders/:id/abort", (c) => {
      const order = orders.get(c.req.param("id"));
      if (!order) return c.json({ error_code: "NOT_FOUND" }, 404);
      // A completed checkout order belongs to Order Management: Checkout treats it as read only.
      if (order.status === "checkout_complete")
        return c.json(
          { error_code: "READ_ONLY_ORDER", error_messages: ["You tried to modify a read only resource."] },
          403,
        );
      order.aborted = true;
      return c.json(checkoutOrderOf(order));
    })
    .post("/ordermanagement/v1/orders/:id/cancel", (c) => {
      const order = orders.get(c.req.param("id"));
      if (!order || order.status !== "checkout_complete") return c.json({ error_code: "NOT_FOUND" }, 404);
      if (order.captures.length > 0 || order.cancelled)
        return c.json(
          {
            error_code: "CANCEL_NOT_ALLOWED",
            error_messages: ["Order has previous captures or is closed. Cancel not possible."],
          },
          403,
        );
      order.cancelled = true;
      return c.body(null, 204);
    })
    .post("/ordermanagement/v1/orders/:id/acknowledge", (c) => {
      const order = orders.get(c.req.param("id"));
      if (!order || order.status !== "checkout_complete") return c.json({ error_code: "NOT_FOUND" }, 404);
      order.acknowledged += 1;
      return c.body(null, 204);
    })
    .post("/ordermanagement/v1/orders/:id/captures", async (c) => {
      const order = orders.get(c.req.param("id"));
      if (!order || order.status !== "checkout_complete") return c.json({ error_code: "NOT_FOUND" }, 404);
      if (order.cancelled)
        return c.json({ error_code: "CAPTURE_NOT_ALLOWED", error_messages: ["Order is cancelled."] }, 403);
      const { captured_amount } = await c.req.json();
      if (captured_amount + order.captures.reduce((sum, amount) => sum + amount, 0) > order.request.order_amount)
        return c.json({ error_code: "CAPTURE_NOT_ALLOWED" }, 403);
      order.captures.push(captured_amount);
      return c.body(null, 201);
    })
    .post("/ordermanagement/v1/orders/:id/refunds", async (c) => {
      const order = orders.get(c.req.param("id"));
      if (!order || order.status !== "checkout_complete") return c.json({ error_code: "NOT_FOUND" }, 404);
      const idempotencyKey = c.req.header("klarna-idempotency-key");
      // Klarna judges a repeat by its key alone: the same key answers the same refund, whatever the body.
      let refund = idempotencyKey ? order.refunds.find((made) => made.idempotencyKey === idempotencyKey) : undefined;
      if (!refund) {
        const request = (await c.req.json()) as Omit<FakeKlarnaRefund, "refund_id" | "idempotencyKey">;
        const amount = request.refunded_amount;
        if (!Number.isInteger(amount) || amount < 0 || (request.description?.length ?? 0) > 255)
          return c.json({ error_code: "BAD_VALUE", error_messages: ["Bad value: refunded_amount"] }, 400);
        const captured = order.captures.reduce((sum, captured) => sum + captured, 0);
        if (captured === 0)
          return c.json(
            { error_code: "REFUND_NOT_ALLOWED", error_messages: ["Order has no captures. Refund not possible"] },
            403,
          );
        const refunded = order.refunds.reduce((sum, made) => sum + made.refunded_amount, 0);
        if (refunded + amount > captured)
          return c.json(
            {
              error_code: "REFUND_NOT_ALLOWED",
              error_messages: [`Refunded amount ${refunded + amount} cannot exceed the captured amount ${captured}`],
            },
            403,
          );
        refund = { ...request, refund_id: randomUUID(), idempotencyKey };
        order.refunds.push(refund);
      }
      if (lostRefundAnswers > 0) {
        lostRefundAnswers -= 1;
        return c.json({ error_code: "TEMPORARILY_UNAVAILABLE", error_messages: ["Temporarily unavailable"] }, 503);
      }
      c.header("Location", `/ordermanagement/v1/orders/${order.order_id}/refunds/${refund.refund_id}`);
      c.header("Refund-Id", refund.refund_id);
      return c.body(null, 201);
    });

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const listener = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(listener));
  });
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    orders,
    completeOrder(orderId: string) {
      const order = orders.get(orderId)!;
      if (order.aborted) throw new Error(`Klarna order ${orderId} was aborted and cannot be completed`);
      order.status = "checkout_complete";
    },
    /** Calls the merchant's push URL the way Klarna does: a POST with the order id filled in. */
    async push(orderId: string): Promise<number> {
      const url = orders.get(orderId)!.request.merchant_urls.push!.replace("{checkout.order.id}", orderId);
      return (await fetch(url, { method: "POST" })).status;
    },
    /** The next `count` refunds are made, but Klarna's answer to each is lost (503). */
    loseRefundAnswers(count: number) {
      lostRefundAnswers = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
