import { listMailTo } from "#commerce/modules/mail/index.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { basketView, buyer, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { guestOrderToken } from "#commerce/flows/place-order.ts";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { stores, storeTranslations } from "../stores/schema.ts";

const shop = withDemoShop();
const guest = { customerId: null };
const card = { kind: "card" as const, cardNumber: sandboxCards.succeeds, expiry: "12/30", cvc: "123" };

async function placeOrder(delivery: { code: "home" } | { code: "store-pickup"; pickupStoreId: number }, key: string) {
  const view = await basketView(shop);
  const [variant] = await stockedVariants(shop, 3, 1);
  const basketId = await shop.commerce.basket.createBasket(guest, view);
  await shop.commerce.basket.addItems(basketId, guest, [{ variantId: variant!.variantId, quantity: 1 }]);
  await shop.commerce.basket.updateBuyer(basketId, guest, buyer);
  await shop.commerce.basket.setDeliveryMethod(
    basketId,
    guest,
    view,
    delivery.code,
    "pickupStoreId" in delivery ? delivery.pickupStoreId : undefined,
  );
  await shop.commerce.basket.setPaymentMethod(basketId, guest, view.locale, "card");
  const result = await shop.commerce.checkout.placeOrder({
    basketId,
    owner: guest,
    view,
    idempotencyKey: key,
    payment: card,
  });
  expect(result.outcome).toBe("paid");
  const access = { customerId: null, guestToken: guestOrderToken(basketId, key) };
  return { order: await shop.commerce.orders.getOrder(result.orderId, access), access };
}

async function malmo() {
  const [store] = await shop.database.db.select({ id: stores.id }).from(stores).where(eq(stores.code, "MMO-SODER"));
  return store!.id;
}

describe("a store-pickup order", () => {
  it("says in the confirmation mail where to collect it", async () => {
    const storeId = await malmo();
    const { order } = await placeOrder({ code: "store-pickup", pickupStoreId: storeId }, "pickup-0002");
    const mail = (await listMailTo(shop.database.db, buyer.email)).find((candidate) =>
      candidate.subject.endsWith(String(order.orderNumber)),
    );
    expect(mail!.textBody).toContain("Hämtas i butik: Butik Malmö, Södergatan 8, 211 34 Malmö");
    expect(mail!.textBody).not.toContain("Storgatan 1");
  });

  it("keeps its store's id and a snapshot of its name and address, even after the store changes", async () => {
    const storeId = await malmo();
    const { order, access } = await placeOrder({ code: "store-pickup", pickupStoreId: storeId }, "pickup-0001");
    const snapshot = {
      id: storeId,
      name: "Butik Malmö",
      streetAddress: "Södergatan 8",
      zipCode: "211 34",
      city: "Malmö",
      country: "SE",
    };
    expect(order).toMatchObject({ deliveryMethodCode: "store-pickup", pickupStoreId: storeId, pickupStore: snapshot });

    await shop.database.db
      .update(storeTranslations)
      .set({ name: "Butik Malmö Triangeln" })
      .where(eq(storeTranslations.storeId, storeId));
    await shop.database.db.update(stores).set({ streetAddress: "Triangeln 1" }).where(eq(stores.id, storeId));
    expect((await shop.commerce.orders.getOrder(order.id, access)).pickupStore).toEqual(snapshot);
  });

  it("is not what a home delivery gets: no store, and the mail names the address it goes to", async () => {
    const { order } = await placeOrder({ code: "home" }, "pickup-0003");
    expect(order).toMatchObject({ deliveryMethodCode: "home", pickupStoreId: null, pickupStore: null });
    const mail = (await listMailTo(shop.database.db, buyer.email)).find((candidate) =>
      candidate.subject.endsWith(String(order.orderNumber)),
    );
    expect(mail!.textBody).toContain("Levereras till: Anna Svensson, Storgatan 1, 111 22 Stockholm");
  });
});
