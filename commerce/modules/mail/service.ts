import type { Database } from "#commerce/db/client.ts";
import { listMailTo, type OutgoingMail } from "./outbox.ts";

/** The outbox: what the shop has sent or will send. */
export interface MailService {
  /** The latest emails to one address, newest first (10 unless told). */
  listMailTo(recipient: string, limit?: number): Promise<OutgoingMail[]>;
}

/** The mail service on one database. */
export function createMailService(db: Database): MailService {
  return {
    listMailTo: (recipient, limit) => listMailTo(db, recipient, limit),
  };
}
