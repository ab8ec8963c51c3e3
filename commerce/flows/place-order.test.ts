import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { basketView, buyer, stockedVariants, warehouseOnHand, type StockedVariant } from "../../tests/fixtures/basket.ts";
import { withDemoShop } from "../../tests/fixtures/demo-shop.ts";
import type { DomainError } from "../errors.ts";
import type { BasketView } from "../modules/basket/index.ts";
import { outgoingMail } from "../modules/mail/schema.ts";
import { canMoveOrder, orderTransitions } from "../modules/orders/index.ts";
import { orders } from "../modules/orders/schema.ts";
import { payments } from "../modules/payments/schema.ts";
import { warehouseStock } from "../modules/stores/schema.ts";
import { sandboxCards } from "../providers/payments/sandbox.ts";
import { guestOrderToken, type PlaceOrderInput } from "./place-order.ts";
import { expectDomainError } from "../../tests/fixtures/domain-error.ts";

const shop = withDemoShop();
const guest = { customerId: null };
const card = (cardNumber: string) => ({ kind: "card" as const, cardNumber, expiry: "12/30", cvc: "123" });
let keys = 0;

async function readyBasket(view: BasketView, lines: { variantId: number; quantity: number }[], paymentCode = "card") {
  const id = await shop.commerce.basket.createBasket(guest, view);
  await shop.commerce.basket.addItems(id, guest, lines);
  await shop.commerce.basket.updateBuyer(id, guest, buyer);
  await shop.commerce.basket.setDeliveryMethod(id, guest, view, "home");
  await shop.commerce.basket.setPaymentMethod(id, guest, view.locale, paymentCode);
  return id;
}

function orderInput(basketId: string, view: BasketView, payment: PlaceOrderInput["payment"], idempotencyKey = `key-${(keys += 1)}`): PlaceOrderInput {
  return { basketId, owner: guest, view, idempotencyKey, payment };
}


describe("placing an order", () => {
  let variant: StockedVariant;
  let view: BasketView;

  it("takes the stock, captures the card once, empties the basket and sends a confirmation", async () => {
    [variant] = await stockedVariants(shop, 6, 1) as [StockedVariant];
    view = await basketView(shop);
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyBasket(view, [{ variantId: variant.variantId, quantity: 2 }]);
    const total = (await shop.commerce.basket.getBasket(basketId, guest, view)).totalIncVat;
    const input = orderInput(basketId, view, card(sandboxCards.succeeds));
    const result = await shop.commerce.checkout.placeOrder(input);
    expect(result.outcome).toBe("paid");
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 2);
    const order = await shop.commerce.orders.getOrder(result.orderId, { customerId: null, guestToken: guestOrderToken(input.basketId, input.idempotencyKey) });
    expect(order).toMatchObject({ status: "processing", totalIncVat: total, currencyCode: "SEK", email: buyer.email });
    expect(order.history.map((step) => [step.fromStatus, step.toStatus])).toEqual([
      [null, "checkout"],
      ["checkout", "processing"],
    ]);
    expect(order.lines).toMatchObject([{ partNo: variant.partNo, quantity: 2 }]);
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderId, result.orderId));
    expect(payment).toMatchObject({ status: "captured", amount: total, cardLast4: "4242" });
    expect((await expectDomainError(shop.commerce.basket.getBasket(basketId, guest, view))).kind).toBe("not_found");
    const mails = await shop.commerce.mail.listMailTo(buyer.email);
    expect(mails[0]).toMatchObject({ subject: `Tack för din beställning ${result.orderNumber}`, template: "order-confirmation" });
    expect(mails[0]!.textBody).toContain("2 ×");
  });

  it("shows an order only to its guest's token or its customer", async () => {
    const basketId = await readyBasket(view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.succeeds));
    const { orderId } = await shop.commerce.checkout.placeOrder(input);
    expect((await expectDomainError(shop.commerce.orders.getOrder(orderId, { customerId: null }))).kind).toBe("not_found");
    expect((await expectDomainError(shop.commerce.orders.getOrder(orderId, { customerId: null, guestToken: "guess" }))).kind).toBe("not_found");
    expect((await expectDomainError(shop.commerce.orders.getOrder(orderId, { customerId: 1 }))).kind).toBe("not_found");
    expect((await shop.commerce.orders.getOrder(orderId, { customerId: null, guestToken: guestOrderToken(input.basketId, input.idempotencyKey) })).id).toBe(orderId);
  });

  it("declines a refused card, gives the stock back and keeps the basket", async () => {
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyBasket(view, [{ variantId: variant.variantId, quantity: 1 }]);
    const result = await shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.declined)));
    expect(result).toMatchObject({ outcome: "declined", declineReason: "card_declined" });
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
    expect((await shop.commerce.basket.getBasket(basketId, guest, view)).lines).toHaveLength(1);
    const [order] = await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, result.orderId));
    expect(order!.status).toBe("declined");
  });

  it("waits for the shopper's confirmation when the card asks for it; answering twice captures once", async () => {
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyBasket(view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.needsConfirmation));
    const waiting = await shop.commerce.checkout.placeOrder(input);
    expect(waiting.outcome).toBe("action_required");
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 1);
    const owner = { customerId: null, guestToken: guestOrderToken(input.basketId, input.idempotencyKey) };
    expect((await expectDomainError(shop.commerce.checkout.confirmPayment(waiting.orderId, { customerId: null, guestToken: "wrong" }, true))).kind).toBe("not_found");
    expect((await shop.commerce.checkout.confirmPayment(waiting.orderId, owner, true)).outcome).toBe("paid");
    const [first] = await shop.database.db.select().from(payments).where(eq(payments.orderId, waiting.orderId));
    expect((await shop.commerce.checkout.confirmPayment(waiting.orderId, owner, false)).outcome).toBe("paid");
    const [again] = await shop.database.db.select().from(payments).where(eq(payments.orderId, waiting.orderId));
    expect(again).toEqual(first);
    expect(await shop.database.db.$count(outgoingMail, sql`${outgoingMail.textBody} like ${`%${waiting.orderNumber}%`} or ${outgoingMail.subject} like ${`%${waiting.orderNumber}%`}`)).toBe(1);
  });

  it("declines when the shopper refuses the confirmation, giving the stock back", async () => {
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await readyBasket(view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.needsConfirmation));
    const waiting = await shop.commerce.checkout.placeOrder(input);
    const result = await shop.commerce.checkout.confirmPayment(waiting.orderId, { customerId: null, guestToken: guestOrderToken(input.basketId, input.idempotencyKey) }, false);
    expect(result).toMatchObject({ outcome: "declined", declineReason: "confirmation_refused" });
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
  });

  it("makes one order for one idempotency key, however often it is sent", async () => {
    const basketId = await readyBasket(view, [{ variantId: variant.variantId, quantity: 1 }]);
    const input = orderInput(basketId, view, card(sandboxCards.succeeds));
    const results = await Promise.all([shop.commerce.checkout.placeOrder(input), shop.commerce.checkout.placeOrder(input), shop.commerce.checkout.placeOrder(input)]);
    expect(new Set(results.map((result) => result.orderId)).size).toBe(1);
    expect(await shop.database.db.$count(orders, eq(orders.idempotencyKey, input.idempotencyKey))).toBe(1);
    expect((await shop.commerce.checkout.placeOrder(input)).orderId).toBe(results[0]!.orderId);
  });

  it("spreads an instalment payment over the chosen months", async () => {
    const basketId = await readyBasket(view, [{ variantId: variant.variantId, quantity: 1 }], "instalments");
    const result = await shop.commerce.checkout.placeOrder(orderInput(basketId, view, { kind: "instalments", months: 6 }));
    expect(result.outcome).toBe("paid");
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderId, result.orderId));
    expect(payment).toMatchObject({ methodKind: "instalments", instalmentMonths: 6, monthlyAmount: Math.ceil(payment!.amount / 6), status: "captured" });
  });

  it("refuses bad card details, a method other than the chosen one and an empty basket, creating nothing", async () => {
    const basketId = await readyBasket(view, [{ variantId: variant.variantId, quantity: 1 }]);
    const count = await shop.database.db.$count(orders);
    const bad = await expectDomainError(shop.commerce.checkout.placeOrder(orderInput(basketId, view, { kind: "card", cardNumber: "4242 4242 4242 4241", expiry: "01/20", cvc: "1" })));
    expect(bad.fields).toEqual({ cardNumber: "Card number is not valid", expiry: "Expiry date must be MM/YY and not in the past", cvc: "Security code must be 3 or 4 digits" });
    expect((await expectDomainError(shop.commerce.checkout.placeOrder(orderInput(basketId, view, { kind: "instalments", months: 3 })))).fields).toEqual({ paymentMethod: "Value is required" });
    const empty = await shop.commerce.basket.createBasket(guest, view);
    expect((await expectDomainError(shop.commerce.checkout.placeOrder(orderInput(empty, view, card(sandboxCards.succeeds))))).message).toBe("The basket is empty");
    expect(await shop.database.db.$count(orders)).toBe(count);
  });

  it("never oversells: simultaneous checkouts for the last units make exactly that many orders", async () => {
    const [last] = (await stockedVariants(shop, 1, 40)).slice(-1) as [StockedVariant];
    await shop.database.db.update(warehouseStock).set({ onHand: 0 }).where(eq(warehouseStock.variantId, last.variantId));
    const [shelf] = await shop.database.db.select().from(warehouseStock).where(eq(warehouseStock.variantId, last.variantId)).limit(1);
    await shop.database.db.update(warehouseStock).set({ onHand: 3 }).where(sql`${warehouseStock.variantId} = ${last.variantId} and ${warehouseStock.warehouseId} = ${shelf!.warehouseId}`);
    const baskets = [];
    for (let index = 0; index < 8; index += 1) baskets.push(await readyBasket(view, [{ variantId: last.variantId, quantity: 1 }]));
    const settled = await Promise.allSettled(baskets.map((basketId) => shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds)))));
    const paid = settled.filter((result) => result.status === "fulfilled" && result.value.outcome === "paid");
    const refused = settled.filter((result): result is PromiseRejectedResult => result.status === "rejected");
    expect(paid).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const failed of refused) expect((failed.reason as DomainError).message).toMatch(/out of stock$/);
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
    const basketId = await readyBasket(view, [{ variantId: variant.variantId, quantity: 2 }]);
    const { orderId } = await shop.commerce.checkout.placeOrder(orderInput(basketId, view, card(sandboxCards.succeeds)));
    expect((await expectDomainError(shop.commerce.orders.moveOrder(orderId, "checkout"))).message).toBe("An order cannot go from processing to checkout");
    expect(await shop.commerce.orders.moveOrder(orderId, "accepted")).toBe(true);
    expect(await shop.commerce.orders.moveOrder(orderId, "accepted")).toBe(false);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 2);
    expect(await shop.commerce.orders.moveOrder(orderId, "removed")).toBe(true);
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
    expect((await expectDomainError(shop.commerce.orders.moveOrder(orderId, "completed"))).kind).toBe("conflict");
  });
});
