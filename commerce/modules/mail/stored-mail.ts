import type { ShopLocale } from "#commerce/locale.ts";
import type { outgoingMail } from "./schema.ts";
import { mailTemplateNames, type MailTemplateName, type TemplateMail } from "./template-data.ts";
import type { MailLook } from "./templates/mail-context.ts";
import { renderTemplate } from "./templates/render-template.tsx";

/**
 * What a queued mail is rendered from (`outgoing_mail.template_input`): its data, and the shop's
 * branding and currency as they were when it was queued, so it renders as it would have then.
 */
export interface TemplateInput extends MailLook {
  data: TemplateMail["data"];
}

/** A mail's bodies: text always, HTML when it has one. */
export interface MailBodies {
  textBody: string;
  htmlBody: string | null;
}

type StoredMail = Pick<
  typeof outgoingMail.$inferSelect,
  "id" | "template" | "locale" | "templateInput" | "textBody" | "htmlBody"
>;

// The outbox names templates in kebab-case (rows already stored, the back office's filter).
const templateOf = (stored: string): MailTemplateName | undefined =>
  mailTemplateNames.find((name) => name === stored.replaceAll("-", "_"));

/** The outbox's name for a template. */
export const storedTemplateName = (template: MailTemplateName) => template.replaceAll("_", "-");

/**
 * A mail's text and HTML: as stored once it was rendered (mail that went out, and mail queued
 * before rendering moved to delivery), else rendered now from what it was queued with. Rendering
 * (react-email, then the plain text from its HTML) costs milliseconds of CPU, so it happens as the
 * mail goes out or is read, never inside the change that queues it.
 */
export async function renderedBodies(mail: StoredMail): Promise<MailBodies> {
  if (mail.textBody !== null) return { textBody: mail.textBody, htmlBody: mail.htmlBody };
  const template = templateOf(mail.template);
  const input = mail.templateInput as TemplateInput | null;
  if (!template || !input) throw new Error(`Mail ${mail.id} has neither bodies nor what to render them from`);
  const rendered = await renderTemplate(
    { template, locale: mail.locale as ShopLocale, data: input.data } as TemplateMail,
    input,
  );
  return { textBody: rendered.text, htmlBody: rendered.html };
}
