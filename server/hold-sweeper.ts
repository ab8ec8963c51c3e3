import type { ExpiredOrderReport } from "#commerce/flows/release-expired-orders.ts";

interface SweeperLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs the stock-hold sweeper every `seconds` in this process (every process runs one; each
 * expired order is still taken by one sweeper). A sweep still running when the next is due lets
 * that one pass, and `stop` waits for it, so the database is not closed under it.
 */
export function startHoldSweeper(
  releaseExpiredOrders: () => Promise<ExpiredOrderReport>,
  seconds: number,
  log: SweeperLog,
) {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= releaseExpiredOrders()
      .then(({ removed, paid, declined }) => {
        if (removed.length + paid.length + declined.length > 0)
          log.info({ removed, paid, declined }, "expired checkout orders released");
      })
      .catch((error: unknown) => log.error({ err: error }, "stock-hold sweep failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, seconds * 1000);
  // The sweeper never keeps the process alive on its own.
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
