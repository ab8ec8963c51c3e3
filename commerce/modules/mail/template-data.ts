import type { ShopLocale } from "#commerce/locale.ts";
import type { StaffRole } from "../access/index.ts";

interface PostalAddress {
  streetAddress: string;
  zipCode: string;
  city: string;
}

/** A store as an order remembers it: its name and where it is. */
export interface MailStore extends PostalAddress {
  name: string;
}

/** What the order confirmation tells: the order as placed (orders.findOrderWithLines gives it). */
export interface OrderConfirmationData {
  orderNumber: number;
  currencyCode: string;
  totalIncVat: number;
  lines: { name: string; variantDescription: string; quantity: number; lineTotalIncVat: number }[];
  /** The order's stored addresses (SPEC §3 address objects, kept as JSON). */
  billingAddress: unknown;
  shippingAddress: unknown;
  /** Set for a store-pickup order: the store as it was when the order was placed. */
  pickupStore: MailStore | null;
}

/**
 * The confirmation's data from an order and its lines as stored, and nothing else of them: the
 * outbox keeps a mail's data until it is sent (and the order's rows hold keys and hashes).
 */
export function orderConfirmationData(
  order: Omit<OrderConfirmationData, "lines">,
  lines: readonly OrderConfirmationData["lines"][number][],
): OrderConfirmationData {
  const { orderNumber, currencyCode, totalIncVat, billingAddress, shippingAddress, pickupStore } = order;
  return {
    orderNumber,
    currencyCode,
    totalIncVat,
    billingAddress,
    shippingAddress,
    pickupStore,
    lines: lines.map(({ name, variantDescription, quantity, lineTotalIncVat }) => ({
      name,
      variantDescription,
      quantity,
      lineTotalIncVat,
    })),
  };
}

/**
 * Every template and the data it takes. Amounts are minor units with their currency; URLs are
 * absolute and come from the caller's configuration (never from a request's Host header).
 */
export interface MailTemplateData {
  order_confirmation: OrderConfirmationData;
  order_shipped: { orderNumber: number; carrier: string; trackingNumber: string; trackingUrl: string };
  /** `refundedAmount`: what a captured payment gave back, or null when nothing had been taken. */
  order_declined: { orderNumber: number; refundedAmount: number | null; currencyCode: string };
  /** `lines`: what a refund by line gave back; empty for a refund by amount. */
  order_refunded: {
    orderNumber: number;
    amount: number;
    currencyCode: string;
    lines: { name: string; quantity: number }[];
  };
  pickup_ready: { orderNumber: number; store: MailStore };
  password_reset: { resetUrl: string };
  welcome: { firstName: string; shopUrl: string };
  staff_invite: { inviterName: string; role: StaffRole; acceptUrl: string };
  staff_password_reset: { resetUrl: string };
}

export type MailTemplateName = keyof MailTemplateData;

export const mailTemplateNames = [
  "order_confirmation",
  "order_shipped",
  "order_declined",
  "order_refunded",
  "pickup_ready",
  "password_reset",
  "welcome",
  "staff_invite",
  "staff_password_reset",
] as const satisfies readonly MailTemplateName[];

/** One mail to queue: which template, in which language, to whom, about which order, with its data. */
export type TemplateMail = {
  [T in MailTemplateName]: {
    template: T;
    locale: ShopLocale;
    recipient: string;
    /** The order the mail tells of, so the order's page in the back office lists it. */
    orderId?: string;
    data: MailTemplateData[T];
  };
}[MailTemplateName];
