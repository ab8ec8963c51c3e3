import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "#commerce/modules/orders/schema.ts";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { secretCookies } from "#server/secret-cookies.ts";
import { basketView, stockedVariants, type StockedVariant } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { type ActionData, callRouteAction } from "#tests/fixtures/route-action.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const { storefront } = withStorefrontServer(shop);
const guest = { customerId: null };

const submitCheckoutForm = (locale: "sv-SE" | "en-GB", basketId: string, fields: Record<string, string>) =>
  callRouteAction(
    storefront.build,
    shop,
    `checkout-${locale === "sv-SE" ? "sv" : "en"}`,
    `${locale === "sv-SE" ? "" : "/en-GB"}/checkout`,
    fields,
    `${secretCookies.basket}=${basketId}`,
  );

const address = {
  "billingAddress.firstName": "Anna",
  "billingAddress.lastName": "Svensson",
  "billingAddress.streetAddress": "Storgatan 1",
  "billingAddress.zipCode": "111 22",
  "billingAddress.city": "Stockholm",
  "billingAddress.country": "SE",
};
const filledForm = (key: string) => ({
  email: "anna@example.se",
  ...address,
  sameAddress: "on",
  delivery: "home",
  payment: "card",
  cardNumber: sandboxCards.succeeds,
  expiry: "12/30",
  cvc: "123",
  idempotencyKey: key,
});

describe("the checkout form's action", () => {
  let variant: StockedVariant;
  const basketWithOneLine = async () => {
    const view = await basketView(shop);
    const basketId = await shop.commerce.basket.createBasket(guest, view);
    await shop.commerce.basket.addItems(basketId, guest, [{ variantId: variant.variantId, quantity: 1 }]);
    return basketId;
  };

  it("places the order and sends the guest to its confirmation with the key to it", async () => {
    [variant] = (await stockedVariants(shop, 4, 1)) as [StockedVariant];
    const basketId = await basketWithOneLine();
    const answer = (await submitCheckoutForm("en-GB", basketId, filledForm("action-order-0001"))) as Response;
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.basketId, basketId));
    expect(order).toMatchObject({ status: "processing", email: "anna@example.se", locale: "en-GB" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/en-GB/checkout/confirmation/${order!.id}`);
    expect(answer.headers.get("set-cookie")).toContain(`${secretCookies.order}=`);
  });

  it("answers mistakes with every field's message in the shopper's language and places nothing", async () => {
    const basketId = await basketWithOneLine();
    const answer = (await submitCheckoutForm("sv-SE", basketId, {
      ...filledForm("action-order-0002"),
      email: "inte-en-adress",
      "billingAddress.city": "",
      delivery: "by-pigeon",
    })) as ActionData<{
      message: string;
      fields: Record<string, { key: string }>;
    }>;
    expect(answer.init.status).toBe(400);
    expect(answer.data.message).toBe("Kontrollera de markerade fälten.");
    expect(Object.keys(answer.data.fields)).toEqual(
      expect.arrayContaining(["email", "billingAddress.city", "deliveryMethod"]),
    );
    // Message keys the page says in its language, never the engine's codes.
    expect(answer.data.fields).toMatchObject({
      email: { key: "validation.email" },
      "billingAddress.city": { key: "validation.required" },
    });
    expect(await shop.database.db.select().from(orders).where(eq(orders.basketId, basketId))).toEqual([]);
  });
});
