import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { reusableQuery } from "#commerce/db/reusable-statements.ts";
import { readMoneyFormat } from "../pricing/index.ts";
import { readSetting } from "../settings/index.ts";
import { announceMailQueued } from "./mail-queued.ts";
import { outgoingMail } from "./schema.ts";
import { storedTemplateName, type TemplateInput } from "./stored-mail.ts";
import type { TemplateMail } from "./template-data.ts";
import { composeSubject } from "./templates/render-template.tsx";

// Written by every order paid, inside the transaction that settles it.
const mailInsert = reusableQuery((db) =>
  db
    .insert(outgoingMail)
    .values({
      recipient: sql.placeholder("recipient"),
      subject: sql.placeholder("subject"),
      templateInput: sql.placeholder("templateInput"),
      template: sql.placeholder("template"),
      locale: sql.placeholder("locale"),
      orderId: sql.placeholder("orderId"),
    })
    .returning({ id: outgoingMail.id })
    .prepare("mail_insert"),
);

/**
 * Writes a mail to the outbox inside the caller's transaction, so the mail exists exactly when the
 * change it tells of is saved: its subject, and the template's data with the shop's branding and
 * the way its amounts' currency is written, as they are now. The bodies are rendered from those as
 * the delivery worker sends it (stored-mail.ts).
 */
export async function queueTemplateMail(tx: DatabaseOrTransaction, mail: TemplateMail): Promise<{ id: number }> {
  const branding = await readSetting(tx, "branding");
  const currency = "currencyCode" in mail.data ? await readMoneyFormat(tx, mail.data.currencyCode) : undefined;
  const templateInput: TemplateInput = { data: mail.data, branding, currency };
  const [queued] = await mailInsert(tx).execute({
    recipient: mail.recipient,
    subject: composeSubject(mail, templateInput),
    templateInput,
    template: storedTemplateName(mail.template),
    locale: mail.locale,
    orderId: mail.orderId ?? null,
  });
  announceMailQueued();
  return queued!;
}
