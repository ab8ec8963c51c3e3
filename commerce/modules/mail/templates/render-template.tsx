import { render, toPlainText } from "@react-email/render";
import type { MailTemplateName, TemplateMail } from "../template-data.ts";
import { mailContext, type MailLook, type MailTemplate } from "./mail-context.ts";
import { MailLayout } from "./mail-layout.tsx";
import { orderConfirmation } from "./order-confirmation.tsx";
import { orderDeclined } from "./order-declined.tsx";
import { orderRefunded } from "./order-refunded.tsx";
import { orderShipped } from "./order-shipped.tsx";
import { passwordResetFor } from "./password-reset.tsx";
import { pickupReady } from "./pickup-ready.tsx";
import { staffInvite } from "./staff-invite.tsx";
import { welcome } from "./welcome.tsx";

const templates: { [T in MailTemplateName]: MailTemplate<T> } = {
  order_confirmation: orderConfirmation,
  order_shipped: orderShipped,
  order_declined: orderDeclined,
  order_refunded: orderRefunded,
  pickup_ready: pickupReady,
  password_reset: passwordResetFor("customer"),
  welcome,
  staff_invite: staffInvite,
  staff_password_reset: passwordResetFor("staff"),
};

type TemplateSource = Pick<TemplateMail, "template" | "locale" | "data">;

function compose(mail: TemplateSource, look: MailLook) {
  const context = mailContext(mail.locale, look);
  const template = templates[mail.template] as MailTemplate<typeof mail.template>;
  return { context, composed: template(mail.data as never, context) };
}

/** A template's subject alone: composing is cheap, rendering to HTML and text is not. */
export function composeSubject(mail: TemplateSource, look: MailLook): string {
  return compose(mail, look).composed.subject;
}

/** A mail as it is stored and sent. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

// The plain text is derived from the same HTML (html-to-text, as react-email configures it: no line
// wrapping, links as "label URL", images and the preview line left out), so the two never disagree
// and each template is written once. Headings keep their case: an uppercased Swedish heading reads
// as shouting.
const headings = ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } }));

/**
 * Renders a template with react-email's components (tables and inline styles that mail clients
 * agree on, an Outlook-safe button) to HTML and text, in the mail's language and look.
 * react-email rather than bare renderToStaticMarkup: its primitives carry years of mail-client
 * workarounds we would otherwise re-learn, and its render gives the matching plain text.
 */
export async function renderTemplate(mail: TemplateSource, look: MailLook) {
  const { context, composed } = compose(mail, look);
  const html = await render(
    <MailLayout context={context} subject={composed.subject} preview={composed.preview}>
      {composed.content}
    </MailLayout>,
  );
  return { subject: composed.subject, html, text: toPlainText(html, { selectors: headings }) } satisfies RenderedMail;
}
