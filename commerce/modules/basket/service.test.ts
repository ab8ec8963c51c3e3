import { describe, expect, it } from "vitest";
import { basketView, buyer, stockedVariants, type StockedVariant } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { vatIncluded } from "./basket-lines.ts";
import { expectDomainError, problemsByField } from "#tests/fixtures/domain-error.ts";
import { problem } from "#commerce/error-codes.ts";
import { writeSetting } from "../settings/index.ts";

const shop = withDemoShop();
const guest = { customerId: null };

async function newBasket(currencyCode = "SEK") {
  const view = await basketView(shop, currencyCode);
  return { view, id: await shop.commerce.basket.createBasket(guest, view) };
}

describe("the basket", () => {
  let variants: StockedVariant[];
  it("adds lines priced by the server, merging the same variant, with totals and 25 % VAT", async () => {
    variants = await stockedVariants(shop, 5, 2);
    const { id, view } = await newBasket();
    await shop.commerce.basket.addItems(id, guest, [{ variantId: variants[0]!.variantId, quantity: 1 }]);
    await shop.commerce.basket.addItems(id, guest, [
      { partNo: variants[0]!.partNo, quantity: 1 },
      { variantId: variants[1]!.variantId, quantity: 3 },
    ]);
    const basket = await shop.commerce.basket.getBasket(id, guest, view);
    expect(basket.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [variants[0]!.variantId, 2],
      [variants[1]!.variantId, 3],
    ]);
    const product = await shop.commerce.catalogue.getProductCards("sv-SE", view.priceListId, [variants[0]!.productId]);
    expect(basket.lines[0]!.unitPriceIncVat).toBe(product[0]!.priceIncVat);
    const subtotal = basket.lines.reduce((sum, line) => sum + line.unitPriceIncVat * line.quantity, 0);
    expect(basket).toMatchObject({ itemCount: 5, subtotalIncVat: subtotal, deliveryIncVat: 0, totalIncVat: subtotal });
    expect(basket.vatAmount).toBe(basket.lines.reduce((sum, line) => sum + vatIncluded(line.lineTotalIncVat, 2500), 0));
    expect(basket.vatAmount).toBeCloseTo(subtotal / 5, -1);
    expect(basket.lines[0]!.values.map((value) => value.name)).toEqual(expect.arrayContaining(["Färg"]));
  });

  it("prices the same basket in EUR, delivery and its VAT included", async () => {
    // Without a free-delivery threshold in EUR, so that these goods still pay for delivery.
    await writeSetting(shop.database.db, "freeDelivery", { fromIncVat: {} });
    const { id } = await newBasket("EUR");
    const eur = await basketView(shop, "EUR", "en-GB");
    await shop.commerce.basket.addItems(id, guest, [{ variantId: variants[0]!.variantId, quantity: 2 }]);
    const delivery = await shop.commerce.basket.setDeliveryMethod(id, guest, eur, "home");
    const basket = await shop.commerce.basket.getBasket(id, guest, eur);
    const [card] = await shop.commerce.catalogue.getProductCards("en-GB", eur.priceListId, [variants[0]!.productId]);
    expect(basket.currencyCode).toBe("EUR");
    expect(basket.lines[0]!.unitPriceIncVat).toBe(card!.priceIncVat);
    expect(delivery.priceIncVat).toBe(495);
    expect(basket.totalIncVat).toBe(card!.priceIncVat * 2 + 495);
    expect(basket.vatAmount).toBe(vatIncluded(card!.priceIncVat * 2, 2500) + vatIncluded(495, 2500));
  });

  it("refuses more than the warehouses hold, a negative or zero quantity and unknown variants, changing nothing", async () => {
    const { id, view } = await newBasket();
    const [variant] = variants;
    expect(
      (
        await expectDomainError(
          shop.commerce.basket.addItems(id, guest, [{ variantId: variant!.variantId, quantity: variant!.onHand + 1 }]),
        )
      ).fields,
    ).toEqual([{ field: "quantity", ...problem("only_left", { count: variant!.onHand }) }]);
    expect(
      (
        await expectDomainError(
          shop.commerce.basket.addItems(id, guest, [{ variantId: variant!.variantId, quantity: -1 }]),
        )
      ).fields,
    ).toEqual([{ field: "quantity", ...problem("quantity_below_one") }]);
    expect(
      (await expectDomainError(shop.commerce.basket.addItems(id, guest, [{ variantId: 99_999_999, quantity: 1 }])))
        .code,
    ).toBe("unknown_variant");
    expect((await shop.commerce.basket.getBasket(id, guest, view)).lines).toEqual([]);
  });

  it("counts both of two adds racing on one basket, and refuses one that would pass the stock with what is there", async () => {
    const { id, view } = await newBasket();
    const [variant] = variants;
    const addOne = () => shop.commerce.basket.addItems(id, guest, [{ variantId: variant!.variantId, quantity: 1 }]);
    await Promise.all([addOne(), addOne(), addOne()]);
    expect((await shop.commerce.basket.getBasket(id, guest, view)).lines.map((line) => line.quantity)).toEqual([3]);
    const rest = variant!.onHand - 3;
    expect(
      (
        await expectDomainError(
          shop.commerce.basket.addItems(id, guest, [{ variantId: variant!.variantId, quantity: rest + 1 }]),
        )
      ).fields,
    ).toEqual([{ field: "quantity", ...problem("only_left", { count: variant!.onHand }) }]);
    expect((await shop.commerce.basket.getBasket(id, guest, view)).lines.map((line) => line.quantity)).toEqual([3]);
  });

  it("changes and removes lines; 0 removes, negative is refused", async () => {
    const { id, view } = await newBasket();
    await shop.commerce.basket.addItems(id, guest, [
      { variantId: variants[0]!.variantId, quantity: 1 },
      { variantId: variants[1]!.variantId, quantity: 1 },
    ]);
    const [first, second] = (await shop.commerce.basket.getBasket(id, guest, view)).lines;
    await shop.commerce.basket.updateItems(id, guest, [{ itemId: first!.id, quantity: 4 }]);
    expect(
      (await expectDomainError(shop.commerce.basket.updateItems(id, guest, [{ itemId: first!.id, quantity: -2 }])))
        .fields,
    ).toEqual([{ field: "quantity", ...problem("quantity_negative") }]);
    await shop.commerce.basket.updateItems(id, guest, [{ itemId: second!.id, quantity: 0 }]);
    expect((await shop.commerce.basket.getBasket(id, guest, view)).lines.map((line) => line.quantity)).toEqual([4]);
    await shop.commerce.basket.deleteItem(id, guest, first!.id);
    expect((await shop.commerce.basket.getBasket(id, guest, view)).lines).toEqual([]);
    expect((await expectDomainError(shop.commerce.basket.deleteItem(id, guest, first!.id))).kind).toBe("not_found");
  });

  it("keeps the buyer with SPEC §5 messages for bad fields", async () => {
    const { id, view } = await newBasket();
    const bad = await expectDomainError(
      shop.commerce.basket.updateBuyer(id, guest, {
        ...buyer,
        email: "nope",
        billingAddress: { ...buyer.billingAddress, city: "" },
      }),
    );
    expect(problemsByField(bad)).toEqual({
      email: problem("invalid_email"),
      "billingAddress.city": problem("required"),
    });
    await shop.commerce.basket.updateBuyer(id, guest, buyer);
    expect((await shop.commerce.basket.getBasket(id, guest, view)).buyer).toMatchObject({
      email: buyer.email,
      billingAddress: { city: "Stockholm", country: "SE" },
    });
  });

  it("answers an unknown basket and someone else's basket as not found", async () => {
    const { view } = await newBasket();
    expect(
      (await expectDomainError(shop.commerce.basket.getBasket("00000000-0000-4000-8000-000000000000", guest, view)))
        .code,
    ).toBe("basket_not_found");
    expect((await expectDomainError(shop.commerce.basket.getBasket("not-a-uuid", guest, view))).kind).toBe("not_found");
    const customerBasket = await shop.commerce.basket.createBasket({ customerId: 1 }, view);
    expect((await expectDomainError(shop.commerce.basket.getBasket(customerBasket, guest, view))).kind).toBe(
      "not_found",
    );
    expect(
      (
        await expectDomainError(
          shop.commerce.basket.addItems(customerBasket, { customerId: 2 }, [
            { variantId: variants[0]!.variantId, quantity: 1 },
          ]),
        )
      ).kind,
    ).toBe("not_found");
    expect((await shop.commerce.basket.getBasket(customerBasket, { customerId: 1 }, view)).lines).toEqual([]);
  });

  it("at login makes a guest basket the customer's, or adds its lines to their saved basket", async () => {
    const view = await basketView(shop);
    const customer = { customerId: 1 };
    await Promise.all(
      (await shop.commerce.basket.claimBasket(undefined, 1).then((id) => (id ? [id] : []))).map((id) =>
        shop.commerce.basket.deleteBasket(id, customer),
      ),
    );
    const first = await shop.commerce.basket.createBasket(guest, view);
    await shop.commerce.basket.addItems(first, guest, [{ variantId: variants[0]!.variantId, quantity: 1 }]);
    expect(await shop.commerce.basket.claimBasket(first, 1)).toBe(first);
    expect((await expectDomainError(shop.commerce.basket.getBasket(first, guest, view))).kind).toBe("not_found");
    const second = await shop.commerce.basket.createBasket(guest, view);
    await shop.commerce.basket.addItems(second, guest, [
      { variantId: variants[0]!.variantId, quantity: 2 },
      { variantId: variants[1]!.variantId, quantity: 1 },
    ]);
    expect(await shop.commerce.basket.claimBasket(second, 1)).toBe(first);
    const merged = await shop.commerce.basket.getBasket(first, customer, view);
    expect(merged.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [variants[0]!.variantId, 3],
      [variants[1]!.variantId, 1],
    ]);
    expect((await expectDomainError(shop.commerce.basket.getBasket(second, guest, view))).kind).toBe("not_found");
  });
});
