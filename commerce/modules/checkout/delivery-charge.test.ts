import { describe, expect, it } from "vitest";
import { basketView, stockedVariants } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { readSetting, writeSetting } from "../settings/index.ts";

const shop = withDemoShop();
const guest = { customerId: null };

/** A guest basket of one item in `currencyCode`, home delivery chosen when `choose` is set. */
async function oneItemBasket(currencyCode: string, choose: boolean) {
  const view = await basketView(shop, currencyCode, currencyCode === "SEK" ? "sv-SE" : "en-GB");
  const id = await shop.commerce.basket.createBasket(guest, view);
  const [variant] = await stockedVariants(shop, 1, 1);
  await shop.commerce.basket.addItems(id, guest, [{ variantId: variant!.variantId, quantity: 1 }]);
  if (choose) await shop.commerce.basket.setDeliveryMethod(id, guest, view, "home");
  return () => shop.commerce.basket.getBasket(id, guest, view);
}

const setFreeFrom = (fromIncVat: Record<string, number>) =>
  writeSetting(shop.database.db, "freeDelivery", { fromIncVat });

describe("delivery free from the settings' threshold", () => {
  it("starts at 499 kr in the demo shop", async () => {
    expect((await readSetting(shop.database.db, "freeDelivery")).fromIncVat.SEK).toBe(49_900);
  });

  it("charges home delivery one öre below the threshold and nothing exactly at it, per currency", async () => {
    const read = await oneItemBasket("SEK", true);
    const { subtotalIncVat } = await read();

    await setFreeFrom({ SEK: subtotalIncVat + 1 });
    const below = await read();
    expect(below).toMatchObject({ deliveryIncVat: 4900, totalIncVat: subtotalIncVat + 4900 });
    expect(below.freeDeliveryFromIncVat).toBe(subtotalIncVat + 1);
    expect(below.deliveryOutlook.leftToFreeIncVat).toBe(1);

    await setFreeFrom({ SEK: subtotalIncVat, EUR: 1 });
    const at = await read();
    expect(at).toMatchObject({ deliveryIncVat: 0, totalIncVat: subtotalIncVat });
    expect(at.deliveryOutlook.leftToFreeIncVat).toBe(0);

    // Another currency's threshold does not count in this one.
    await setFreeFrom({ EUR: 1 });
    const none = await read();
    expect(none).toMatchObject({ deliveryIncVat: 4900, freeDeliveryFromIncVat: null });
    expect(none.deliveryOutlook.leftToFreeIncVat).toBeNull();
  });

  it("foresees home delivery in the bag before a method is chosen, by the same rule", async () => {
    const read = await oneItemBasket("EUR", false);
    const { subtotalIncVat } = await read();

    await setFreeFrom({ EUR: subtotalIncVat + 100 });
    const below = await read();
    expect(below.deliveryIncVat).toBe(0);
    expect(below.deliveryOutlook.totals).toMatchObject({ deliveryIncVat: 495, totalIncVat: subtotalIncVat + 495 });
    expect(below.deliveryOutlook.leftToFreeIncVat).toBe(100);

    await setFreeFrom({ EUR: subtotalIncVat });
    const at = await read();
    expect(at.deliveryOutlook.totals).toMatchObject({ deliveryIncVat: 0, totalIncVat: subtotalIncVat });
  });
});
