import type { Basket, BasketLine } from "#commerce/modules/basket/index.ts";

/** What the mini-bag shows of a bag: its lines (the one just added first) and the way to free delivery. */
export interface MiniBagView {
  lines: BasketLine[];
  /** The line of the variant just added, when the drawer opened after an add to bag and the line is still there. */
  added: BasketLine | undefined;
  itemCount: number;
  /** The bag's totals with delivery as checkout would charge it (ADR 0027). */
  totals: Basket["deliveryOutlook"]["totals"];
  freeDelivery: FreeDeliveryOutlook | null;
}

/** How far the goods are from free delivery; null where the currency has no threshold. */
export interface FreeDeliveryOutlook {
  leftIncVat: number;
  /** 0–100: the share of the threshold the goods already reach. */
  percent: number;
}

/** The mini-bag's view of a bag as the bag page's loader reads it; `addedVariantId` names the variant just added. */
export function miniBagView(basket: Basket, addedVariantId: number | null): MiniBagView {
  const added = basket.lines.find((line) => line.variantId === addedVariantId);
  const { leftToFreeIncVat } = basket.deliveryOutlook;
  const threshold = basket.freeDeliveryFromIncVat;
  return {
    lines: added ? [added, ...basket.lines.filter((line) => line !== added)] : basket.lines,
    added,
    itemCount: basket.deliveryOutlook.totals.itemCount,
    totals: basket.deliveryOutlook.totals,
    freeDelivery:
      leftToFreeIncVat === null || threshold === null
        ? null
        : {
            leftIncVat: leftToFreeIncVat,
            percent:
              threshold === 0 ? 100 : Math.min(100, Math.floor(((threshold - leftToFreeIncVat) / threshold) * 100)),
          },
  };
}
