import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { readSetting } from "../settings/index.ts";
import { announceMailQueued } from "./mail-queued.ts";
import { outgoingMail } from "./schema.ts";
import type { TemplateMail } from "./template-data.ts";
import { renderTemplate } from "./templates/render-template.tsx";

/**
 * Renders a template in the mail's language with the shop's branding as it is now, and writes the
 * subject, text and HTML to the outbox inside the caller's transaction, so the mail exists exactly
 * when the change it tells of is saved. The delivery worker sends it from there.
 */
export async function queueTemplateMail(tx: DatabaseOrTransaction, mail: TemplateMail): Promise<{ id: number }> {
  const rendered = await renderTemplate(mail, await readSetting(tx, "branding"));
  const [queued] = await tx
    .insert(outgoingMail)
    .values({
      recipient: mail.recipient,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
      // The outbox has always named templates in kebab-case (rows already stored, the back office's filter).
      template: mail.template.replaceAll("_", "-"),
      locale: mail.locale,
      orderId: mail.orderId ?? null,
    })
    .returning({ id: outgoingMail.id });
  announceMailQueued();
  return queued!;
}
