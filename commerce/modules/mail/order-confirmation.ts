import type { ShopLocale } from "../../locale.ts";
import type { MailMessage } from "./service.ts";

interface ConfirmedOrder {
  orderNumber: number;
  email: string;
  locale: ShopLocale;
  currencyCode: string;
  totalIncVat: number;
  lines: { name: string; variantDescription: string; quantity: number; lineTotalIncVat: number }[];
}

const texts = {
  "sv-SE": { subject: (number: number) => `Tack för din beställning ${number}`, greeting: "Tack för din beställning! Vi packar den nu.", total: "Totalt", footer: "Hälsningar, Butik" },
  "en-GB": { subject: (number: number) => `Thank you for your order ${number}`, greeting: "Thank you for your order! We are packing it now.", total: "Total", footer: "Best wishes, Butik" },
} as const;

/** The order confirmation email, in the order's language, amounts formatted with Intl. */
export function orderConfirmationMail(order: ConfirmedOrder): MailMessage {
  const text = texts[order.locale];
  const money = (minor: number) => new Intl.NumberFormat(order.locale, { style: "currency", currency: order.currencyCode }).format(minor / 100);
  const lines = order.lines.map((line) => `${line.quantity} × ${line.name}${line.variantDescription ? ` (${line.variantDescription})` : ""}: ${money(line.lineTotalIncVat)}`);
  return {
    recipient: order.email,
    subject: text.subject(order.orderNumber),
    textBody: [text.greeting, "", ...lines, "", `${text.total}: ${money(order.totalIncVat)}`, "", text.footer].join("\n"),
    template: "order-confirmation",
    locale: order.locale,
  };
}
