import { onMailQueued } from "#commerce/modules/mail/index.ts";
import type { DeliveryReport } from "#commerce/modules/mail/index.ts";

interface MailWorkerLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Queued mail is announced before its transaction commits; looking this much later finds it in
 * the usual case, and a mail a longer transaction still holds back waits for the next poll.
 */
const wakeDelayMs = 100;

/**
 * Runs the mail delivery worker in this process: a round every `seconds`, and soon after this
 * process queues mail. Every process runs one; claims keep each mail to one sender. Rounds never
 * overlap (a wake-up during one is kept for right after it), and `stop` waits for the round under
 * way, so the database is not closed under it.
 */
export function startMailWorker(deliverDueMail: () => Promise<DeliveryReport>, seconds: number, log: MailWorkerLog) {
  let running: Promise<void> | undefined;
  let stopped = false;
  let wanted = false;
  const deliver = () => {
    if (stopped) return;
    if (running) {
      wanted = true;
      return;
    }
    running = deliverDueMail()
      .then((report) => {
        if (report.sent + report.deferred + report.failed > 0) log.info(report, "mail delivered");
      })
      .catch((error: unknown) => log.error({ err: error }, "mail delivery failed"))
      .finally(() => {
        running = undefined;
        if (wanted) {
          wanted = false;
          deliver();
        }
      });
  };
  const timer = setInterval(deliver, seconds * 1000);
  // The worker never keeps the process alive on its own.
  timer.unref();
  const stopWaking = onMailQueued(() => setTimeout(deliver, wakeDelayMs).unref());
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      stopWaking();
      while (running) await running;
    },
  };
}
