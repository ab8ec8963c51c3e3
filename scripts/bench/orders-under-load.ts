import { openBenchCatalogue } from "./bench-catalogue.ts";
import { type FacetDeltaFigures, measureFacetDeltas } from "./facet-delta.ts";
import { placeGuestOrder } from "./guest-shopper.ts";
import { type LoadFigures, startLoad } from "./listing-load.ts";
import { readListedProductCount, readListingUrls, unscopedListingPath } from "./listing-urls.ts";
import { type OrderLoopResult, paceOrders } from "./order-loop.ts";
import { printOrdersReport } from "./orders-report.ts";
import { type ShopProcess, startShopProcess } from "./shop-process.ts";
import { probeStockVisibility, type VisibilityProbe } from "./visibility-probe.ts";

export interface OrdersUnderLoadOptions {
  /** PostgreSQL: both server processes must share it. */
  databaseUrl: string;
  /** Orders a second, one phase each. */
  rates: number[];
  secondsPerPhase: number;
  warmupSeconds: number;
  connections: number;
  probes: number;
}

/** One phase: the listing under load while guests order at `rate` a second through the same process. */
export interface OrdersPhase {
  rate: number;
  listing: LoadFigures;
  orders: OrderLoopResult;
}

export interface ListedCount {
  label: string;
  listed: number;
  active: number;
}

/** Everything the orders-under-load run measured, for the report. */
export interface OrdersUnderLoadResult {
  options: OrdersUnderLoadOptions;
  listingUrl: string;
  coldStartMs: Record<"A" | "B", number>;
  peakRssMb: Record<"A" | "B", number>;
  counts: ListedCount[];
  warmup: OrdersPhase;
  phases: OrdersPhase[];
  probes: VisibilityProbe[];
  probeListing: LoadFigures;
  facetDeltas: FacetDeltaFigures[];
}

// Every checkout of the bench comes from 127.0.0.1: the per-address limit (30 an hour by default)
// would refuse all but the first few. The per-basket limit never bites: each order has its own basket.
const serverEnv = { CHECKOUT_ORDERS_PER_ADDRESS: "1000000" };
/** A process's first orders are slower (cold code paths and caches): a warm-up takes them, reported apart from the phases. */
const warmupRate = 1;
/** How long a phase waits for its last orders after the stretch before counting them as failed. */
const drainMs = 120_000;
/** Products changed at once when measuring what a change costs the facet index. */
const facetDeltaSample = 1000;
/** How long a probe waits for process B to show the change before giving up. */
const probeTimeoutMs = 30_000;

/**
 * Two server processes on one PostgreSQL database. Process A takes the listing load and the
 * guests' orders, phase by phase; process B only follows (the probe reads its listing after an
 * order through A). Returns whether every figure met its target and every order was paid.
 */
export async function runOrdersUnderLoad(options: OrdersUnderLoadOptions): Promise<boolean> {
  const catalogue = await openBenchCatalogue(options.databaseUrl);
  const started: ShopProcess[] = [];
  try {
    // One after the other, so neither cold start pays for the other's.
    const a = await startShopProcess({ ...serverEnv, DATABASE_URL: options.databaseUrl }, unscopedListingPath);
    started.push(a);
    const b = await startShopProcess({ ...serverEnv, DATABASE_URL: options.databaseUrl }, unscopedListingPath);
    started.push(b);
    const countListed = async (label: string) => {
      const active = await catalogue.countActiveProducts();
      return [
        { label: `A ${label}`, listed: await readListedProductCount(a.origin), active },
        { label: `B ${label}`, listed: await readListedProductCount(b.origin), active },
      ];
    };
    const counts = await countListed("after start");

    const lastUnits = await catalogue.pickLastUnitsProducts(options.probes);
    if (lastUnits.length < options.probes)
      throw new Error(
        `only ${lastUnits.length} products have all their stock in warehouses and at most 30 units; the probe needs ${options.probes}`,
      );
    const ordersNeeded =
      Math.floor(warmupRate * options.warmupSeconds) +
      options.rates.reduce((sum, rate) => sum + Math.floor(rate * options.secondsPerPhase), 0);
    const variants = await catalogue.pickOrderVariants(
      ordersNeeded,
      lastUnits.map((product) => product.productId),
    );
    if (variants.length < ordersNeeded)
      throw new Error(
        `the run places ${ordersNeeded} orders, each of another product, but only ${variants.length} products are in stock`,
      );
    let nextVariant = 0;
    const checkOut = () => placeGuestOrder(a.origin, [{ variantId: variants[nextVariant++]!, quantity: 1 }]);

    const listingUrl = (await readListingUrls(a.origin)).listProduct;
    const requireBothRunning = () => {
      for (const [name, shop] of [
        ["A", a],
        ["B", b],
      ] as const) {
        if (!shop.isRunning())
          throw new Error(`server process ${name} ended during the run (see above), so its figures would be void`);
      }
    };
    const runPhase = async (rate: number, seconds: number): Promise<OrdersPhase> => {
      const load = startLoad(listingUrl, options.connections);
      const paced = await paceOrders(rate, seconds, checkOut);
      const listing = await load.stop();
      const orders = await paced.settle(drainMs);
      requireBothRunning();
      return { rate, listing, orders };
    };
    console.log(
      `Warming up for ${options.warmupSeconds} s (listing load and ${warmupRate} order/s), then ${options.rates.length} phases of ${options.secondsPerPhase} s...`,
    );
    const warmup = await runPhase(warmupRate, options.warmupSeconds);
    const phases: OrdersPhase[] = [];
    for (const rate of options.rates) {
      phases.push(await runPhase(rate, options.secondsPerPhase));
      console.log(`  phase at ${rate} orders/s done`);
    }

    const probeLoad = startLoad(listingUrl, options.connections);
    const probes: VisibilityProbe[] = [];
    for (const product of lastUnits)
      probes.push(await probeStockVisibility(a.origin, b.origin, product, probeTimeoutMs));
    const probeListing = await probeLoad.stop();
    requireBothRunning();
    counts.push(...(await countListed("after the orders")));
    // Measured with both servers idle, in this process, on a facet index of its own.
    const facetDeltas = await measureFacetDeltas(options.databaseUrl, facetDeltaSample);

    return printOrdersReport({
      options,
      listingUrl,
      coldStartMs: { A: a.coldStartMs, B: b.coldStartMs },
      peakRssMb: { A: a.peakRssMb(), B: b.peakRssMb() },
      counts,
      warmup,
      phases,
      probes,
      probeListing,
      facetDeltas,
    });
  } finally {
    for (const shop of started) await shop.stop();
    await catalogue.close();
  }
}
