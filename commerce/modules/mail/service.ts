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

/**
 * Writes an email to the outbox inside the caller's transaction, so it is sent exactly when the
 * change it tells of is saved. The mail provider delivers from there.
 */
export async function queueMail(tx: DatabaseOrTransaction, message: MailMessage): Promise<void> {
  await tx.insert(outgoingMail).values(message);
}

/** The outbox: what the shop has sent or will send. */
export function createMailService(db: Database) {
  return {
    /** The latest emails to one address, newest first. */
    listMailTo(recipient: string, limit = 10) {
      return db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.recipient, recipient))
        .orderBy(desc(outgoingMail.id))
        .limit(limit);
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
