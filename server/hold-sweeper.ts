import type { ExpiredOrderReport } from "#commerce/flows/release-expired-orders.ts";
import { startPeriodicSweep, type SweepLog } from "./periodic-sweep.ts";

/** Releases the stock held by checkout orders left unpaid, every `seconds` (each order by one process). */
export function startHoldSweeper(
  releaseExpiredOrders: () => Promise<ExpiredOrderReport>,
  seconds: number,
  log: SweepLog,
) {
  return startPeriodicSweep(releaseExpiredOrders, {
    seconds,
    log,
    failure: "stock-hold sweep failed",
    outcome: ({ removed, paid, declined }) =>
      removed.length + paid.length + declined.length > 0
        ? { details: { removed, paid, declined }, message: "expired checkout orders released" }
        : undefined,
  });
}
