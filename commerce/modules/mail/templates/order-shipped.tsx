import type { ShopLocale } from "#commerce/locale.ts";
import type { MailTemplate } from "./mail-context.ts";
import { ActionButton, MailHeading, Paragraph } from "./mail-parts.tsx";

const enGB = {
  subject: (orderNumber: number) => `Your order ${orderNumber} is on its way`,
  heading: "Your order is on its way",
  sent: (orderNumber: number, carrier: string) => `We have sent your order ${orderNumber} with ${carrier}.`,
  trackingNumber: (trackingNumber: string) => `Tracking number: ${trackingNumber}`,
  track: "Track your parcel",
};
const texts: Record<ShopLocale, typeof enGB> = {
  "en-GB": enGB,
  "sv-SE": {
    subject: (orderNumber) => `Din beställning ${orderNumber} är på väg`,
    heading: "Din beställning är på väg",
    sent: (orderNumber, carrier) => `Vi har skickat din beställning ${orderNumber} med ${carrier}.`,
    trackingNumber: (trackingNumber) => `Kollinummer: ${trackingNumber}`,
    track: "Spåra ditt paket",
  },
};

/** Order shipped: the carrier, the tracking number and a link to follow the parcel. */
export const orderShipped: MailTemplate<"order_shipped"> = (data, context) => {
  const text = texts[context.locale];
  return {
    subject: text.subject(data.orderNumber),
    preview: text.sent(data.orderNumber, data.carrier),
    content: (
      <>
        <MailHeading context={context}>{text.heading}</MailHeading>
        <Paragraph>{text.sent(data.orderNumber, data.carrier)}</Paragraph>
        <Paragraph>{text.trackingNumber(data.trackingNumber)}</Paragraph>
        <ActionButton context={context} href={data.trackingUrl}>
          {text.track}
        </ActionButton>
      </>
    ),
  };
};
