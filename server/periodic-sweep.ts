export interface SweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** What one sweep did, as a log line, or nothing when it found nothing to do. */
export type SweepOutcome = { details: object; message: string } | undefined;

/**
 * Runs `sweepOnce` every `seconds` in this process (every process runs one; the engine's locks
 * give each due row to one sweeper). A sweep still running when the next is due lets that one
 * pass, and `stop` waits for it, so the database is not closed under it. What a sweep did is
 * logged, a failed sweep too, and the next one goes ahead.
 */
export function startPeriodicSweep<Report>(
  sweepOnce: () => Promise<Report>,
  options: { seconds: number; log: SweepLog; outcome: (report: Report) => SweepOutcome; failure: string },
) {
  const { log } = options;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepOnce()
      .then((report) => {
        const outcome = options.outcome(report);
        if (outcome) log.info(outcome.details, outcome.message);
      })
      .catch((error: unknown) => log.error({ err: error }, options.failure))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, options.seconds * 1000);
  // The sweeper never keeps the process alive on its own.
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
