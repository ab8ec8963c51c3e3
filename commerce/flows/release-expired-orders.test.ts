import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { basketView, buyer, stockedVariants, warehouseOnHand, type StockedVariant } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { createCommerce } from "../commerce.ts";
import { selectRows } from "../db/client.ts";
import type { BasketView } from "../modules/basket/index.ts";
import { orders, orderStatusHistory } from "../modules/orders/schema.ts";
import { payments } from "../modules/payments/schema.ts";
import type { AuthorizationResult, PaymentProvider } from "../providers/payments/payment-provider.ts";
import { createSandboxPaymentProvider, sandboxCards } from "../providers/payments/sandbox.ts";
import { guestOrderToken } from "./place-order.ts";

const shop = withDemoShop();
const guest = { customerId: null };
let keys = 0;

/** The sandbox, except that `lookup` answers what the test says the provider now knows; lookups and cancels are recorded. */
function providerReporting(status: AuthorizationResult["status"] | "as_sandbox") {
  const sandbox = createSandboxPaymentProvider();
  const cancelled: string[] = [];
  const lookedUp: string[] = [];
  const payments: PaymentProvider = {
    ...sandbox,
    async lookup(reference) {
      lookedUp.push(reference);
      if (status === "as_sandbox") return sandbox.lookup(reference);
      return status === "declined" ? { status, reference, reason: "card_declined" } : { status, reference };
    },
    async cancel(reference) {
      cancelled.push(reference);
    },
  };
  return { cancelled, lookedUp, commerce: createCommerce(shop.database.db, { warn: () => {} }, { payments }) };
}

async function readyBasket(view: BasketView, variant: StockedVariant, quantity = 1) {
  const id = await shop.commerce.basket.createBasket(guest, view);
  await shop.commerce.basket.addItems(id, guest, [{ variantId: variant.variantId, quantity }]);
  await shop.commerce.basket.updateBuyer(id, guest, buyer);
  await shop.commerce.basket.setDeliveryMethod(id, guest, view, "home");
  await shop.commerce.basket.setPaymentMethod(id, guest, view.locale, "card");
  return id;
}

/** An order in `checkout` made by the checkout adapter (no payment yet), holding `quantity` of the variant. */
async function adapterOrder(view: BasketView, variant: StockedVariant, quantity = 1) {
  const basketId = await readyBasket(view, variant, quantity);
  return (
    await shop.commerce.checkout.createCheckoutOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: `hold-${(keys += 1)}`,
    })
  ).orderId;
}

/** An order whose card payment waits for the shopper's confirmation. */
async function waitingOrder(view: BasketView, variant: StockedVariant) {
  const basketId = await readyBasket(view, variant);
  const idempotencyKey = `hold-${(keys += 1)}`;
  const result = await shop.commerce.checkout.placeOrder({
    basketId,
    owner: guest,
    view,
    idempotencyKey,
    payment: { kind: "card", cardNumber: sandboxCards.needsConfirmation, expiry: "12/30", cvc: "123" },
  });
  expect(result.outcome).toBe("action_required");
  return {
    orderId: result.orderId,
    access: { customerId: null, guestToken: guestOrderToken(basketId, idempotencyKey) },
  };
}

async function expireHolds(orderIds: string[]) {
  await shop.database.db
    .update(orders)
    .set({ holdExpiresAt: sql`now() - interval '1 second'` })
    .where(inArray(orders.id, orderIds));
}

/** A guest's order waiting for the shopper to confirm its payment, its hold run out; with its variant's stock before it. */
async function expiredWaitingOrder() {
  const [variant] = (await stockedVariants(shop, 4, 1)) as [StockedVariant];
  const before = await warehouseOnHand(shop, variant.variantId);
  const waiting = await waitingOrder(await basketView(shop), variant);
  await expireHolds([waiting.orderId]);
  return { variant, before, ...waiting };
}

async function statusOf(orderId: string) {
  const [order] = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order!.status;
}

async function paymentOf(orderId: string) {
  const [payment] = await shop.database.db
    .select({ status: payments.status, reference: payments.reference })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return payment!;
}

async function catalogueVersion() {
  const [row] = await selectRows<{ version: number }>(
    shop.database.db,
    sql`select version::int as version from catalogue_state where id = 1`,
  );
  return row?.version ?? 0;
}

describe("a checkout order's stock hold", () => {
  it("runs out CHECKOUT_HOLD_MINUTES after the order is created, in fractions of a minute too", async () => {
    const [variant] = (await stockedVariants(shop, 4, 1)) as [StockedVariant];
    const view = await basketView(shop);
    const short = createCommerce(shop.database.db, { warn: () => {} }, { checkoutHoldMinutes: 0.5 });
    const basketId = await readyBasket(view, variant);
    const { orderId } = await short.checkout.createCheckoutOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: `hold-${(keys += 1)}`,
    });
    const [row] = await selectRows<{ seconds: number }>(
      shop.database.db,
      sql`select extract(epoch from hold_expires_at - created_at)::float8 as seconds from orders where id = ${orderId}`,
    );
    expect(row!.seconds).toBeCloseTo(30, 0);
    const defaultHold = await adapterOrder(view, variant);
    const [standard] = await selectRows<{ seconds: number }>(
      shop.database.db,
      sql`select extract(epoch from hold_expires_at - created_at)::float8 as seconds from orders where id = ${defaultHold}`,
    );
    expect(standard!.seconds).toBeCloseTo(15 * 60, 0);
  });
});

describe("releasing expired checkout orders", () => {
  it("removes an expired order and gives its stock back to the warehouses and the listings, keeping one whose hold has not run out", async () => {
    const [variant] = (await stockedVariants(shop, 6, 1)) as [StockedVariant];
    const view = await basketView(shop);
    const before = await warehouseOnHand(shop, variant.variantId);
    const expired = await adapterOrder(view, variant, 2);
    const kept = await adapterOrder(view, variant, 1);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 3);
    await expireHolds([expired]);
    const version = await catalogueVersion();

    const report = await shop.commerce.releaseExpiredOrders();
    expect(report).toEqual({ removed: [expired], paid: [], declined: [] });
    expect(await statusOf(expired)).toBe("removed");
    expect(await statusOf(kept)).toBe("checkout");
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 1);
    expect(await catalogueVersion()).toBeGreaterThan(version);
    expect(await shop.commerce.releaseExpiredOrders()).toEqual({ removed: [], paid: [], declined: [] });
  });

  it("counts the hold of an order from before holds existed (no hold_expires_at) from when it was created", async () => {
    const [variant] = (await stockedVariants(shop, 4, 1)) as [StockedVariant];
    const view = await basketView(shop);
    const before = await warehouseOnHand(shop, variant.variantId);
    const old = await adapterOrder(view, variant);
    const recent = await adapterOrder(view, variant);
    await shop.database.db
      .update(orders)
      .set({ holdExpiresAt: null, createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(orders.id, old));
    await shop.database.db.update(orders).set({ holdExpiresAt: null }).where(eq(orders.id, recent));

    expect((await shop.commerce.releaseExpiredOrders()).removed).toEqual([old]);
    expect(await statusOf(recent)).toBe("checkout");
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 1);
  });

  it("settles as paid an order the provider reports paid, never removing it", async () => {
    const { variant, before, orderId } = await expiredWaitingOrder();
    const provider = providerReporting("authorized");

    expect(await provider.commerce.releaseExpiredOrders()).toEqual({ removed: [], paid: [orderId], declined: [] });
    expect(await statusOf(orderId)).toBe("processing");
    expect((await paymentOf(orderId)).status).toBe("captured");
    expect(provider.cancelled).toEqual([]);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 1);
  });

  it("declines an order the provider reports refused, giving its stock back", async () => {
    const { variant, before, orderId } = await expiredWaitingOrder();

    expect(await providerReporting("declined").commerce.releaseExpiredOrders()).toEqual({
      removed: [],
      paid: [],
      declined: [orderId],
    });
    expect(await statusOf(orderId)).toBe("declined");
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
  });

  it("cancels a payment still waiting for the shopper, then removes the order, which a late confirmation no longer pays", async () => {
    const { variant, before, orderId, access } = await expiredWaitingOrder();
    const { reference } = await paymentOf(orderId);
    const provider = providerReporting("as_sandbox");

    expect(await provider.commerce.releaseExpiredOrders()).toEqual({ removed: [orderId], paid: [], declined: [] });
    expect(provider.cancelled).toEqual([reference]);
    expect(await statusOf(orderId)).toBe("removed");
    expect((await paymentOf(orderId)).status).toBe("cancelled");
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
    expect((await shop.commerce.checkout.confirmPayment(orderId, access, true)).outcome).toBe("declined");
    expect(await statusOf(orderId)).toBe("removed");
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
  });

  it("removes each expired order once, asking the provider once, when two processes sweep at the same time", async () => {
    const [variant] = (await stockedVariants(shop, 12, 1)) as [StockedVariant];
    const view = await basketView(shop);
    const before = await warehouseOnHand(shop, variant.variantId);
    const expired: string[] = [];
    for (let index = 0; index < 4; index += 1)
      expired.push(await adapterOrder(view, variant), (await waitingOrder(view, variant)).orderId);
    await expireHolds(expired);
    const processes = [providerReporting("as_sandbox"), providerReporting("as_sandbox")];

    const reports = await Promise.all(processes.map((process) => process.commerce.releaseExpiredOrders()));
    expect(reports.flatMap((report) => report.removed).sort()).toEqual([...expired].sort());
    expect(processes.flatMap((process) => process.lookedUp)).toHaveLength(4);
    expect(processes.flatMap((process) => process.cancelled)).toHaveLength(4);
    const removals = await shop.database.db.$count(
      orderStatusHistory,
      and(inArray(orderStatusHistory.orderId, expired), eq(orderStatusHistory.toStatus, "removed")),
    );
    expect(removals).toBe(expired.length);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
  });
});
