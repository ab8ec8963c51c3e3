import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { basketView, buyer, stockedVariants, warehouseOnHand, type StockedVariant } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import type { BasketView } from "../modules/basket/index.ts";
import { orders } from "../modules/orders/schema.ts";
import { sandboxCards } from "../providers/payments/sandbox.ts";
import type { SubmitCheckoutInput } from "./submit-checkout.ts";

const shop = withDemoShop();
const guest = { customerId: null };
const card = () => ({ kind: "card" as const, cardNumber: sandboxCards.succeeds, expiry: "12/30", cvc: "123" });

describe("submitting a checkout in one go", () => {
  let variant: StockedVariant;
  let view: BasketView;
  const basketWith = async (quantity: number) => {
    const basketId = await shop.commerce.basket.createBasket(guest, view);
    await shop.commerce.basket.addItems(basketId, guest, [{ variantId: variant.variantId, quantity }]);
    return basketId;
  };
  const form = (basketId: string, changes: Partial<SubmitCheckoutInput> = {}): SubmitCheckoutInput => ({
    basketId,
    owner: guest,
    view,
    buyer,
    delivery: { code: "home" },
    paymentCode: "card",
    paymentFor: card,
    idempotencyKey: `submit-${basketId}`,
    ...changes,
  });

  it("saves buyer, delivery and payment to the basket and places the paid order", async () => {
    [variant] = (await stockedVariants(shop, 4, 1)) as [StockedVariant];
    view = await basketView(shop);
    const before = await warehouseOnHand(shop, variant.variantId);
    const basketId = await basketWith(2);
    const outcome = await shop.commerce.submitCheckout(form(basketId));
    expect(outcome).toMatchObject({ kind: "placed", order: { outcome: "paid" } });
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.basketId, basketId));
    expect(order).toMatchObject({
      email: buyer.email,
      deliveryMethodCode: "home",
      paymentMethodCode: "card",
      status: "processing",
    });
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 2);

    // Sent again once paid (its basket is gone): the same order, not a second one.
    const again = await shop.commerce.submitCheckout(form(basketId));
    expect(again).toEqual({ kind: "basket_gone", order: outcome.kind === "placed" ? outcome.order : undefined });
    expect(await warehouseOnHand(shop, variant.variantId)).toBe(before - 2);
  });

  it("reports every step's mistakes at once and places nothing", async () => {
    const basketId = await basketWith(1);
    const outcome = await shop.commerce.submitCheckout(
      form(basketId, {
        buyer: { ...buyer, email: "not-an-address" },
        delivery: { code: "by-pigeon" },
        paymentCode: "cash",
      }),
    );
    expect(outcome.kind).toBe("invalid");
    const fields =
      outcome.kind === "invalid" ? outcome.errors.flatMap((error) => error.fields.map((field) => field.field)) : [];
    expect(fields).toEqual(expect.arrayContaining(["email", "deliveryMethod", "paymentMethod"]));
    expect(await shop.database.db.select().from(orders).where(eq(orders.basketId, basketId))).toEqual([]);
    const basket = await shop.commerce.basket.getBasket(basketId, guest, view);
    expect(basket).toMatchObject({ buyer: null, deliveryMethod: null, paymentMethod: null });
  });

  it("answers a basket that was never there with no order", async () => {
    expect(await shop.commerce.submitCheckout(form("00000000-0000-4000-8000-000000000000"))).toEqual({
      kind: "basket_gone",
      order: undefined,
    });
  });
});
