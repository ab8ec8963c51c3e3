import type { Database } from "../db/client.ts";
import { recordCatalogueChange, type CatalogueFeed } from "../modules/catalogue/index.ts";
import { endDueSales, startDueSales, type SweptSale } from "../modules/pricing/index.ts";

/** What one sweep did: sales put on the price, taken off it, and dropped (no longer below the price). */
export interface DueSaleReport {
  started: SweptSale[];
  ended: SweptSale[];
  dropped: SweptSale[];
}

export interface DueSaleSweepDeps {
  /** This process's catalogue feed: its own caches drop the changed prices at once. */
  catalogueFeed: Pick<CatalogueFeed, "changedHere" | "refresh">;
  /** The clock the sweep goes by. */
  now: () => Date;
}

/** Schedules taken per transaction; a sweep goes on while batches come back full. */
const sweepBatch = 200;

/**
 * The sale sweeper: starts the sales whose start has come and ends those whose end has, in
 * batches, each batch one transaction with its catalogue change (kind `price`, its products), so
 * listings, product pages and the API of every process follow within a second. A start and an end
 * both past (the shop was down) are applied in turn in the same batch. Safe to run in every
 * process at once: each schedule is applied by one sweeper (see modules/pricing/sale-schedule-sweep.ts).
 */
export function createDueSaleSweep(db: Database, deps: DueSaleSweepDeps) {
  /** One sweep over the due sale schedules; see createDueSaleSweep. */
  return async function applyDueSales(): Promise<DueSaleReport> {
    const report: DueSaleReport = { started: [], ended: [], dropped: [] };
    for (;;) {
      const now = deps.now();
      const batch = await db.transaction(async (tx) => {
        const { started, dropped } = await startDueSales(tx, now, sweepBatch);
        const ended = await endDueSales(tx, now, sweepBatch);
        const productIds = [...new Set([...started, ...ended].map((sale) => sale.productId))];
        if (productIds.length > 0) await recordCatalogueChange(tx, { kinds: ["price"], productIds });
        return { started, dropped, ended, productIds };
      });
      report.started.push(...batch.started);
      report.ended.push(...batch.ended);
      report.dropped.push(...batch.dropped);
      if (batch.productIds.length > 0) {
        deps.catalogueFeed.changedHere({ kinds: ["price"], productIds: batch.productIds });
        // This process's facet index catches up on its next listing rather than at the feed's next check.
        await deps.catalogueFeed.refresh();
      }
      const full = batch.started.length + batch.dropped.length >= sweepBatch || batch.ended.length >= sweepBatch;
      if (!full) return report;
    }
  };
}
