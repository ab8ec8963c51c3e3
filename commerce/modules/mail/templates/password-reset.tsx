import type { ShopLocale } from "#commerce/locale.ts";
import type { MailTemplate } from "./mail-context.ts";
import { ActionButton, MailHeading, Paragraph } from "./mail-parts.tsx";

/** Whose password a reset mail is about: a shopper's shop account, or a staff member's back office sign-in. */
export type PasswordResetAudience = "customer" | "staff";

interface ResetTexts {
  subject: (shopName: string) => string;
  heading: string;
  /** The body's paragraphs before the button; the first is also the inbox preview. */
  explanation: (shopName: string) => [string, ...string[]];
  ignore: string;
}

const texts: Record<PasswordResetAudience, Record<ShopLocale, ResetTexts>> = {
  customer: {
    "en-GB": {
      subject: (shopName) => `Reset your ${shopName} password`,
      heading: "Reset your password",
      explanation: (shopName) => [
        `Someone (hopefully you) asked to reset the password of your ${shopName} account.`,
        "The link works for one hour, once:",
      ],
      ignore: "If you did not ask for it, you can ignore this message.",
    },
    "sv-SE": {
      subject: (shopName) => `Återställ ditt lösenord hos ${shopName}`,
      heading: "Återställ ditt lösenord",
      explanation: (shopName) => [
        `Någon (förhoppningsvis du) bad om att få återställa lösenordet till ditt konto hos ${shopName}.`,
        "Länken fungerar i en timme och bara en gång:",
      ],
      ignore: "Bad du inte om det kan du strunta i det här meddelandet.",
    },
  },
  staff: {
    "en-GB": {
      subject: (shopName) => `Reset your ${shopName} back office password`,
      heading: "Reset your back office password",
      explanation: (shopName) => [
        `Someone (hopefully you) asked to reset the password you use in the ${shopName} back office. The link works once:`,
      ],
      ignore: "If you did not ask for it, you can ignore this message; your password stays as it is.",
    },
    "sv-SE": {
      subject: (shopName) => `Återställ ditt lösenord till administrationen för ${shopName}`,
      heading: "Återställ ditt lösenord till administrationen",
      explanation: (shopName) => [
        `Någon (förhoppningsvis du) bad om att få återställa lösenordet du använder i administrationen för ${shopName}. Länken fungerar en gång:`,
      ],
      ignore: "Bad du inte om det kan du strunta i det här meddelandet; ditt lösenord förblir som det är.",
    },
  },
};

const action: Record<ShopLocale, string> = { "en-GB": "Choose a new password", "sv-SE": "Välj ett nytt lösenord" };

/**
 * A forgotten password's mail: the single-use link that sets a new one. One template for both
 * audiences, worded for each (a shopper's link lasts an hour, a staff member's leads to the back office).
 */
export function passwordResetFor(
  audience: PasswordResetAudience,
): MailTemplate<"password_reset" | "staff_password_reset"> {
  return (data, context) => {
    const text = texts[audience][context.locale];
    const { shopName } = context.branding;
    const explanation = text.explanation(shopName);
    return {
      subject: text.subject(shopName),
      preview: explanation[0],
      content: (
        <>
          <MailHeading context={context}>{text.heading}</MailHeading>
          {explanation.map((paragraph) => (
            <Paragraph key={paragraph}>{paragraph}</Paragraph>
          ))}
          <ActionButton context={context} href={data.resetUrl}>
            {action[context.locale]}
          </ActionButton>
          <Paragraph muted>{text.ignore}</Paragraph>
        </>
      ),
    };
  };
}
