import { describe, expect, it } from "vitest";
import { basketView, buyer, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { cardBrand } from "./saved-payment-methods.ts";
import { expectDomainError } from "#tests/fixtures/domain-error.ts";

const shop = withDemoShop();

describe("saved payment methods", () => {
  it("keep a paid card when the customer asks, listed and removed by its owner only", async () => {
    const customer = { customerId: 1 };
    const view = await basketView(shop);
    const [variant] = await stockedVariants(shop, 2, 1);
    const basketId = await shop.commerce.basket.createBasket(customer, view);
    await shop.commerce.basket.addItems(basketId, customer, [{ variantId: variant!.variantId, quantity: 1 }]);
    await shop.commerce.basket.updateBuyer(basketId, customer, buyer);
    await shop.commerce.basket.setDeliveryMethod(basketId, customer, view, "home");
    await shop.commerce.basket.setPaymentMethod(basketId, customer, view.locale, "card");
    const result = await shop.commerce.checkout.placeOrder({
      basketId,
      owner: customer,
      view,
      idempotencyKey: "save-card-01",
      payment: { kind: "card", cardNumber: sandboxCards.succeeds, expiry: "09/31", cvc: "123" },
      saveCard: true,
    });
    expect(result.outcome).toBe("paid");
    const [saved] = await shop.commerce.accounts.listPaymentMethods(1);
    expect(saved).toMatchObject({
      brand: "Visa",
      last4: "4242",
      expiryMonth: 9,
      expiryYear: 2031,
      provider: "sandbox",
    });
    expect(saved).not.toHaveProperty("providerReference");

    const { customerId: other } = await shop.commerce.accounts.signUp({
      email: "cards@example.se",
      password: "a long enough password",
      firstName: "C",
      lastName: "D",
      acceptDataProtection: true,
      acceptTerms: true,
      locale: "sv-SE",
      clientAddress: "10.1.1.1",
    });
    expect(await shop.commerce.accounts.listPaymentMethods(other)).toEqual([]);
    expect((await expectDomainError(shop.commerce.orders.getOrder(result.orderId, { customerId: other }))).kind).toBe(
      "not_found",
    );
    expect((await shop.commerce.orders.getOrder(result.orderId, customer)).id).toBe(result.orderId);
    expect((await expectDomainError(shop.commerce.accounts.removePaymentMethod(other, saved!.id))).kind).toBe(
      "not_found",
    );
    await shop.commerce.accounts.removePaymentMethod(1, saved!.id);
    expect(await shop.commerce.accounts.listPaymentMethods(1)).toEqual([]);
  });

  it("name a card's brand from its first digits", () => {
    expect([cardBrand("4242"), cardBrand("5555"), cardBrand("2221"), cardBrand("3782"), cardBrand("6011")]).toEqual([
      "Visa",
      "Mastercard",
      "Mastercard",
      "American Express",
      "Card",
    ]);
  });
});
