import type { Database } from "#commerce/db/client.ts";
import { hasPermission, requirePermission, type StaffActor } from "../access/index.ts";
import type { OutboxFilter } from "./inputs.ts";
import { withheldLinks } from "./link-bearing-mail.ts";
import { findMail, listOutbox, type MailDetail, type OutboxPage } from "./outbox.ts";
import { resendMail } from "./resend-mail.ts";

/** The outbox: what the shop has sent or will send, and the back office's view of it. */
export interface MailService {
  /** The outbox for the back office, newest first, by status and part of the recipient, paged (`mail.read`). */
  listOutbox(actor: StaffActor, filter: OutboxFilter): Promise<OutboxPage>;
  /**
   * One mail with its text and HTML (`mail.read`); `mail_not_found` when there is none. A mail
   * whose link sets a password or accepts an invite comes `withheld`, without its bodies, unless
   * the reader is an owner and the shop's mail never leaves the outbox.
   */
  getMail(actor: StaffActor, id: number): Promise<MailDetail & { withheld: boolean }>;
  /** Queues a copy of a mail to its recipient, audited (`mail.send`); returns the copy's id. */
  resendMail(actor: StaffActor, id: number): Promise<{ id: number }>;
}

/** The mail service on one database; `providerName` says whether mail really leaves the shop. */
export function createMailService(db: Database, providerName: "outbox" | "smtp"): MailService {
  return {
    async listOutbox(actor, filter) {
      requirePermission(actor, "mail.read");
      return listOutbox(db, filter);
    },
    async getMail(actor, id) {
      requirePermission(actor, "mail.read");
      const mayRevealLinks = providerName === "outbox" && hasPermission(actor, "staff.manage");
      return withheldLinks(await findMail(db, id), { mayRevealLinks });
    },
    async resendMail(actor, id) {
      requirePermission(actor, "mail.send");
      return resendMail(db, actor, id);
    },
  };
}
