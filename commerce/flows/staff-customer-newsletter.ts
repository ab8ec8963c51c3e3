import { toCsv } from "../csv.ts";
import type { Database } from "../db/client.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { listSubscribers } from "../modules/newsletter/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";

/** The columns of the subscriber export, as a mailing tool imports them. */
export const subscriberCsvHeader = ["email", "locale", "subscribed_at"] as const;

/**
 * Everyone subscribed to the newsletter now, as CSV for a mailing tool (`customers.read`). Who took
 * the list out, and how many rows, is audited (newsletter.export) in a transaction of its own.
 */
export async function exportNewsletterSubscribers(db: Database, actor: StaffActor): Promise<string> {
  requirePermission(actor, "customers.read");
  const subscribers = await listSubscribers(db);
  await db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: "newsletter.export",
      subjectKind: "newsletter",
      subjectId: "export",
      after: { rows: subscribers.length },
    }),
  );
  return toCsv(
    subscriberCsvHeader,
    subscribers.map((subscriber) => [subscriber.email, subscriber.locale, subscriber.subscribedAt]),
  );
}
