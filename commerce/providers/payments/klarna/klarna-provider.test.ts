import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketView, buyer, stockedVariants, warehouseOnHand } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { startFakeKlarna } from "#tests/fakes/klarna-server.ts";
import { createCommerce, type Commerce } from "#commerce/commerce.ts";
import { guestOrderToken } from "#commerce/flows/place-order.ts";
import { orders } from "#commerce/modules/orders/schema.ts";
import { writeSetting } from "#commerce/modules/settings/index.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";
import { createKlarnaPaymentProvider } from "./klarna-provider.ts";

const shop = withDemoShop();
const guest = { customerId: null };
const warnings: { message: string; details?: object }[] = [];
let fake: Awaited<ReturnType<typeof startFakeKlarna>>;
let klarnaShop: Commerce;
const shopUrl = "https://shop.example";

beforeAll(async () => {
  fake = await startFakeKlarna("merchant-uid", "shared-secret");
  // No free delivery, so that Klarna's order carries a shipping line as well as the goods.
  await writeSetting(shop.database.db, "freeDelivery", { fromIncVat: {} });
});
afterAll(() => fake.close());

function klarnaCommerce(password = "shared-secret") {
  const payments = createKlarnaPaymentProvider({ apiUrl: fake.apiUrl, username: "merchant-uid", password, shopUrl });
  return createCommerce(
    shop.database.db,
    { warn: (message, details) => warnings.push({ message, ...(details ? { details } : {}) }) },
    { payments },
  );
}

async function klarnaBasket(commerce: Commerce, quantity: number) {
  const view = await basketView(shop, "SEK", "en-GB");
  const [variant] = await stockedVariants(shop, quantity + 1, 1);
  const basketId = await commerce.basket.createBasket(guest, view);
  await commerce.basket.addItems(basketId, guest, [{ variantId: variant!.variantId, quantity }]);
  await commerce.basket.updateBuyer(basketId, guest, buyer);
  await commerce.basket.setDeliveryMethod(basketId, guest, view, "home");
  await commerce.basket.setPaymentMethod(basketId, guest, view.locale, "klarna");
  return { view, basketId, variant: variant! };
}

describe("Klarna Checkout, against a fake Klarna on loopback", () => {
  it("offers only Klarna as the way to pay", async () => {
    klarnaShop = klarnaCommerce();
    expect((await klarnaShop.checkoutMethods.listPaymentMethods("en-GB")).map((method) => method.code)).toEqual([
      "klarna",
    ]);
    expect((await shop.commerce.checkoutMethods.listPaymentMethods("en-GB")).map((method) => method.code)).toEqual([
      "card",
      "instalments",
    ]);
  });

  it("creates a Klarna order with the basket's lines, amounts and VAT, and shows its snippet", async () => {
    const { view, basketId } = await klarnaBasket(klarnaShop, 2);
    const basket = await klarnaShop.basket.getBasket(basketId, guest, view);
    const result = await klarnaShop.checkout.placeOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: "klarna-0001",
      payment: { kind: "hosted" },
    });
    expect(result.outcome).toBe("action_required");
    const [klarnaOrder] = [...fake.orders.values()];
    expect(klarnaOrder!.request).toMatchObject({
      purchase_country: "SE",
      purchase_currency: "SEK",
      locale: "en-GB",
      order_amount: basket.totalIncVat,
      order_tax_amount: basket.vatAmount,
      merchant_reference1: result.orderId,
    });
    expect(klarnaOrder!.request.order_lines).toEqual([
      expect.objectContaining({
        type: "physical",
        quantity: 2,
        unit_price: basket.lines[0]!.unitPriceIncVat,
        tax_rate: 2500,
        total_amount: basket.lines[0]!.lineTotalIncVat,
      }),
      expect.objectContaining({ type: "shipping_fee", quantity: 1, total_amount: 4900, total_tax_amount: 980 }),
    ]);
    expect(klarnaOrder!.request.merchant_urls.push).toBe(
      `${shopUrl}/api/checkout/payment-adapters/klarna/push?orderId=${result.orderId}&klarna_order_id={checkout.order.id}`,
    );
    expect(klarnaOrder!.request.merchant_urls.confirmation).toContain(`/en-GB/checkout/confirmation/${result.orderId}`);
    const snippet = await klarnaShop.checkout.getPaymentSnippet(result.orderId, {
      customerId: null,
      guestToken: guestOrderToken(basketId, "klarna-0001"),
    });
    expect(snippet).toContain("klarna-checkout-container");
  });

  it("pays once the shopper completes the purchase, however often it is asked: one acknowledge, one capture", async () => {
    const { view, basketId } = await klarnaBasket(klarnaShop, 1);
    const result = await klarnaShop.checkout.placeOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: "klarna-0002",
      payment: { kind: "hosted" },
    });
    const klarnaOrder = [...fake.orders.values()].find(
      (order) => order.request.merchant_reference1 === result.orderId,
    )!;
    await klarnaShop.checkout.refreshPayment(result.orderId, "klarna");
    const [waiting] = await shop.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, result.orderId));
    expect(waiting!.status).toBe("checkout");

    fake.completeOrder(klarnaOrder.order_id);
    await Promise.all([
      klarnaShop.checkout.refreshPayment(result.orderId, "klarna"),
      klarnaShop.checkout.refreshPayment(result.orderId, "klarna"),
      klarnaShop.checkout.refreshPayment(result.orderId, "klarna"),
    ]);
    const [paid] = await shop.database.db
      .select({ status: orders.status, total: orders.totalIncVat })
      .from(orders)
      .where(eq(orders.id, result.orderId));
    expect(paid!.status).toBe("processing");
    expect(klarnaOrder.acknowledged).toBe(1);
    expect(klarnaOrder.captures).toEqual([paid!.total]);
  });

  it("settles on the shopper's check from the waiting page only once Klarna reports the purchase complete", async () => {
    const { view, basketId } = await klarnaBasket(klarnaShop, 1);
    const result = await klarnaShop.checkout.placeOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: "klarna-0004",
      payment: { kind: "hosted" },
    });
    const owner = { customerId: null, guestToken: result.guestToken };
    expect(
      (
        await expectDomainError(
          klarnaShop.checkout.checkPayment(result.orderId, { customerId: null, guestToken: "guess" }),
        )
      ).kind,
    ).toBe("not_found");
    expect((await klarnaShop.checkout.checkPayment(result.orderId, owner)).outcome).toBe("action_required");
    const klarnaOrder = [...fake.orders.values()].find(
      (order) => order.request.merchant_reference1 === result.orderId,
    )!;
    fake.completeOrder(klarnaOrder.order_id);
    expect((await klarnaShop.checkout.checkPayment(result.orderId, owner)).outcome).toBe("paid");
    expect(klarnaOrder.captures).toHaveLength(1);
  });

  it("declines the payment and gives the stock back when Klarna cannot be reached, logging no secret", async () => {
    const failing = klarnaCommerce("wrong-secret");
    const { view, basketId, variant } = await klarnaBasket(failing, 1);
    const before = await warehouseOnHand(shop, variant.variantId);
    const result = await failing.checkout.placeOrder({
      basketId,
      owner: guest,
      view,
      idempotencyKey: "klarna-0003",
      payment: { kind: "hosted" },
    });
    expect(result).toMatchObject({ outcome: "declined", declineReason: "provider_error" });
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before);
    expect(warnings.at(-1)).toMatchObject({
      message: "Payment provider failed",
      details: {
        provider: "klarna",
        err: expect.objectContaining({ message: "Klarna answered 401 to /checkout/v3/orders" }),
      },
    });
    const { err } = warnings.at(-1)!.details as { err: Error };
    expect(`${JSON.stringify(warnings)} ${err.message} ${err.stack}`).not.toContain("wrong-secret");
  });
});

describe("Klarna lookup and cancel, against the fake", () => {
  const provider = () =>
    createKlarnaPaymentProvider({ apiUrl: fake.apiUrl, username: "merchant-uid", password: "shared-secret", shopUrl });
  const request = {
    orderId: "6f1d1c3e-8f3a-4b4e-9a51-1d2c3b4a5f60",
    amount: 4900,
    vatAmount: 980,
    currencyCode: "SEK",
    locale: "sv-SE" as const,
    country: "SE",
    details: { kind: "hosted" as const },
  };
  const lines = [
    {
      reference: "home",
      name: "Home delivery",
      quantity: 1,
      unitPriceIncVat: 4900,
      totalIncVat: 4900,
      vatRate: 2500,
      vatAmount: 980,
      kind: "delivery" as const,
    },
  ];
  const newKlarnaOrder = async () => (await provider().authorize({ ...request, lines })).reference;

  it("looks up a checkout order: waiting until the shopper completes it, then authorized; an unknown one is declined", async () => {
    const reference = await newKlarnaOrder();
    expect(await provider().lookup(reference)).toEqual({ status: "action_required", reference });
    fake.completeOrder(reference);
    expect(await provider().lookup(reference)).toEqual({ status: "authorized", reference });
    expect(fake.orders.get(reference)).toMatchObject({ acknowledged: 0, captures: [] });
    expect(await provider().lookup("2b2a1c3e-0000-4b4e-9a51-1d2c3b4a5f60")).toMatchObject({
      status: "declined",
      reason: "payment_not_found",
    });
  });

  it("aborts an incomplete checkout order, so the shopper can no longer complete it", async () => {
    const reference = await newKlarnaOrder();
    await provider().cancel(reference);
    expect(fake.orders.get(reference)).toMatchObject({ aborted: true, cancelled: false });
    expect(() => fake.completeOrder(reference)).toThrow(/aborted/);
  });

  it("cancels a completed, uncaptured order through Order Management, so it can no longer be captured", async () => {
    const reference = await newKlarnaOrder();
    fake.completeOrder(reference);
    await provider().cancel(reference);
    expect(fake.orders.get(reference)).toMatchObject({ aborted: false, cancelled: true });
    await expect(provider().capture(reference, 4900)).rejects.toThrow(/403/);
    expect(fake.orders.get(reference)!.captures).toEqual([]);
  });
});
