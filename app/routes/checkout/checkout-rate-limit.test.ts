import { describe, expect, it } from "vitest";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { buyer, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withStorefrontServer } from "#tests/fixtures/storefront-server.ts";

const shop = withDemoShop();
const server = withStorefrontServer(shop);

describe("the checkout form, creating orders", () => {
  it("refuses an eleventh order for one basket within the hour with 429 and a message in the shopper's language", async () => {
    const [variant] = await stockedVariants(shop, 2, 1);
    const added = await fetch(server.url("/api/shopping/add-to-basket"), {
      method: "POST",
      headers: { origin: server.origin, "content-type": "application/json" },
      body: JSON.stringify({ variantId: variant!.variantId, quantity: 1 }),
    });
    const cookie = added.headers
      .getSetCookie()
      .map((set) => set.split(";")[0])
      .join("; ");
    const address = Object.fromEntries(
      Object.entries(buyer.billingAddress).map(([field, value]) => [`billingAddress.${field}`, value]),
    );
    const submit = (attempt: number) =>
      fetch(server.url("/checkout"), {
        method: "POST",
        redirect: "manual",
        headers: { origin: server.origin, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          idempotencyKey: `form-limit-${attempt}`,
          email: buyer.email,
          ...address,
          sameAddress: "on",
          delivery: "home",
          payment: "card",
          cardNumber: sandboxCards.declined,
          expiry: "12/30",
          cvc: "123",
        }).toString(),
      });
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await submit(attempt)).status, server.loggedErrors.join("\n")).toBe(402);
    const refused = await submit(11);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("För många försök. Vänta några minuter och försök igen.");
  });
});
