import type { ShopLocale } from "#commerce/locale.ts";
import type { MailTemplate } from "./mail-context.ts";
import { ActionButton, MailHeading, Paragraph } from "./mail-parts.tsx";

const enGB = {
  subject: (shopName: string) => `Welcome to ${shopName}`,
  heading: (firstName: string) => `Welcome, ${firstName}!`,
  ready: (shopName: string) =>
    `Your ${shopName} account is ready. You can follow your orders, save addresses and keep a wishlist.`,
  action: "Start shopping",
};
const texts: Record<ShopLocale, typeof enGB> = {
  "en-GB": enGB,
  "sv-SE": {
    subject: (shopName) => `Välkommen till ${shopName}`,
    heading: (firstName) => `Välkommen, ${firstName}!`,
    ready: (shopName) =>
      `Ditt konto hos ${shopName} är klart. Här kan du följa dina beställningar, spara adresser och ha en önskelista.`,
    action: "Börja handla",
  },
};

/** A new customer's welcome, with a link to the shop. */
export const welcome: MailTemplate<"welcome"> = (data, context) => {
  const text = texts[context.locale];
  const { shopName } = context.branding;
  return {
    subject: text.subject(shopName),
    preview: text.ready(shopName),
    content: (
      <>
        <MailHeading context={context}>{text.heading(data.firstName)}</MailHeading>
        <Paragraph>{text.ready(shopName)}</Paragraph>
        <ActionButton context={context} href={data.shopUrl}>
          {text.action}
        </ActionButton>
      </>
    ),
  };
};
