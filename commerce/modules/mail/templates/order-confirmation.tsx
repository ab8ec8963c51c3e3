import type { ShopLocale } from "#commerce/locale.ts";
import type { MailStore, OrderConfirmationData } from "../template-data.ts";
import type { MailTemplate } from "./mail-context.ts";
import { LineList, MailHeading, Paragraph } from "./mail-parts.tsx";

const enGB = {
  subject: (orderNumber: number) => `Thank you for your order ${orderNumber}`,
  heading: "Order confirmation",
  greeting: "Thank you for your order! We are packing it now.",
  orderNumber: (orderNumber: number) => `Order number: ${orderNumber}`,
  total: "Total",
  pickUpAt: "Collect from our store",
  deliverTo: "Delivered to",
};
const texts: Record<ShopLocale, typeof enGB> = {
  "en-GB": enGB,
  "sv-SE": {
    subject: (orderNumber) => `Tack för din beställning ${orderNumber}`,
    heading: "Orderbekräftelse",
    greeting: "Tack för din beställning! Vi packar den nu.",
    orderNumber: (orderNumber) => `Ordernummer: ${orderNumber}`,
    total: "Totalt",
    pickUpAt: "Hämtas i butik",
    deliverTo: "Levereras till",
  },
};

type Postal = Omit<MailStore, "name">;
const postal = (address: Postal) => `${address.streetAddress}, ${address.zipCode} ${address.city}`;

/** Where the order goes, on one line: the pickup store, else the shipping (or billing) address. */
function destinationOf(order: OrderConfirmationData, text: typeof enGB): string {
  if (order.pickupStore) return `${text.pickUpAt}: ${order.pickupStore.name}, ${postal(order.pickupStore)}`;
  const address = (order.shippingAddress ?? order.billingAddress) as Postal & { firstName: string; lastName: string };
  return `${text.deliverTo}: ${address.firstName} ${address.lastName}, ${postal(address)}`;
}

/** The order confirmation: the lines, the total and where the order goes. */
export const orderConfirmation: MailTemplate<"order_confirmation"> = (order, context) => {
  const text = texts[context.locale];
  const money = (minorUnits: number) => context.money(minorUnits, order.currencyCode);
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.variantDescription ? ` (${line.variantDescription})` : ""}: ${money(line.lineTotalIncVat)}`,
  );
  return {
    subject: text.subject(order.orderNumber),
    preview: text.greeting,
    content: (
      <>
        <MailHeading context={context}>{text.heading}</MailHeading>
        <Paragraph>{text.greeting}</Paragraph>
        <Paragraph>{text.orderNumber(order.orderNumber)}</Paragraph>
        <LineList lines={lines} />
        <Paragraph>{`${text.total}: ${money(order.totalIncVat)}`}</Paragraph>
        <Paragraph>{destinationOf(order, text)}</Paragraph>
      </>
    ),
  };
};
