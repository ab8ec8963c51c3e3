import { computeTotals, type Basket } from "#commerce/modules/basket/index.ts";
import { instalmentPlans } from "#commerce/modules/payments/index.ts";

/** Each way of delivery with the basket's totals and instalment plans: priced on the server, never by the page. */
export function priceDeliveryOptions<Method extends { priceIncVat: number }>(
  basket: Pick<Basket, "lines">,
  methods: readonly Method[],
) {
  return methods.map((method) => {
    const totals = computeTotals(basket.lines, method.priceIncVat);
    return { ...method, totals, plans: instalmentPlans(totals.totalIncVat) };
  });
}
