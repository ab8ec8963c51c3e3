import { basketCalls } from "./guest-shopper.ts";
import type { OrderLoopResult } from "./order-loop.ts";
import { percentile } from "./percentile.ts";
import { bestListing, change, listingCells, printVerdicts, row, type Verdict, whole } from "./report-table.ts";
import type { OrdersPhase, OrdersUnderLoadResult } from "./orders-under-load.ts";

/** Issue 14's targets, at 100,000 products on PostgreSQL. */
const targets = {
  placeOrderP99Ms: 150,
  placeOrderRate: 1,
  listingChangePercent: 10,
  busyRate: 5,
  visibilityMs: 1000,
  coldStartMs: 3000,
  peakRssMb: 450,
  deltaMicrosecondsPerProduct: 1000,
};

interface OrderTally {
  paid: number;
  failed: number;
  non2xx: number;
  failures: Map<string, number>;
}

function tallyOrders(results: OrderLoopResult[]): OrderTally {
  const tally: OrderTally = { paid: 0, failed: 0, non2xx: 0, failures: new Map() };
  for (const result of results) {
    tally.failed += result.unfinished;
    if (result.unfinished > 0)
      tally.failures.set(
        "still running when the phase stopped waiting",
        (tally.failures.get("still running when the phase stopped waiting") ?? 0) + result.unfinished,
      );
    for (const order of result.orders) {
      const calls = [...Object.values(order.basket), ...(order.placeOrder ? [order.placeOrder] : [])];
      tally.non2xx += calls.filter((call) => call.status < 200 || call.status > 299).length;
      if (order.paid) tally.paid += 1;
      else {
        tally.failed += 1;
        // Reasons without the ids in them, so alike failures add up.
        const reason = (order.failure ?? "unknown").replace(/\d+/g, "#");
        tally.failures.set(reason, (tally.failures.get(reason) ?? 0) + 1);
      }
    }
  }
  return tally;
}

const placeOrderMs = (phase: OrdersPhase) =>
  phase.orders.orders.flatMap((order) => (order.placeOrder ? [order.placeOrder.ms] : []));
const basketMs = (phase: OrdersPhase, call?: (typeof basketCalls)[number]) =>
  phase.orders.orders.flatMap((order) =>
    (call ? [order.basket[call]] : Object.values(order.basket)).flatMap((timed) => (timed ? [timed.ms] : [])),
  );

/** The listing without orders to compare against: the best of the phases without orders (see bestListing). */
const idleListing = (result: OrdersUnderLoadResult) =>
  bestListing(result.phases.filter((phase) => phase.rate === 0).map((phase) => phase.listing));

function printListing(result: OrdersUnderLoadResult) {
  const base = idleListing(result);
  const widths = [10, 8, 8, 8, 8, 8, 7];
  console.log(
    `\nListing on process A (${result.options.connections} connections): ${result.listingUrl.replace(/^http:\/\/[^/]+/, "")}`,
  );
  console.log(row(["orders/s", "req/s", "change", "p50 ms", "p99 ms", "change", "errors"], widths));
  // The change is against the phases without orders, measured in the same run (see idleListing).
  for (const { rate, listing } of result.phases) {
    const against = rate === 0 ? undefined : base;
    console.log(row([rate, ...listingCells(listing, against)], widths));
  }
}

function printOrders(result: OrdersUnderLoadResult) {
  const ordering = result.phases.filter((phase) => phase.rate > 0);
  const widths = [10, 8, 6, 7, 8, 8, 8, 8, 8, 8, 10];
  console.log(`\nGuest orders through process A, each a new guest buying 1 unit of another product (open-loop pacing)`);
  console.log(
    row(
      [
        "orders/s",
        "planned",
        "paid",
        "failed",
        "non-2xx",
        "place p50",
        "p99",
        "max",
        "basket p50",
        "p99",
        "late start",
      ],
      widths,
    ),
  );
  const labelled: [string, OrdersPhase][] = [
    ["warm-up", result.warmup],
    ...ordering.map((phase): [string, OrdersPhase] => [String(phase.rate), phase]),
  ];
  for (const [label, phase] of labelled) {
    const tally = tallyOrders([phase.orders]);
    const place = placeOrderMs(phase);
    const basket = basketMs(phase);
    const latestStart = Math.max(0, ...phase.orders.orders.map((order) => order.startLagMs));
    console.log(
      row(
        [
          label,
          phase.orders.planned,
          tally.paid,
          tally.failed,
          tally.non2xx,
          whole(percentile(place, 50)),
          whole(percentile(place, 99)),
          whole(percentile(place, 100)),
          whole(percentile(basket, 50)),
          whole(percentile(basket, 99)),
          `${whole(latestStart)} ms`,
        ],
        widths,
      ),
    );
  }
  console.log(
    "(ms; place = the place-order request alone; basket = the four calls before it; late start = the latest an order started after its slot)",
  );
  if (ordering.length === 0) return;
  const callWidths = [32, ...ordering.map(() => 16)];
  console.log(`\n${row(["basket call, p50 / p99 ms", ...ordering.map((phase) => `at ${phase.rate}/s`)], callWidths)}`);
  for (const call of basketCalls) {
    console.log(
      row(
        [
          call,
          ...ordering.map(
            (phase) =>
              `${whole(percentile(basketMs(phase, call), 50))} / ${whole(percentile(basketMs(phase, call), 99))}`,
          ),
        ],
        callWidths,
      ),
    );
  }
}

function printFailures(tally: OrderTally) {
  if (tally.failed === 0 && tally.non2xx === 0) return;
  console.log(`\nORDERS FAILED: ${tally.failed} not paid, ${tally.non2xx} non-2xx answers`);
  for (const [reason, count] of [...tally.failures].sort((x, y) => y[1] - x[1]).slice(0, 8))
    console.log(`  ${count} × ${reason}`);
}

function printProbes(result: OrdersUnderLoadResult) {
  console.log(
    `\nStock change seen by process B (the ohf count of the product's category, after process A sold the product's last units):`,
  );
  for (const probe of result.probes) {
    const seen =
      probe.delayMs === undefined ? `NOT SEEN: ${probe.failure}` : `${whole(probe.delayMs)} ms after A answered`;
    console.log(
      `  product ${probe.productId}: ${seen}${probe.placeOrderMs === undefined ? "" : ` (its place-order took ${whole(probe.placeOrderMs)} ms)`}`,
    );
  }
  const { requestsPerSecond, p99Ms } = result.probeListing;
  console.log(`  meanwhile the listing on A: ${whole(requestsPerSecond)} req/s, p99 ${p99Ms} ms`);
}

function printCounts(result: OrdersUnderLoadResult) {
  console.log(`\nProducts the unscoped listing counts, against \`select count(*) from products where is_active\`:`);
  for (const { label, listed, active } of result.counts) {
    const verdict =
      listed === active
        ? "all counted"
        : `MISMATCH: ${whole(Math.abs(active - listed))} ${listed < active ? "MISSING" : "TOO MANY"}`;
    console.log(`  ${label.padEnd(22)} ${whole(listed).padStart(9)} of ${whole(active).padStart(9)}  ${verdict}`);
  }
}

function verdicts(result: OrdersUnderLoadResult, tally: OrderTally): Verdict[] {
  const atPlaceOrderRate = result.phases.find((phase) => phase.rate === targets.placeOrderRate);
  const placeP99 = atPlaceOrderRate && percentile(placeOrderMs(atPlaceOrderRate), 99);
  const idle = idleListing(result);
  const busy = result.phases.find((phase) => phase.rate === targets.busyRate)?.listing;
  const throughputLoss =
    idle && busy && ((idle.requestsPerSecond - busy.requestsPerSecond) / idle.requestsPerSecond) * 100;
  const p99Growth = idle && busy && ((busy.p99Ms - idle.p99Ms) / idle.p99Ms) * 100;
  const delays = result.probes.map((probe) => probe.delayMs ?? Number.POSITIVE_INFINITY);
  const mismatches = result.counts.filter((count) => count.listed !== count.active);
  const slowestStart = Math.max(result.coldStartMs.A, result.coldStartMs.B);
  const mostMemory = Math.max(result.peakRssMb.A, result.peakRssMb.B);
  const allOrders = tally.paid + tally.failed;
  const slowestDelta = Math.max(...result.facetDeltas.map((figure) => figure.applyMicrosecondsPerProduct));
  return [
    [
      placeP99 === undefined ? undefined : placeP99 <= targets.placeOrderP99Ms,
      `place-order p99 ≤ ${targets.placeOrderP99Ms} ms at ${targets.placeOrderRate} order/s`,
      placeP99 === undefined
        ? `not measured (no phase at ${targets.placeOrderRate}/s with orders)`
        : `${whole(placeP99)} ms`,
    ],
    [
      throughputLoss === undefined || p99Growth === undefined
        ? undefined
        : throughputLoss <= targets.listingChangePercent && p99Growth <= targets.listingChangePercent,
      `listing at ${targets.busyRate} orders/s within ${targets.listingChangePercent}% of none`,
      throughputLoss === undefined || p99Growth === undefined
        ? `not measured (needs phases at 0 and ${targets.busyRate}/s)`
        : `req/s ${change(busy!.requestsPerSecond, idle!.requestsPerSecond)}, p99 ${change(busy!.p99Ms, idle!.p99Ms)}`,
    ],
    [
      delays.length === 0 ? undefined : Math.max(...delays) <= targets.visibilityMs,
      `stock change seen by another process ≤ ${targets.visibilityMs} ms`,
      delays.length === 0
        ? "not measured (--probes 0)"
        : `slowest ${Number.isFinite(Math.max(...delays)) ? `${whole(Math.max(...delays))} ms` : "never"}`,
    ],
    [
      mismatches.length === 0,
      "the listing counts every active product",
      mismatches.length === 0
        ? "every count equal"
        : mismatches.map((count) => `${count.label}: ${whole(count.listed)} of ${whole(count.active)}`).join("; "),
    ],
    [
      slowestStart <= targets.coldStartMs,
      `cold start to the first listing ≤ ${targets.coldStartMs} ms`,
      `A ${whole(result.coldStartMs.A)} ms, B ${whole(result.coldStartMs.B)} ms`,
    ],
    [
      mostMemory <= targets.peakRssMb,
      `peak memory (RSS) ≤ ${targets.peakRssMb} MB per process`,
      `A ${result.peakRssMb.A} MB, B ${result.peakRssMb.B} MB`,
    ],
    [
      slowestDelta < targets.deltaMicrosecondsPerProduct,
      `a change applied to the facet index < ${targets.deltaMicrosecondsPerProduct / 1000} ms per product`,
      `slowest kind ${slowestDelta.toFixed(1)} µs per product`,
    ],
    [
      tally.failed === 0 && tally.non2xx === 0,
      "every order placed and paid",
      `${tally.paid} of ${allOrders} paid, ${tally.non2xx} non-2xx answers`,
    ],
  ];
}

function printFacetDeltas(result: OrdersUnderLoadResult) {
  console.log(
    `\nA change applied to a facet index of ${whole(result.counts[0]?.active)} products (in the bench's process; the rows read are altered so every product moves):`,
  );
  for (const figure of result.facetDeltas) {
    console.log(
      `  ${figure.kind.padEnd(8)} ${whole(figure.products)} products: rows read in ${whole(figure.readMs)} ms, applied in ${figure.applyMicrosecondsPerProduct.toFixed(1)} µs per product`,
    );
  }
}

/** Prints the run's figures and the verdict on each target; answers whether all were met. */
export function printOrdersReport(result: OrdersUnderLoadResult): boolean {
  const { options } = result;
  console.log(
    `\nOrders under load: ${whole(result.counts[0]?.active)} active products, ${options.secondsPerPhase} s per phase, after a ${options.warmupSeconds} s warm-up`,
  );
  console.log(
    `Cold start to the first listing answer: A ${whole(result.coldStartMs.A)} ms, B ${whole(result.coldStartMs.B)} ms`,
  );
  printListing(result);
  printOrders(result);
  printProbes(result);
  printCounts(result);
  console.log(`\nPeak memory (RSS high-water mark): A ${result.peakRssMb.A} MB, B ${result.peakRssMb.B} MB`);
  printFacetDeltas(result);

  const tally = tallyOrders([result.warmup.orders, ...result.phases.map((phase) => phase.orders)]);
  printFailures(tally);
  return printVerdicts("Targets (issue 14)", verdicts(result, tally));
}
