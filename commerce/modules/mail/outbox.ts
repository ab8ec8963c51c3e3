import { desc, eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import { outgoingMail } from "./schema.ts";

export interface MailMessage {
  recipient: string;
  subject: string;
  textBody: string;
  template: string;
  locale: string;
}

/** An email in the outbox, with what became of it. */
export type OutgoingMail = typeof outgoingMail.$inferSelect;

/**
 * Writes an email to the outbox inside the caller's transaction, so it is sent exactly when the
 * change it tells of is saved. The mail provider delivers from there.
 */
export async function queueMail(tx: DatabaseOrTransaction, message: MailMessage): Promise<void> {
  await tx.insert(outgoingMail).values(message);
}

/** The latest emails to one address, newest first. */
export function listMailTo(db: Database, recipient: string, limit = 10): Promise<OutgoingMail[]> {
  return db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.recipient, recipient))
    .orderBy(desc(outgoingMail.id))
    .limit(limit);
}
