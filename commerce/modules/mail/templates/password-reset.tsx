import type { ShopLocale } from "#commerce/locale.ts";
import type { MailTemplate } from "./mail-context.ts";
import { ActionButton, MailHeading, Paragraph } from "./mail-parts.tsx";

const enGB = {
  subject: (shopName: string) => `Reset your ${shopName} password`,
  heading: "Reset your password",
  asked: (shopName: string) => `Someone (hopefully you) asked to reset the password of your ${shopName} account.`,
  lifetime: "The link works for one hour, once:",
  action: "Choose a new password",
  ignore: "If you did not ask for it, you can ignore this message.",
};
const texts: Record<ShopLocale, typeof enGB> = {
  "en-GB": enGB,
  "sv-SE": {
    subject: (shopName) => `Återställ ditt lösenord hos ${shopName}`,
    heading: "Återställ ditt lösenord",
    asked: (shopName) =>
      `Någon (förhoppningsvis du) bad om att få återställa lösenordet till ditt konto hos ${shopName}.`,
    lifetime: "Länken fungerar i en timme och bara en gång:",
    action: "Välj ett nytt lösenord",
    ignore: "Bad du inte om det kan du strunta i det här meddelandet.",
  },
};

/** A shopper's forgotten password: the single-use link that sets a new one (accounts' reset lasts an hour). */
export const passwordReset: MailTemplate<"password_reset"> = (data, context) => {
  const text = texts[context.locale];
  const { shopName } = context.branding;
  return {
    subject: text.subject(shopName),
    preview: text.asked(shopName),
    content: (
      <>
        <MailHeading context={context}>{text.heading}</MailHeading>
        <Paragraph>{text.asked(shopName)}</Paragraph>
        <Paragraph>{text.lifetime}</Paragraph>
        <ActionButton context={context} href={data.resetUrl}>
          {text.action}
        </ActionButton>
        <Paragraph muted>{text.ignore}</Paragraph>
      </>
    ),
  };
};
