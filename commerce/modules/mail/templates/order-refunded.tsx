import type { ShopLocale } from "#commerce/locale.ts";
import type { MailTemplate } from "./mail-context.ts";
import { LineList, MailHeading, Paragraph } from "./mail-parts.tsx";
import { refundTimeNote } from "./refund-note.ts";

const enGB = {
  subject: (orderNumber: number) => `Refund for your order ${orderNumber}`,
  heading: "We have refunded you",
  refunded: (amount: string, orderNumber: number) => `We have refunded ${amount} for your order ${orderNumber}.`,
  items: "Refunded items:",
};
const texts: Record<ShopLocale, typeof enGB> = {
  "en-GB": enGB,
  "sv-SE": {
    subject: (orderNumber) => `Återbetalning för din beställning ${orderNumber}`,
    heading: "Vi har betalat tillbaka",
    refunded: (amount, orderNumber) => `Vi har betalat tillbaka ${amount} för din beställning ${orderNumber}.`,
    items: "Återbetalda varor:",
  },
};

/** A refund, in full or in part: the amount and, for a refund by line, which items. */
export const orderRefunded: MailTemplate<"order_refunded"> = (data, context) => {
  const text = texts[context.locale];
  const refunded = text.refunded(context.money(data.amount, data.currencyCode), data.orderNumber);
  return {
    subject: text.subject(data.orderNumber),
    preview: refunded,
    content: (
      <>
        <MailHeading context={context}>{text.heading}</MailHeading>
        <Paragraph>{refunded}</Paragraph>
        {data.lines.length > 0 && (
          <>
            <Paragraph>{text.items}</Paragraph>
            <LineList lines={data.lines.map((line) => `${line.quantity} × ${line.name}`)} />
          </>
        )}
        <Paragraph muted>{refundTimeNote[context.locale]}</Paragraph>
      </>
    ),
  };
};
