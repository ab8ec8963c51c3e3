import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketView, buyer, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { createStaffActors } from "#tests/fixtures/staff-actors.ts";
import { startFakeKlarna } from "#tests/fakes/klarna-server.ts";
import { createCommerce, type Commerce } from "#commerce/commerce.ts";
import { problem } from "#commerce/error-codes.ts";
import { paymentRefunds, payments } from "#commerce/modules/payments/schema.ts";
import type { StaffActor, StaffRole } from "#commerce/modules/access/index.ts";
import { type PaymentLine, RefundRefusedError } from "../payment-provider.ts";
import { createKlarnaPaymentProvider } from "./klarna-provider.ts";

const shop = withDemoShop();
let fake: Awaited<ReturnType<typeof startFakeKlarna>>;
let klarnaShop: Commerce;
let staff: Record<StaffRole, StaffActor>;
const shopUrl = "https://shop.example";
const provider = () =>
  createKlarnaPaymentProvider({ apiUrl: fake.apiUrl, username: "merchant-uid", password: "shared-secret", shopUrl });

beforeAll(async () => {
  fake = await startFakeKlarna("merchant-uid", "shared-secret");
  klarnaShop = createCommerce(shop.database.db, { warn: () => undefined }, { payments: provider() });
  staff = await createStaffActors(shop.database.db, "klarna");
});
afterAll(() => fake.close());

const shirt: PaymentLine = {
  reference: "TS-BLUE-M",
  name: "T-shirt",
  quantity: 2,
  unitPriceIncVat: 25_000,
  totalIncVat: 50_000,
  vatRate: 2500,
  vatAmount: 10_000,
  kind: "goods",
};

/** A Klarna order the shopper completed and the shop captured in full (as the shop does when paid). */
async function capturedKlarnaOrder(amount = 50_000): Promise<string> {
  const { reference } = await provider().authorize({
    orderId: randomUUID(),
    amount,
    vatAmount: amount / 5,
    currencyCode: "SEK",
    locale: "sv-SE",
    country: "SE",
    lines: [{ ...shirt, quantity: amount / 25_000, totalIncVat: amount, vatAmount: amount / 5 }],
    details: { kind: "hosted" },
  });
  fake.completeOrder(reference);
  await provider().capture(reference, amount);
  return reference;
}

describe("Klarna refunds, against the fake's Order Management API", () => {
  it("posts the refund with its amount, lines and description under our refund id as idempotency key", async () => {
    const reference = await capturedKlarnaOrder();
    const refundId = randomUUID();
    const line = { ...shirt, quantity: 1, totalIncVat: 25_000, vatAmount: 5_000 };
    const answer = await provider().refund(reference, {
      refundId,
      amount: 25_000,
      lines: [line],
      description: "Returned: wrong size",
    });
    const [refund] = fake.orders.get(reference)!.refunds;
    expect(answer).toEqual({ reference: refund!.refund_id });
    expect(refund).toEqual({
      refund_id: expect.any(String),
      idempotencyKey: refundId,
      refunded_amount: 25_000,
      description: "Returned: wrong size",
      order_lines: [
        {
          type: "physical",
          reference: "TS-BLUE-M",
          name: "T-shirt",
          quantity: 1,
          unit_price: 25_000,
          tax_rate: 2500,
          total_amount: 25_000,
          total_tax_amount: 5_000,
        },
      ],
    });
  });

  it("is refused for good (RefundRefusedError, REFUND_NOT_ALLOWED) beyond what was captured, or before any capture", async () => {
    const reference = await capturedKlarnaOrder();
    await provider().refund(reference, { refundId: randomUUID(), amount: 30_000 });
    const over = provider().refund(reference, { refundId: randomUUID(), amount: 20_001 });
    await expect(over).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(over).rejects.toMatchObject({ reason: "REFUND_NOT_ALLOWED" });
    expect(fake.orders.get(reference)!.refunds.map((refund) => refund.refunded_amount)).toEqual([30_000]);

    const { reference: uncaptured } = await provider().authorize({
      orderId: randomUUID(),
      amount: 25_000,
      vatAmount: 5_000,
      currencyCode: "SEK",
      locale: "sv-SE",
      country: "SE",
      lines: [{ ...shirt, quantity: 1, totalIncVat: 25_000, vatAmount: 5_000 }],
      details: { kind: "hosted" },
    });
    fake.completeOrder(uncaptured);
    await expect(provider().refund(uncaptured, { refundId: randomUUID(), amount: 100 })).rejects.toMatchObject({
      reason: "REFUND_NOT_ALLOWED",
    });
  });

  it("counts every 4xx but 408 and 429 as refused for good, and those two and 5xx as unknown", async () => {
    const answering = (status: number) =>
      createKlarnaPaymentProvider({
        apiUrl: fake.apiUrl,
        username: "merchant-uid",
        password: "shared-secret",
        shopUrl,
        fetch: () => Promise.resolve(new Response("{}", { status })),
      });
    for (const status of [400, 404, 409, 422]) {
      await expect(answering(status).refund("order-1", { refundId: randomUUID(), amount: 100 })).rejects.toMatchObject({
        name: "RefundRefusedError",
        reason: `HTTP_${status}`,
      });
    }
    for (const status of [408, 429, 500, 503]) {
      const unknown = answering(status).refund("order-1", { refundId: randomUUID(), amount: 100 });
      await expect(unknown).rejects.toMatchObject({ name: "KlarnaApiError", status });
    }
  });

  it("gives one refund for one id when the answer was lost and the same refund is asked again", async () => {
    const reference = await capturedKlarnaOrder();
    const refundId = randomUUID();
    fake.loseRefundAnswers(1);
    const lost = provider().refund(reference, { refundId, amount: 10_000 });
    await expect(lost).rejects.toMatchObject({ name: "KlarnaApiError", status: 503 });
    await expect(lost).rejects.not.toBeInstanceOf(RefundRefusedError);
    const retried = await provider().refund(reference, { refundId, amount: 10_000 });
    const refunds = fake.orders.get(reference)!.refunds;
    expect(refunds).toHaveLength(1);
    expect(retried).toEqual({ reference: refunds[0]!.refund_id });
  });
});

/** A guest's order paid through Klarna: placed, completed in the snippet, and captured when the shop saw it paid. */
async function paidKlarnaOrder(quantity: number) {
  const guest = { customerId: null };
  const view = await basketView(shop, "SEK", "sv-SE");
  const [variant] = await stockedVariants(shop, quantity + 1, 1);
  const basketId = await klarnaShop.basket.createBasket(guest, view);
  await klarnaShop.basket.addItems(basketId, guest, [{ variantId: variant!.variantId, quantity }]);
  await klarnaShop.basket.updateBuyer(basketId, guest, buyer);
  await klarnaShop.basket.setDeliveryMethod(basketId, guest, view, "home");
  await klarnaShop.basket.setPaymentMethod(basketId, guest, view.locale, "klarna");
  const placed = await klarnaShop.checkout.placeOrder({
    basketId,
    owner: guest,
    view,
    idempotencyKey: randomUUID(),
    payment: { kind: "hosted" },
  });
  const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderId, placed.orderId));
  fake.completeOrder(payment!.reference);
  const paid = await klarnaShop.checkout.checkPayment(placed.orderId, {
    customerId: null,
    guestToken: placed.guestToken,
  });
  expect(paid.outcome).toBe("paid");
  return { orderId: placed.orderId, klarnaOrderId: payment!.reference };
}

describe("the back office refunding a Klarna order", () => {
  it("refunds a line through Klarna with the line shown, and settles it from Klarna's answer", async () => {
    const { orderId, klarnaOrderId } = await paidKlarnaOrder(2);
    const [line] = (await klarnaShop.staffOrders.getOrder(staff.support, orderId)).lines;
    const result = await klarnaShop.orderActions.refund(staff.support, orderId, {
      kind: "lines",
      lines: [{ orderLineId: line!.id, quantity: 1 }],
    });
    expect(result.status).toBe("succeeded");
    const [klarnaRefund] = fake.orders.get(klarnaOrderId)!.refunds;
    expect(klarnaRefund).toMatchObject({
      idempotencyKey: result.refundId,
      refunded_amount: line!.unitPriceIncVat,
      order_lines: [expect.objectContaining({ reference: line!.partNo, quantity: 1 })],
    });
    const [stored] = await shop.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, result.refundId));
    expect(stored).toMatchObject({ status: "succeeded", providerReference: klarnaRefund!.refund_id });
  });

  it("keeps a refund whose answer was lost pending, and a retry settles it with one refund at Klarna", async () => {
    const { orderId, klarnaOrderId } = await paidKlarnaOrder(1);
    fake.loseRefundAnswers(1);
    const first = await klarnaShop.orderActions.refund(staff.manager, orderId, { kind: "amount", amount: 1_000 });
    expect(first.status).toBe("pending");
    const retried = await klarnaShop.orderActions.retryRefund(staff.manager, orderId, first.refundId);
    expect(retried).toEqual({ refundId: first.refundId, amount: 1_000, status: "succeeded" });
    expect(fake.orders.get(klarnaOrderId)!.refunds.map((refund) => refund.idempotencyKey)).toEqual([first.refundId]);
  });

  it("records Klarna's refusal as a failed refund", async () => {
    const { orderId } = await paidKlarnaOrder(1);
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    // Our books think more was captured than Klarna did: Klarna's own check refuses.
    await shop.database.db
      .update(payments)
      .set({ amount: payment!.amount + 500 })
      .where(eq(payments.orderId, orderId));
    const refused = await expectDomainError(
      klarnaShop.orderActions.refund(staff.owner, orderId, { kind: "amount", amount: payment!.amount + 500 }),
    );
    expect(refused.problem).toEqual(problem("refund_refused", { reason: "REFUND_NOT_ALLOWED" }));
    const [stored] = await shop.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
    expect(stored).toMatchObject({ status: "failed", failureReason: "REFUND_NOT_ALLOWED" });
  });

  it("declines a Klarna order with everything captured refunded through Klarna", async () => {
    const { orderId, klarnaOrderId } = await paidKlarnaOrder(1);
    const result = await klarnaShop.orderActions.decline(staff.owner, orderId);
    expect(result.refund?.status).toBe("succeeded");
    const klarnaOrder = fake.orders.get(klarnaOrderId)!;
    expect(klarnaOrder.refunds.map((refund) => refund.refunded_amount)).toEqual([klarnaOrder.captures[0]]);
  });
});
