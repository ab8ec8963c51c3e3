import { describe, expect, it } from "vitest";
import type { Basket, BasketLine } from "#commerce/modules/basket/index.ts";
import { computeTotals } from "#commerce/modules/basket/basket-lines.ts";
import { chargeDelivery, leftToFreeDelivery } from "#commerce/modules/checkout/delivery-charge.ts";
import { miniBagView } from "./mini-bag-view.ts";

function line(id: number, variantId: number, unitPriceIncVat: number, quantity = 1): BasketLine {
  return {
    id,
    variantId,
    partNo: `P-${variantId}`,
    productId: variantId,
    uniqueName: `product-${variantId}`,
    name: `Product ${variantId}`,
    brand: null,
    values: [],
    imageKey: null,
    unitPriceIncVat,
    vatRate: 2500,
    quantity,
    lineTotalIncVat: unitPriceIncVat * quantity,
    available: 10,
  };
}

/** A bag as the bag page's loader reads it: delivery 49 kr, free from `freeFrom` (null: no offer). */
function bag(lines: BasketLine[], freeFrom: number | null = 49_900): Basket {
  const subtotal = lines.reduce((sum, each) => sum + each.lineTotalIncVat, 0);
  const totals = computeTotals(lines, chargeDelivery(4_900, subtotal, freeFrom));
  return {
    ...totals,
    id: "basket",
    customerId: null,
    currencyCode: "SEK",
    lines,
    buyer: null,
    deliveryMethod: null,
    pickupStoreId: null,
    paymentMethod: null,
    freeDeliveryFromIncVat: freeFrom,
    deliveryOutlook: { totals, leftToFreeIncVat: leftToFreeDelivery(subtotal, freeFrom) },
  };
}

describe("the mini-bag's view of a bag", () => {
  it("puts the line just added first and keeps the others in the bag's order", () => {
    const lines = [line(1, 11, 29_900), line(2, 12, 9_900), line(3, 13, 19_900)];
    const view = miniBagView(bag(lines), 12);
    expect(view.added).toBe(lines[1]);
    expect(view.lines.map((each) => each.id)).toEqual([2, 1, 3]);
  });

  it("names no line as added when opened from the header, or when the added line is gone", () => {
    const lines = [line(1, 11, 29_900), line(2, 12, 9_900)];
    expect(miniBagView(bag(lines), null)).toMatchObject({ added: undefined, lines });
    expect(miniBagView(bag(lines), 99)).toMatchObject({ added: undefined, lines });
  });

  it("counts items, not lines, and gives the totals with delivery as checkout charges it", () => {
    const view = miniBagView(bag([line(1, 11, 9_900, 2), line(2, 12, 4_900)]), null);
    expect(view.itemCount).toBe(3);
    expect(view.totals).toMatchObject({ subtotalIncVat: 24_700, deliveryIncVat: 4_900, totalIncVat: 29_600 });
  });

  it("tells what is left to free delivery and how far along the bag is", () => {
    expect(miniBagView(bag([line(1, 11, 9_900)]), null).freeDelivery).toEqual({ leftIncVat: 40_000, percent: 19 });
    expect(miniBagView(bag([line(1, 11, 49_900)]), null)).toMatchObject({
      freeDelivery: { leftIncVat: 0, percent: 100 },
      totals: { deliveryIncVat: 0 },
    });
    expect(miniBagView(bag([line(1, 11, 99_900)]), null).freeDelivery).toEqual({ leftIncVat: 0, percent: 100 });
  });

  it("says nothing of free delivery where the currency has no offer", () => {
    expect(miniBagView(bag([line(1, 11, 9_900)], null), null).freeDelivery).toBeNull();
  });
});
