import type { ShopLocale } from "#commerce/locale.ts";
import type { MailTemplate } from "./mail-context.ts";
import { MailHeading, Paragraph } from "./mail-parts.tsx";

const enGB = {
  subject: (orderNumber: number) => `Your order ${orderNumber} is ready to collect`,
  heading: "Your order is ready to collect",
  ready: (orderNumber: number, store: string) => `Your order ${orderNumber} is waiting for you at ${store}.`,
  bring: "Please bring your order number when you collect it.",
};
const texts: Record<ShopLocale, typeof enGB> = {
  "en-GB": enGB,
  "sv-SE": {
    subject: (orderNumber) => `Din beställning ${orderNumber} kan hämtas`,
    heading: "Din beställning kan hämtas",
    ready: (orderNumber, store) => `Din beställning ${orderNumber} väntar på dig i ${store}.`,
    bring: "Ta med ditt ordernummer när du hämtar den.",
  },
};

/** Store pickup: the order is ready at the store it names, with the store's address. */
export const pickupReady: MailTemplate<"pickup_ready"> = (data, context) => {
  const text = texts[context.locale];
  const { name, streetAddress, zipCode, city } = data.store;
  const ready = text.ready(data.orderNumber, name);
  return {
    subject: text.subject(data.orderNumber),
    preview: ready,
    content: (
      <>
        <MailHeading context={context}>{text.heading}</MailHeading>
        <Paragraph>{ready}</Paragraph>
        <Paragraph>{`${name}, ${streetAddress}, ${zipCode} ${city}`}</Paragraph>
        <Paragraph>{text.bring}</Paragraph>
      </>
    ),
  };
};
