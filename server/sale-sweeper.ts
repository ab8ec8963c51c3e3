import type { DueSaleReport } from "#commerce/flows/apply-due-sales.ts";
import { startPeriodicSweep, type SweepLog } from "./periodic-sweep.ts";

/**
 * Starts and ends scheduled sale prices every `seconds` (each due sale by one process). Each sale
 * it starts, ends or drops is a change nobody on the staff made, so it is logged rather than audited.
 */
export function startSaleSweeper(applyDueSales: () => Promise<DueSaleReport>, seconds: number, log: SweepLog) {
  return startPeriodicSweep(applyDueSales, {
    seconds,
    log,
    failure: "sale sweep failed",
    outcome: ({ started, ended, dropped }) =>
      started.length + ended.length + dropped.length > 0
        ? { details: { started, ended, dropped }, message: "scheduled sale prices applied" }
        : undefined,
  });
}
