import type { Database } from "#commerce/db/client.ts";
import { recordAudit } from "../audit/index.ts";
import type { StaffActor } from "../access/index.ts";
import { announceMailQueued } from "./mail-queued.ts";
import { findMail } from "./outbox.ts";
import { outgoingMail } from "./schema.ts";

/**
 * Queues a copy of a mail exactly as it was rendered then (same recipient, subject, text and HTML,
 * same order), as a new mail with a delivery of its own; the original keeps its history. Audited
 * with both ids; the recipient and content stay out of the log, which is kept longer than mail.
 */
export async function resendMail(db: Database, actor: StaffActor, id: number): Promise<{ id: number }> {
  const copy = await db.transaction(async (tx) => {
    const original = await findMail(tx, id);
    const [queued] = await tx
      .insert(outgoingMail)
      .values({
        recipient: original.recipient,
        subject: original.subject,
        textBody: original.textBody,
        htmlBody: original.htmlBody,
        template: original.template,
        locale: original.locale,
        orderId: original.orderId,
      })
      .returning({ id: outgoingMail.id });
    await recordAudit(tx, actor, {
      action: "mail.resend",
      subjectKind: "mail",
      subjectId: id,
      after: { copyId: queued!.id, template: original.template, orderId: original.orderId },
    });
    return queued!;
  });
  announceMailQueued();
  return copy;
}
