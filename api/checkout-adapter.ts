import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { DomainError, isDomainError } from "#commerce/errors.ts";
import { clientAddressOf } from "./client-address.ts";
import { readJsonBody } from "./query.ts";
import { requireBasketId, type ShopperEnv } from "./shopper.ts";

const createBody = z.object({ idempotencyKey: z.string().min(8).max(100) });
const quantityBody = z.object({ quantity: z.number().int() });
const buyerBody = z.object({ buyer: z.record(z.string(), z.unknown()) });
const orderParams = z.object({ orderId: z.uuid() });

/**
 * SPEC §7's checkout adapter (`{adapter}/api/v1/orders`, its cart items, the order) and checkout
 * service (`{checkout}/api/v0/checkout/orders`), modelled on our own order while it is in
 * `checkout`. SPEC §8: a failing call is logged and answered as 'Cannot delete' (409), except bad
 * input (400 with its fields), someone else's order (404) and too many orders created (429).
 */
export function createCheckoutAdapterApi(commerce: Commerce, logError: (error: unknown) => void) {
  const access = (c: Context<ShopperEnv>) => c.get("shopper").orderAccess();
  const orderId = (c: Context) => {
    const parsed = orderParams.safeParse({ orderId: c.req.param("orderId") });
    if (!parsed.success) throw new DomainError("not_found", problem("order_not_found"));
    return parsed.data.orderId;
  };
  const asAdapterCall = async (c: Context, call: () => Promise<Response>) => {
    try {
      return await call();
    } catch (error) {
      if (
        isDomainError(error) &&
        (error.kind === "invalid" || error.kind === "not_found" || error.kind === "rate_limited")
      )
        throw error;
      logError(error);
      throw new DomainError("conflict", problem("cannot_delete"), [
        onField("reason", isDomainError(error) ? error.problem : problem("checkout_adapter_failed")),
      ]);
    }
  };
  const answerOrder = async (c: Context<ShopperEnv>, id: string) => {
    const order = await commerce.orders.getOrder(id, await access(c));
    return c.json({
      OrderId: order.id,
      OrderNumber: order.orderNumber,
      Status: order.status,
      Items: order.lines.map((line) => ({
        Id: line.id,
        PartNo: line.partNo,
        Quantity: line.quantity,
        LineTotalIncVat: line.lineTotalIncVat / 100,
      })),
      TotalIncVat: order.totalIncVat / 100,
      VatAmount: order.vatAmount / 100,
    });
  };

  const adapter = new Hono<ShopperEnv>()
    .post("/api/v1/orders", (c) =>
      asAdapterCall(c, async () => {
        const shopper = c.get("shopper");
        const { owner, view } = await shopper.basketAccess();
        const basketId = requireBasketId(shopper);
        const { idempotencyKey } = await readJsonBody(c, createBody);
        // The basket's live order may have been made under another key: its own guest key opens it.
        const { orderId: id, guestToken } = await commerce.checkout.createCheckoutOrder({
          basketId,
          owner,
          view,
          idempotencyKey,
          clientAddress: clientAddressOf(c),
        });
        if (guestToken) {
          c.get("shopper").keepOrderAccess(guestToken);
          const order = await commerce.orders.getOrder(id, { customerId: null, guestToken });
          return c.json(
            {
              OrderId: order.id,
              OrderNumber: order.orderNumber,
              Status: order.status,
              TotalIncVat: order.totalIncVat / 100,
            },
            201,
          );
        }
        return answerOrder(c, id);
      }),
    )
    .patch("/api/v1/orders/:orderId/cart/items/:itemId", (c) =>
      asAdapterCall(c, async () => {
        const id = orderId(c);
        const { quantity } = await readJsonBody(c, quantityBody);
        await commerce.checkoutOrders.updateLine(id, await access(c), Number(c.req.param("itemId")), quantity);
        return answerOrder(c, id);
      }),
    )
    .put("/api/v1/orders/:orderId", (c) =>
      asAdapterCall(c, async () => {
        const id = orderId(c);
        await commerce.checkoutOrders.updateBuyer(
          id,
          await access(c),
          (await readJsonBody(c, buyerBody)).buyer as never,
        );
        return answerOrder(c, id);
      }),
    );

  const service = new Hono<ShopperEnv>().delete("/api/v0/checkout/orders/:orderId", (c) =>
    asAdapterCall(c, async () => {
      await commerce.checkoutOrders.deleteOrder(orderId(c), await access(c));
      return c.body(null, 204);
    }),
  );

  return { adapter, service };
}
