import type { ShopLocale } from "#commerce/locale.ts";
import type { MailTemplate } from "./mail-context.ts";
import { ActionButton, MailHeading, Paragraph } from "./mail-parts.tsx";

const enGB = {
  subject: (shopName: string) => `Reset your ${shopName} back office password`,
  heading: "Reset your back office password",
  asked: (shopName: string) =>
    `Someone (hopefully you) asked to reset the password you use in the ${shopName} back office. The link works once:`,
  action: "Choose a new password",
  ignore: "If you did not ask for it, you can ignore this message; your password stays as it is.",
};
const texts: Record<ShopLocale, typeof enGB> = {
  "en-GB": enGB,
  "sv-SE": {
    subject: (shopName) => `Återställ ditt lösenord till administrationen för ${shopName}`,
    heading: "Återställ ditt lösenord till administrationen",
    asked: (shopName) =>
      `Någon (förhoppningsvis du) bad om att få återställa lösenordet du använder i administrationen för ${shopName}. Länken fungerar en gång:`,
    action: "Välj ett nytt lösenord",
    ignore: "Bad du inte om det kan du strunta i det här meddelandet; ditt lösenord förblir som det är.",
  },
};

/** A staff member's forgotten password: the single-use link to the back office's reset page. */
export const staffPasswordReset: MailTemplate<"staff_password_reset"> = (data, context) => {
  const text = texts[context.locale];
  const { shopName } = context.branding;
  return {
    subject: text.subject(shopName),
    preview: text.asked(shopName),
    content: (
      <>
        <MailHeading context={context}>{text.heading}</MailHeading>
        <Paragraph>{text.asked(shopName)}</Paragraph>
        <ActionButton context={context} href={data.resetUrl}>
          {text.action}
        </ActionButton>
        <Paragraph muted>{text.ignore}</Paragraph>
      </>
    ),
  };
};
