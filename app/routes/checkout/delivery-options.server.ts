import { computeTotals, type Basket } from "#commerce/modules/basket/index.ts";
import { chargeDelivery } from "#commerce/modules/checkout/index.ts";
import { instalmentPlans } from "#commerce/modules/payments/index.ts";

/**
 * Each way of delivery at what it costs on this basket (free from the currency's threshold), with
 * the basket's totals and instalment plans: priced on the server, never by the page.
 */
export function priceDeliveryOptions<Method extends { priceIncVat: number }>(
  basket: Pick<Basket, "lines" | "subtotalIncVat" | "freeDeliveryFromIncVat">,
  methods: readonly Method[],
) {
  return methods.map((method) => {
    const priceIncVat = chargeDelivery(method.priceIncVat, basket.subtotalIncVat, basket.freeDeliveryFromIncVat);
    const totals = computeTotals(basket.lines, priceIncVat);
    return { ...method, priceIncVat, totals, plans: instalmentPlans(totals.totalIncVat) };
  });
}
