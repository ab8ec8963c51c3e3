import { listMailTo } from "#commerce/modules/mail/index.ts";
import { and, eq, sql } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import {
  basketView,
  buyer,
  readyGuestBasket,
  stockedVariants,
  warehouseOnHand,
  type StockedVariant,
} from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import type { DomainError } from "../errors.ts";
import type { BasketView } from "../modules/basket/index.ts";
import { outgoingMail } from "../modules/mail/schema.ts";
import { canMoveOrder, orderTransitions } from "../modules/orders/index.ts";
import { orders } from "../modules/orders/schema.ts";
import { payments } from "../modules/payments/schema.ts";
import { warehouseStock } from "../modules/stores/schema.ts";
import { createSandboxPaymentProvider, sandboxCards } from "../providers/payments/sandbox.ts";
import type { PaymentProvider } from "../providers/payments/payment-provider.ts";
import { createCommerce } from "../commerce.ts";
import { guestOrderToken, type PlaceOrderInput } from "./place-order.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { problem } from "#commerce/error-codes.ts";

const shop = withDemoShop();
const guest = { customerId: null };
const card = (cardNumber: string) => ({ kind: "card" as const, cardNumber, expiry: "12/30", cvc: "123" });
let keys = 0;

function orderInput(
  basketId: string,
  view: BasketView,
  payment: PlaceOrderInput["payment"],
  idempotencyKey = `key-${(keys += 1)}`,
): PlaceOrderInput {
  return { basketId, owner: guest, view, idempotencyKey, payment };
}

describe("placing an order", () => {
  let variant: StockedVariant;
  let view: BasketView;

  it("takes the stock, captures the card once, empties the basket and sends a confirmation", async () => {
    [variant] = (await stockedVariants(shop, 6, 1)) as [StockedVariant];
    view = await basketView(shop);
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 2 }]);
    const total = (await shop.commerce.basket.getBasket(basketId, guest, view)).totalIncVat;
    const input = orderInput(basketId, view, card(sandboxCards.succeeds));
    const result = await shop.commerce.checkout.placeOrder(input);
    expect(result.outcome).toBe("paid");
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 2);
    const order = await shop.commerce.orders.getOrder(result.orderId, {
      customerId: null,
      guestToken: guestOrderToken(input.basketId, input.idempotencyKey),
    });
    expect(order).toMatchObject({ status: "processing", totalIncVat: total, currencyCode: "SEK", email: buyer.email });
    expect(order.history.map((step) => [step.fromStatus, step.toStatus])).toEqual([
      [null, "checkout"],
      ["checkout", "processing"],
    ]);
    expect(order.lines).toMatchObject([{ partNo: variant.partNo, quantity: 2 }]);
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderId, result.orderId));
    expect(payment).toMatchObject({ status: "captured", amount: total, cardLast4: "4242" });
    expect((await expectDomainError(shop.commerce.basket.getBasket(basketId, guest, view))).kind).toBe("not_found");
    const mails = await listMailTo(shop.database.db, buyer.email);
    expect(mails[0]).toMatchObject({
      subject: `Tack för din beställning ${result.orderNumber}`,
      template: "order-confirmation",
    });
    expect(mails[0]!.textBody).toContain("2 ×");
    // The outbox keeps what the mail tells until it is sent, never the order's row (keys, hashes).
    const { data } = mails[0]!.templateInput as { data: Record<string, unknown> & { lines: object[] } };
    expect(Object.keys(data).sort()).toEqual([
      "billingAddress",
      "currencyCode",
      "lines",
      "orderNumber",
      "pickupStore",
      "shippingAddress",
      "totalIncVat",
    ]);
    expect(Object.keys(data.lines[0]!).sort()).toEqual(["lineTotalIncVat", "name", "quantity", "variantDescription"]);
  });

  it("shows an order only to its guest's token or its customer", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.succeeds));
    const { orderId } = await shop.commerce.checkout.placeOrder(input);
    expect((await expectDomainError(shop.commerce.orders.getOrder(orderId, { customerId: null }))).kind).toBe(
      "not_found",
    );
    expect(
      (await expectDomainError(shop.commerce.orders.getOrder(orderId, { customerId: null, guestToken: "guess" }))).kind,
    ).toBe("not_found");
    expect((await expectDomainError(shop.commerce.orders.getOrder(orderId, { customerId: 1 }))).kind).toBe("not_found");
    expect(
      (
        await shop.commerce.orders.getOrder(orderId, {
          customerId: null,
          guestToken: guestOrderToken(input.basketId, input.idempotencyKey),
        })
      ).id,
    ).toBe(orderId);
  });

  it("declines a refused card, gives the stock back and keeps the basket", async () => {
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const result = await shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.declined)));
    expect(result).toMatchObject({ outcome: "declined", declineReason: "card_declined" });
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
    expect((await shop.commerce.basket.getBasket(basketId, guest, view)).lines).toHaveLength(1);
    const [order] = await shop.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, result.orderId));
    expect(order!.status).toBe("declined");
  });

  it("waits for the shopper's confirmation when the card asks for it; answering twice captures once", async () => {
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.needsConfirmation));
    const waiting = await shop.commerce.checkout.placeOrder(input);
    expect(waiting.outcome).toBe("action_required");
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 1);
    const owner = { customerId: null, guestToken: guestOrderToken(input.basketId, input.idempotencyKey) };
    expect(
      (
        await expectDomainError(
          shop.commerce.checkout.confirmPayment(waiting.orderId, { customerId: null, guestToken: "wrong" }, true),
        )
      ).kind,
    ).toBe("not_found");
    expect((await shop.commerce.checkout.confirmPayment(waiting.orderId, owner, true)).outcome).toBe("paid");
    const [first] = await shop.database.db.select().from(payments).where(eq(payments.orderId, waiting.orderId));
    expect((await shop.commerce.checkout.confirmPayment(waiting.orderId, owner, false)).outcome).toBe("paid");
    const [again] = await shop.database.db.select().from(payments).where(eq(payments.orderId, waiting.orderId));
    expect(again).toEqual(first);
    expect(
      await shop.database.db.$count(
        outgoingMail,
        sql`${outgoingMail.textBody} like ${`%${waiting.orderNumber}%`} or ${outgoingMail.subject} like ${`%${waiting.orderNumber}%`}`,
      ),
    ).toBe(1);
  });

  it("declines when the shopper refuses the confirmation, giving the stock back", async () => {
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.needsConfirmation));
    const waiting = await shop.commerce.checkout.placeOrder(input);
    const result = await shop.commerce.checkout.confirmPayment(
      waiting.orderId,
      { customerId: null, guestToken: guestOrderToken(input.basketId, input.idempotencyKey) },
      false,
    );
    expect(result).toMatchObject({ outcome: "declined", declineReason: "confirmation_refused" });
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
  });

  it("makes one order for one idempotency key, however often it is sent", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.succeeds));
    const results = await Promise.all([
      shop.commerce.checkout.placeOrder(input),
      shop.commerce.checkout.placeOrder(input),
      shop.commerce.checkout.placeOrder(input),
    ]);
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    expect(await shop.database.db.$count(orders, eq(orders.idempotencyKey, input.idempotencyKey))).toBe(1);
    expect((await shop.commerce.checkout.placeOrder(input)).orderId).toBe(results[0]!.orderId);
  });

  it("spreads an instalment payment over the chosen months", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }], "instalments");
    const result = await shop.commerce.checkout.placeOrder(
      orderInput(basketId, view, { kind: "instalments", months: 6 }),
    );
    expect(result.outcome).toBe("paid");
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderId, result.orderId));
    expect(payment).toMatchObject({
      methodKind: "instalments",
      instalmentMonths: 6,
      monthlyAmount: Math.ceil(payment!.amount / 6),
      status: "captured",
    });
  });

  it("refuses bad card details, a method other than the chosen one and an empty basket, creating nothing", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const count = await shop.database.db.$count(orders);
    const bad = await expectDomainError(
      shop.commerce.checkout.placeOrder(
        orderInput(basketId, view, { kind: "card", cardNumber: "4242 4242 4242 4241", expiry: "01/20", cvc: "1" }),
      ),
    );
    expect(problemsByField(bad)).toEqual({
      cardNumber: problem("card_number_invalid"),
      expiry: problem("card_expiry_invalid"),
      cvc: problem("card_cvc_invalid"),
    });
    expect(
      (
        await expectDomainError(
          shop.commerce.checkout.placeOrder(orderInput(basketId, view, { kind: "instalments", months: 3 })),
        )
      ).fields,
    ).toEqual([{ field: "paymentMethod", ...problem("required") }]);
    const empty = await shop.commerce.basket.createBasket(guest, view);
    expect(
      (await expectDomainError(shop.commerce.checkout.placeOrder(orderInput(empty, view, card(sandboxCards.succeeds)))))
        .code,
    ).toBe("basket_empty");
    expect(await shop.database.db.$count(orders)).toBe(count);
  });

  it("never oversells: simultaneous checkouts for the last units make exactly that many orders", async () => {
    const [last] = (await stockedVariants(shop, 1, 40)).slice(-1) as [StockedVariant];
    await shop.database.db
      .update(warehouseStock)
      .set({ onHand: 0 })
      .where(eq(warehouseStock.variantId, last.variantId));
    const [shelf] = await shop.database.db
      .select()
      .from(warehouseStock)
      .where(eq(warehouseStock.variantId, last.variantId))
      .limit(1);
    await shop.database.db
      .update(warehouseStock)
      .set({ onHand: 3 })
      .where(
        sql`${warehouseStock.variantId} = ${last.variantId} and ${warehouseStock.warehouseId} = ${shelf!.warehouseId}`,
      );
    const baskets = [];
    for (let index = 0; index < 8; index += 1)
      baskets.push(await readyGuestBasket(shop, view, [{ variantId: last.variantId, quantity: 1 }]));
    const settled = await Promise.allSettled(
      baskets.map((basketId) =>
        shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds))),
      ),
    );
    const paid = settled.filter((result) => result.status === "fulfilled" && result.value.outcome === "paid");
    const refused = settled.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(paid).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const failed of refused)
      expect((failed.reason as DomainError).problem).toEqual(problem("out_of_stock", { name: expect.any(String) }));
    expect(await warehouseOnHand(shop, last.variantId)).toBe(0);
  });
});

describe("the order lifecycle", () => {
  it("allows only the transitions of one table", () => {
    expect(canMoveOrder("checkout", "processing")).toBe(true);
    expect(canMoveOrder("processing", "accepted")).toBe(true);
    expect(canMoveOrder("accepted", "completed")).toBe(true);
    expect(canMoveOrder("completed", "processing")).toBe(false);
    expect(canMoveOrder("declined", "processing")).toBe(false);
    expect(orderTransitions.completed).toEqual([]);
  });

  it("refuses a move the table does not allow, and a removed order gives its stock back", async () => {
    const [variant] = (await stockedVariants(shop, 3, 1)) as [StockedVariant];
    const view = await basketView(shop);
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 2 }]);
    const { orderId } = await shop.commerce.checkout.placeOrder(
      orderInput(basketId, view, card(sandboxCards.succeeds)),
    );
    expect((await expectDomainError(shop.commerce.orders.moveOrder(orderId, "checkout"))).problem).toEqual(
      problem("order_transition_refused", { from: "processing", to: "checkout" }),
    );
    expect(await shop.commerce.orders.moveOrder(orderId, "accepted")).toBe(true);
    expect(await shop.commerce.orders.moveOrder(orderId, "accepted")).toBe(false);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 2);
    expect(await shop.commerce.orders.moveOrder(orderId, "removed")).toBe(true);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
    expect((await expectDomainError(shop.commerce.orders.moveOrder(orderId, "completed"))).kind).toBe("conflict");
  });
});

/**
 * The sandbox, counting what reaches the provider. `delayMs` keeps authorization in flight long
 * enough for concurrent repeats to arrive while the first request is still paying.
 */
function countingSandbox(delayMs = 50) {
  const sandbox = createSandboxPaymentProvider();
  const calls = { authorize: 0, captures: [] as number[] };
  const payments: PaymentProvider = {
    ...sandbox,
    async authorize(request) {
      calls.authorize += 1;
      await sleep(delayMs);
      return sandbox.authorize(request);
    },
    async capture(reference, amount) {
      calls.captures.push(amount);
      await sandbox.capture(reference, amount);
    },
  };
  return { calls, commerce: createCommerce(shop.database.db, { warn: () => {} }, { payments }) };
}

describe("one basket, one order, one true answer (issue 13)", () => {
  let variant: StockedVariant;
  let view: BasketView;
  const ordersOf = (basketId: string) =>
    shop.database.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.basketId, basketId));

  it("makes one order and one capture of a basket sent with two idempotency keys at once", async () => {
    [variant] = (await stockedVariants(shop, 10, 1)) as [StockedVariant];
    view = await basketView(shop);
    const { commerce, calls } = countingSandbox();
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 2 }]);
    const total = (await shop.commerce.basket.getBasket(basketId, guest, view)).totalIncVat;
    const results = await Promise.all([
      commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds))),
      commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds))),
    ]);
    expect(results.map((result) => result.outcome)).toEqual(["paid", "paid"]);
    expect(results[1]!.orderId).toBe(results[0]!.orderId);
    expect(await ordersOf(basketId)).toHaveLength(1);
    expect(calls.captures).toEqual([total]);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 2);
  });

  it("tells every one of ten identical requests at once the real outcome, with one order and one capture", async () => {
    const { commerce, calls } = countingSandbox();
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.succeeds));
    const results = await Promise.all(Array.from({ length: 10 }, () => commerce.checkout.placeOrder(input)));
    expect(results.map((result) => result.outcome)).toEqual(Array(10).fill("paid"));
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    expect(await ordersOf(basketId)).toHaveLength(1);
    expect(calls.authorize).toBe(1);
    expect(calls.captures).toHaveLength(1);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 1);
  });

  it("answers repeats of a declined payment declined, with its reason, and gives the stock back once", async () => {
    const { commerce, calls } = countingSandbox();
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.insufficientFunds));
    const results = await Promise.all(Array.from({ length: 4 }, () => commerce.checkout.placeOrder(input)));
    for (const result of [...results, await commerce.checkout.placeOrder(input)])
      expect(result).toMatchObject({
        orderId: results[0]!.orderId,
        outcome: "declined",
        declineReason: "insufficient_funds",
      });
    expect(calls).toEqual({ authorize: 1, captures: [] });
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
  });

  it("answers a repeat while the shopper's confirmation waits action_required, not pending", async () => {
    const { commerce } = countingSandbox();
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const results = await Promise.all([
      commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.needsConfirmation))),
      commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.needsConfirmation))),
    ]);
    expect(results.map((result) => result.outcome)).toEqual(["action_required", "action_required"]);
    expect(results[1]!.orderId).toBe(results[0]!.orderId);
  });

  it("holds one basket to one order across two processes, each with its own provider", async () => {
    const first = countingSandbox();
    const second = countingSandbox();
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () =>
        first.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds))),
      ),
      ...Array.from({ length: 3 }, () =>
        second.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds))),
      ),
    ]);
    expect(new Set(results.map((result) => `${result.orderId} ${result.outcome}`))).toEqual(
      new Set([`${results[0]!.orderId} paid`]),
    );
    expect(first.calls.captures.length + second.calls.captures.length).toBe(1);
    expect(await ordersOf(basketId)).toHaveLength(1);
  });

  it("keeps idempotency keys to their basket: another basket's same key makes that basket's own order", async () => {
    const key = `shared-${(keys += 1)}`;
    const mine = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const theirs = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const myOrder = await shop.commerce.checkout.placeOrder(orderInput(mine, view, card(sandboxCards.succeeds), key));
    const theirOrder = await shop.commerce.checkout.placeOrder(
      orderInput(theirs, view, card(sandboxCards.succeeds), key),
    );
    expect(theirOrder.orderId).not.toBe(myOrder.orderId);
    expect((await ordersOf(theirs)).map((order) => order.id)).toEqual([theirOrder.orderId]);
    expect(await shop.database.db.$count(orders, and(eq(orders.idempotencyKey, key), eq(orders.basketId, mine)))).toBe(
      1,
    );
  });

  it("lets a declined basket be tried again with a new key", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const declined = await shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.declined)));
    const paid = await shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds)));
    expect(paid.outcome).toBe("paid");
    expect(paid.orderId).not.toBe(declined.orderId);
    expect((await ordersOf(basketId)).map((order) => order.status).sort()).toEqual(["declined", "processing"]);
  });

  it("answers a submit after the basket was paid and is gone with the paid order, and the key to read it", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const paid = await shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds)));
    const again = await shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds)));
    expect(again).toMatchObject({ orderId: paid.orderId, outcome: "paid" });
    expect(
      (await shop.commerce.orders.getOrder(again.orderId, { customerId: null, guestToken: again.guestToken })).id,
    ).toBe(paid.orderId);
    expect(await ordersOf(basketId)).toHaveLength(1);
  });

  it("pays the checkout adapter's order of the basket rather than making a second one", async () => {
    const { commerce, calls } = countingSandbox();
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 2 }]);
    const adapterOrder = await commerce.checkout.createCheckoutOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: `adapter-${(keys += 1)}`,
    });
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 2);
    const [{ total }] = (await shop.database.db
      .select({ total: orders.totalIncVat })
      .from(orders)
      .where(eq(orders.id, adapterOrder.orderId))) as [{ total: number }];
    const results = await Promise.all([
      commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds))),
      commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds))),
    ]);
    expect(results.map((result) => [result.orderId, result.outcome])).toEqual([
      [adapterOrder.orderId, "paid"],
      [adapterOrder.orderId, "paid"],
    ]);
    expect(await ordersOf(basketId)).toEqual([{ id: adapterOrder.orderId, status: "processing" }]);
    expect(calls.captures).toEqual([total]);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 2);
    expect(
      (
        await shop.commerce.orders.getOrder(adapterOrder.orderId, {
          customerId: null,
          guestToken: results[1]!.guestToken,
        })
      ).status,
    ).toBe("processing");
  });

  it("starts the hold of the checkout adapter's order again when its payment begins, so a sweep leaves it to the shopper", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const adapterOrder = await shop.commerce.checkout.createCheckoutOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: `adapter-${(keys += 1)}`,
    });
    await shop.database.db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, adapterOrder.orderId));
    const waiting = await shop.commerce.checkout.placeOrder(
      orderInput(basketId, view, card(sandboxCards.needsConfirmation)),
    );
    expect(waiting).toMatchObject({ orderId: adapterOrder.orderId, outcome: "action_required" });
    expect((await shop.commerce.releaseExpiredOrders()).removed).not.toContain(adapterOrder.orderId);
    expect(
      (
        await shop.commerce.checkout.confirmPayment(
          waiting.orderId,
          { customerId: null, guestToken: waiting.guestToken },
          true,
        )
      ).outcome,
    ).toBe("paid");
  });

  it("keeps the checkout adapter's order as it is once its payment has begun: no line change, no deletion", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const adapterOrder = await shop.commerce.checkout.createCheckoutOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: `adapter-${(keys += 1)}`,
    });
    const access = { customerId: null, guestToken: adapterOrder.guestToken };
    const [line] = (await shop.commerce.orders.getOrder(adapterOrder.orderId, access)).lines;
    await shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.needsConfirmation)));
    expect(
      (await expectDomainError(shop.commerce.checkoutOrders.updateLine(adapterOrder.orderId, access, line!.id, 3)))
        .kind,
    ).toBe("conflict");
    expect((await expectDomainError(shop.commerce.checkoutOrders.deleteOrder(adapterOrder.orderId, access))).kind).toBe(
      "conflict",
    );
    const order = await shop.commerce.orders.getOrder(adapterOrder.orderId, access);
    expect([order.status, order.lines[0]!.quantity]).toEqual(["checkout", 1]);
  });

  it("gives the checkout adapter's create for a basket already being paid that order, and the guest's key to it", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const waiting = await shop.commerce.checkout.placeOrder(
      orderInput(basketId, view, card(sandboxCards.needsConfirmation)),
    );
    const created = await shop.commerce.checkout.createCheckoutOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: `adapter-${(keys += 1)}`,
    });
    expect(created).toMatchObject({ orderId: waiting.orderId, guestToken: waiting.guestToken });
    expect(
      (await shop.commerce.orders.getOrder(created.orderId, { customerId: null, guestToken: created.guestToken }))
        .status,
    ).toBe("checkout");
    expect(await ordersOf(basketId)).toHaveLength(1);
  });

  it("never approves a payment on refresh: only the shopper's answer settles a sandbox confirmation", async () => {
    const basketId = await readyGuestBasket(shop, view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.needsConfirmation));
    const waiting = await shop.commerce.checkout.placeOrder(input);
    await shop.commerce.checkout.refreshPayment(waiting.orderId, "sandbox");
    const owner = { customerId: null, guestToken: guestOrderToken(basketId, input.idempotencyKey) };
    expect(await shop.commerce.checkout.checkPayment(waiting.orderId, owner)).toMatchObject({
      outcome: "action_required",
    });
    const [order] = await shop.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, waiting.orderId));
    expect(order!.status).toBe("checkout");
    expect((await expectDomainError(shop.commerce.checkout.refreshPayment(waiting.orderId, "klarna"))).kind).toBe(
      "not_found",
    );
    expect((await shop.commerce.checkout.confirmPayment(waiting.orderId, owner, true)).outcome).toBe("paid");
  });
});
