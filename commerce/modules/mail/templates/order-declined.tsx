import type { ShopLocale } from "#commerce/locale.ts";
import type { MailTemplate } from "./mail-context.ts";
import { MailHeading, Paragraph } from "./mail-parts.tsx";
import { refundTimeNote } from "./refund-note.ts";

const enGB = {
  subject: (orderNumber: number) => `Your order ${orderNumber} has been cancelled`,
  heading: "Your order has been cancelled",
  cancelled: (orderNumber: number) => `We are sorry, but we could not complete your order ${orderNumber}.`,
  refunded: (amount: string) => `We have refunded ${amount} to you.`,
  nothingCharged: "Nothing has been charged for it.",
};
const texts: Record<ShopLocale, typeof enGB> = {
  "en-GB": enGB,
  "sv-SE": {
    subject: (orderNumber) => `Din beställning ${orderNumber} har avbrutits`,
    heading: "Din beställning har avbrutits",
    cancelled: (orderNumber) => `Vi beklagar, men vi kunde inte genomföra din beställning ${orderNumber}.`,
    refunded: (amount) => `Vi har betalat tillbaka ${amount} till dig.`,
    nothingCharged: "Du har inte debiterats något för den.",
  },
};

/** Order declined or removed: says so, and what was paid back (or that nothing was charged). */
export const orderDeclined: MailTemplate<"order_declined"> = (data, context) => {
  const text = texts[context.locale];
  const refunded = data.refundedAmount === null ? null : context.money(data.refundedAmount, data.currencyCode);
  return {
    subject: text.subject(data.orderNumber),
    preview: text.cancelled(data.orderNumber),
    content: (
      <>
        <MailHeading context={context}>{text.heading}</MailHeading>
        <Paragraph>{text.cancelled(data.orderNumber)}</Paragraph>
        <Paragraph>{refunded === null ? text.nothingCharged : text.refunded(refunded)}</Paragraph>
        {refunded !== null && <Paragraph muted>{refundTimeNote[context.locale]}</Paragraph>}
      </>
    ),
  };
};
