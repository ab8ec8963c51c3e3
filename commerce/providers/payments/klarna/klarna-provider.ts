import {
  type AuthorizationRequest,
  type AuthorizationResult,
  type PaymentLine,
  type PaymentProvider,
  RefundRefusedError,
} from "../payment-provider.ts";
import { createKlarnaApi, KlarnaApiError, type KlarnaCredentials, type KlarnaOrderLine } from "./klarna-api.ts";

export interface KlarnaOptions extends KlarnaCredentials {
  /** The shop's public origin, for the terms, checkout, confirmation and push URLs Klarna needs. */
  shopUrl: string;
  fetch?: typeof fetch;
}

const klarnaLocales = { "sv-SE": "sv-SE", "en-GB": "en-GB" } as const;

const toKlarnaLines = (lines: readonly PaymentLine[]): KlarnaOrderLine[] =>
  lines.map((line) => ({
    type: line.kind === "delivery" ? "shipping_fee" : "physical",
    reference: line.reference,
    name: line.name,
    quantity: line.quantity,
    unit_price: line.unitPriceIncVat,
    tax_rate: line.vatRate,
    total_amount: line.totalIncVat,
    total_tax_amount: line.vatAmount,
  }));

function toKlarnaOrder(request: AuthorizationRequest, shopUrl: string) {
  const prefix = request.locale === "en-GB" ? "/en-GB" : "";
  const url = (path: string) => new URL(`${prefix}${path}`, shopUrl).toString();
  const orderLines = toKlarnaLines(request.lines);
  return {
    purchase_country: request.country,
    purchase_currency: request.currencyCode,
    locale: klarnaLocales[request.locale],
    order_amount: request.amount,
    order_tax_amount: request.vatAmount,
    order_lines: orderLines,
    merchant_reference1: request.orderId,
    merchant_urls: {
      terms: url("/om-oss"),
      checkout: url(`/checkout/confirm-payment/${request.orderId}`),
      confirmation: url(`/checkout/confirmation/${request.orderId}?klarna_order_id={checkout.order.id}`),
      push: new URL(
        `/api/checkout/payment-adapters/klarna/push?orderId=${request.orderId}&klarna_order_id={checkout.order.id}`,
        shopUrl,
      ).toString(),
    },
  };
}

/**
 * Klarna Checkout: the shopper pays inside Klarna's snippet; Klarna then sends them to our
 * confirmation page and calls our push URL. Either way the shop asks Klarna's API for the order's
 * status (never trusting the callback itself), then acknowledges and captures it.
 */
export function createKlarnaPaymentProvider(options: KlarnaOptions): PaymentProvider {
  const api = createKlarnaApi(options, options.fetch);
  const isAnswer = (error: unknown, status: number) => error instanceof KlarnaApiError && error.status === status;
  const isRefusal = (error: unknown): error is KlarnaApiError =>
    error instanceof KlarnaApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429;
  async function lookup(reference: string): Promise<AuthorizationResult> {
    try {
      const order = await api.readOrder(reference);
      return order.status === "checkout_complete"
        ? { status: "authorized", reference }
        : { status: "action_required", reference };
    } catch (error) {
      // Klarna forgets checkout orders it never completed (after 48 hours): nothing was paid.
      if (isAnswer(error, 404)) return { status: "declined", reference, reason: "payment_not_found" };
      throw error;
    }
  }
  return {
    name: "klarna",
    async authorize(request) {
      const order = await api.createOrder(toKlarnaOrder(request, options.shopUrl));
      return { status: "action_required", reference: order.order_id };
    },
    // The shopper answers inside Klarna's snippet, so the shop can only ask Klarna what they said.
    confirm: (reference) => lookup(reference),
    lookup,
    async cancel(reference) {
      const { status } = await lookup(reference);
      if (status === "declined") return;
      if (status === "action_required") {
        try {
          await api.abort(reference);
          return;
        } catch (error) {
          // Completed between the read and the abort: then it is an authorized order to cancel.
          if (!isAnswer(error, 403)) throw error;
        }
      }
      await api.cancel(reference);
    },
    async capture(reference, amount, captureId) {
      await api.acknowledge(reference);
      await api.capture(reference, amount, captureId);
    },
    // Our refund's id is Klarna's idempotency key: a retry after a lost answer is the same refund.
    async refund(reference, { refundId, amount, lines, description }) {
      try {
        const refund = await api.refund(
          reference,
          {
            refunded_amount: amount,
            ...(description ? { description: description.slice(0, 255) } : {}),
            ...(lines?.length ? { order_lines: toKlarnaLines(lines) } : {}),
          },
          refundId,
        );
        return { reference: refund.refundId };
      } catch (error) {
        // A 4xx is Klarna refusing this refund (403 REFUND_NOT_ALLOWED, 400/404/422 for a request or
        // order it cannot take): asking again gets the same answer, so it is refused for good. A
        // timeout (408) or rate limit (429) says nothing about the refund: it stays pending.
        if (isRefusal(error)) throw new RefundRefusedError(error.errorCode ?? `HTTP_${error.status}`);
        throw error;
      }
    },
    async getSnippet(reference) {
      return (await api.readOrder(reference)).html_snippet;
    },
  };
}
