import type { ShopLocale } from "#commerce/locale.ts";
import type { MailMessage } from "./outbox.ts";

interface PostalAddress {
  streetAddress: string;
  zipCode: string;
  city: string;
}

interface ConfirmedOrder {
  orderNumber: number;
  email: string;
  locale: ShopLocale;
  currencyCode: string;
  totalIncVat: number;
  lines: { name: string; variantDescription: string; quantity: number; lineTotalIncVat: number }[];
  /** The order's stored addresses (SPEC §3 address objects, kept as JSON). */
  billingAddress: unknown;
  shippingAddress: unknown;
  /** Set for a store-pickup order: the store as it was when the order was placed. */
  pickupStore: (PostalAddress & { name: string }) | null;
}

const texts = {
  "sv-SE": {
    subject: (number: number) => `Tack för din beställning ${number}`,
    greeting: "Tack för din beställning! Vi packar den nu.",
    total: "Totalt",
    pickUpAt: "Hämtas i butik",
    deliverTo: "Levereras till",
    footer: "Hälsningar, Butik",
  },
  "en-GB": {
    subject: (number: number) => `Thank you for your order ${number}`,
    greeting: "Thank you for your order! We are packing it now.",
    total: "Total",
    pickUpAt: "Collect from our store",
    deliverTo: "Delivered to",
    footer: "Best wishes, Butik",
  },
} as const;

/** Where the order goes, on one line: the pickup store, else the shipping (or billing) address. */
function destinationOf(order: ConfirmedOrder, text: (typeof texts)[ShopLocale]): string {
  const postal = (address: PostalAddress) => `${address.streetAddress}, ${address.zipCode} ${address.city}`;
  if (order.pickupStore) return `${text.pickUpAt}: ${order.pickupStore.name}, ${postal(order.pickupStore)}`;
  const address = (order.shippingAddress ?? order.billingAddress) as PostalAddress & {
    firstName: string;
    lastName: string;
  };
  return `${text.deliverTo}: ${address.firstName} ${address.lastName}, ${postal(address)}`;
}

/** The order confirmation email, in the order's language, amounts formatted with Intl. */
export function orderConfirmationMail(order: ConfirmedOrder): MailMessage {
  const text = texts[order.locale];
  const money = (minor: number) =>
    new Intl.NumberFormat(order.locale, { style: "currency", currency: order.currencyCode }).format(minor / 100);
  const lines = order.lines.map(
    (line) =>
      `${line.quantity} × ${line.name}${line.variantDescription ? ` (${line.variantDescription})` : ""}: ${money(line.lineTotalIncVat)}`,
  );
  return {
    recipient: order.email,
    subject: text.subject(order.orderNumber),
    textBody: [
      text.greeting,
      "",
      ...lines,
      "",
      `${text.total}: ${money(order.totalIncVat)}`,
      "",
      destinationOf(order, text),
      "",
      text.footer,
    ].join("\n"),
    template: "order-confirmation",
    locale: order.locale,
  };
}
