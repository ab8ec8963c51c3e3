import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { DeliveryOutcome, MailProvider } from "#commerce/providers/mail/mail-provider.ts";
import { withAbsoluteImages } from "./absolute-images.ts";
import { outgoingMail } from "./schema.ts";
import { type MailBodies, renderedBodies } from "./stored-mail.ts";

/**
 * The wait after each failed try grows: 1 minute, 5, 30, 2 hours, 12 hours; the try after the last
 * wait is the last, so a mail server may be away for about 15 hours before a mail is given up.
 */
export const retryDelaysSeconds = [60, 5 * 60, 30 * 60, 2 * 60 * 60, 12 * 60 * 60] as const;
export const maxDeliveryAttempts = retryDelaysSeconds.length + 1;

export interface MailDeliveryOptions {
  provider: MailProvider;
  /** The shop's public origin (PUBLIC_URL): queued mail's /img paths become absolute with it as mail goes out. */
  publicOrigin?: string;
  /**
   * Seconds of claim per mail claimed, far longer than one send may take (an SMTP send that times
   * out at every step takes about 50): a batch is claimed for this times its size, since its mails
   * are sent one after another. 120 unless told.
   */
  leaseSeconds?: number;
  /** Mails claimed at a time; a full batch is followed by another at once. 10 unless told. */
  batchSize?: number;
}

/** What one round of delivery did. */
export interface DeliveryReport {
  sent: number;
  /** Failed this time, to be tried again later. */
  deferred: number;
  /** Given up: refused for good, or out of tries. */
  failed: number;
}

type ClaimedMail = Awaited<ReturnType<typeof claimDueMail>>[number];

/**
 * Claims due mail for this sender: the rows are locked while the claim is written (others skip
 * them rather than wait) and then held by `claimed_until`, so across processes each mail has one
 * sender at a time. A sender that dies leaves its claim to run out, and the mail is sent by another.
 * Idle, this is one statement on the partial index of unsent mail.
 */
function claimDueMail(db: Database, leaseSeconds: number, batchSize: number) {
  // Whole milliseconds, so the claim read back into a Date is the stored value, to compare against.
  const claimedUntil = sql`date_trunc('milliseconds', now() + make_interval(secs => ${leaseSeconds * batchSize}))`;
  const due = db
    .select({ id: outgoingMail.id })
    .from(outgoingMail)
    .where(
      and(
        isNull(outgoingMail.sentAt),
        isNull(outgoingMail.failedAt),
        lte(outgoingMail.nextAttemptAt, sql`now()`),
        or(isNull(outgoingMail.claimedUntil), lt(outgoingMail.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outgoingMail.nextAttemptAt))
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return db.update(outgoingMail).set({ claimedUntil }).where(inArray(outgoingMail.id, due)).returning({
    id: outgoingMail.id,
    recipient: outgoingMail.recipient,
    subject: outgoingMail.subject,
    template: outgoingMail.template,
    locale: outgoingMail.locale,
    templateInput: outgoingMail.templateInput,
    textBody: outgoingMail.textBody,
    htmlBody: outgoingMail.htmlBody,
    attempts: outgoingMail.attempts,
    createdAt: outgoingMail.createdAt,
    claimedUntil: outgoingMail.claimedUntil,
  });
}

/**
 * Writes down one try: sent (with the bodies as sent, rendered for it if they were not stored yet);
 * or failed, with the error and either the next try's time or the end.
 * Only while the claim is still ours (`claimed_until` as we set it): a claim that ran out and was
 * taken by another sender is theirs to record, so nothing here overwrites it. Answers what was
 * recorded, or undefined when the claim was lost.
 */
async function recordOutcome(
  db: Database,
  mail: ClaimedMail,
  outcome: DeliveryOutcome,
  sentBodies: MailBodies | undefined,
): Promise<keyof DeliveryReport | undefined> {
  const attempts = sql`${outgoingMail.attempts} + 1`;
  const stillOurs = and(eq(outgoingMail.id, mail.id), eq(outgoingMail.claimedUntil, mail.claimedUntil!));
  if (outcome.status === "sent") {
    const recorded = await db
      .update(outgoingMail)
      // What it was rendered from goes: addresses, order lines and links are kept once, as sent.
      .set({ attempts, sentAt: sql`now()`, claimedUntil: null, lastError: null, templateInput: null, ...sentBodies })
      .where(stillOurs)
      .returning({ id: outgoingMail.id });
    return recorded.length > 0 ? "sent" : undefined;
  }
  const delay = retryDelaysSeconds[mail.attempts];
  const givesUp = outcome.status === "refused" || delay === undefined;
  const recorded = await db
    .update(outgoingMail)
    .set({
      attempts,
      claimedUntil: null,
      lastError: outcome.error.slice(0, 1000),
      ...(givesUp ? { failedAt: sql`now()` } : { nextAttemptAt: sql`now() + make_interval(secs => ${delay})` }),
    })
    .where(stillOurs)
    .returning({ id: outgoingMail.id });
  if (recorded.length === 0) return undefined;
  return givesUp ? "failed" : "deferred";
}

/**
 * One round of the delivery worker (server/mail-worker.ts runs it in every process): sends every
 * due mail through the provider and records what became of each. With the outbox provider it does
 * nothing at all: mail stays stored and viewable.
 */
export function createMailDelivery(db: Database, options: MailDeliveryOptions): () => Promise<DeliveryReport> {
  const { provider, publicOrigin, leaseSeconds = 120, batchSize = 10 } = options;
  const send = provider.send;
  return async () => {
    const report: DeliveryReport = { sent: 0, deferred: 0, failed: 0 };
    if (!send) return report;
    for (;;) {
      const claimed = await claimDueMail(db, leaseSeconds, batchSize);
      for (const mail of claimed) {
        let bodies: MailBodies | undefined;
        const outcome = await (async () => {
          bodies = await renderedBodies(mail);
          const { textBody, htmlBody } = bodies;
          return send({
            to: mail.recipient,
            subject: mail.subject,
            text: textBody,
            html: htmlBody && publicOrigin ? withAbsoluteImages(htmlBody, publicOrigin) : htmlBody,
            reference: `butik-mail-${mail.id}-${mail.createdAt.getTime()}`,
          });
        })().catch((error: unknown): DeliveryOutcome => ({ status: "deferred", error: String(error) }));
        // Bodies rendered for this send are kept, so the outbox shows the mail as it went out.
        const recorded = await recordOutcome(db, mail, outcome, mail.textBody === null ? bodies : undefined);
        if (recorded) report[recorded] += 1;
      }
      if (claimed.length < batchSize) return report;
    }
  };
}
