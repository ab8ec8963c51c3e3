import { setTimeout as sleep } from "node:timers/promises";
import type { LastUnitsProduct } from "./bench-catalogue.ts";
import { placeGuestOrder } from "./guest-shopper.ts";

/** How long after process A answered an order process B's listing showed its stock change. */
export interface VisibilityProbe {
  productId: number;
  /** Milliseconds from A's place-order answer to B's first answer showing the change; missing when it never did. */
  delayMs?: number;
  /** The probe order's place-order request. */
  placeOrderMs?: number;
  failure?: string;
}

/**
 * Buys every unit of `product` through process `a`, then polls process `b`'s in-stock facet count
 * (`ohf`) for the product's category until it is one lower. B's answer is timed when it arrives,
 * so the delay is at most one poll longer than the truth, never shorter.
 */
export async function probeStockVisibility(
  a: string,
  b: string,
  product: LastUnitsProduct,
  timeoutMs: number,
): Promise<VisibilityProbe> {
  const filtersUrl = `${b}/api/search-and-filter/product/list-product-filters?cultureCode=sv-SE&categorySeed=${product.categoryId}`;
  const probe: VisibilityProbe = { productId: product.productId };
  try {
    const before = await readInStockCount(filtersUrl);
    const order = await placeGuestOrder(a, product.items);
    if (!order.paid) return { ...probe, failure: `the order failed: ${order.failure}` };
    probe.placeOrderMs = order.placeOrder!.ms;
    let shown = before;
    while (performance.now() - order.answeredAt! < timeoutMs) {
      shown = await readInStockCount(filtersUrl);
      if (shown === before - 1) return { ...probe, delayMs: performance.now() - order.answeredAt! };
      await sleep(10);
    }
    return {
      ...probe,
      failure: `process B still counts ${shown} in stock (was ${before}, expected ${before - 1}) ${timeoutMs} ms after the order`,
    };
  } catch (error) {
    return { ...probe, failure: (error as Error).message };
  }
}

async function readInStockCount(filtersUrl: string): Promise<number> {
  const response = await fetch(filtersUrl);
  if (!response.ok) throw new Error(`${filtersUrl} answered ${response.status}`);
  const groups = (await response.json()) as { Name: string; Items: { Count?: number }[] }[];
  const count = groups.find((group) => group.Name === "ohf")?.Items[0]?.Count;
  if (count === undefined) throw new Error(`${filtersUrl} has no ohf count`);
  return count;
}
