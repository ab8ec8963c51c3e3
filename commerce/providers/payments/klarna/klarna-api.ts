/** Klarna's REST API as far as the shop uses it: Checkout v3 and Order Management v1. */

export interface KlarnaOrderLine {
  type: "physical" | "shipping_fee";
  reference: string;
  name: string;
  quantity: number;
  unit_price: number;
  tax_rate: number;
  total_amount: number;
  total_tax_amount: number;
}

export interface KlarnaCheckoutOrder {
  order_id: string;
  status: "checkout_incomplete" | "checkout_complete";
  html_snippet: string;
  order_amount: number;
  merchant_reference1?: string;
}

export interface KlarnaCredentials {
  /** API base, e.g. https://api.playground.klarna.com (a fake on loopback in tests). */
  apiUrl: string;
  username: string;
  password: string;
}

/** Money given back through Order Management (POST .../refunds). */
export interface KlarnaRefund {
  refunded_amount: number;
  description?: string;
  order_lines?: KlarnaOrderLine[];
}

export class KlarnaApiError extends Error {
  readonly status: number;
  /** Klarna's `error_code` (REFUND_NOT_ALLOWED, ...), when its answer named one. */
  readonly errorCode: string | undefined;
  constructor(status: number, path: string, errorCode?: string) {
    // The path and status only (and Klarna's error code beside them): its answers may carry personal data.
    super(`Klarna answered ${status} to ${path}`);
    this.name = "KlarnaApiError";
    this.status = status;
    this.errorCode = errorCode;
  }
}

/** Klarna's `error_code` from a refused call's JSON answer, if it has one. */
async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error_code?: unknown };
    return typeof body.error_code === "string" && /^[A-Z_]{1,64}$/.test(body.error_code) ? body.error_code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How long one call may take. Klarna itself gives up on a request after 30 seconds; past that an
 * answer no longer matters, and a capture waits under the order's lock (flows/staff-order-complete.ts).
 */
export const klarnaRequestTimeoutMs = 30_000;

/** A small client with HTTP Basic authentication; credentials never leave the Authorization header. */
export function createKlarnaApi(
  credentials: KlarnaCredentials,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = klarnaRequestTimeoutMs,
) {
  const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`;
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetchImpl(new URL(path, credentials.apiUrl), {
      method,
      headers: {
        authorization,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new KlarnaApiError(response.status, path, await errorCodeOf(response));
    return response;
  };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const text = await (await send(method, path, body)).text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    createOrder: (order: object) => call<KlarnaCheckoutOrder>("POST", "/checkout/v3/orders", order),
    readOrder: (orderId: string) =>
      call<KlarnaCheckoutOrder>("GET", `/checkout/v3/orders/${encodeURIComponent(orderId)}`),
    acknowledge: (orderId: string) =>
      call<void>("POST", `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/acknowledge`),
    /** Order Management: takes the money; calls with one idempotency key are one capture. */
    async capture(orderId: string, amount: number, idempotencyKey?: string): Promise<void> {
      await send(
        "POST",
        `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/captures`,
        { captured_amount: amount },
        idempotencyKey ? { "Klarna-Idempotency-Key": idempotencyKey } : {},
      );
    },
    /** Checkout v3: an incomplete checkout order can no longer be completed (403 once it is complete). */
    abort: (orderId: string) =>
      call<KlarnaCheckoutOrder>("POST", `/checkout/v3/orders/${encodeURIComponent(orderId)}/abort`),
    /** Order Management: releases an authorized order that has no captures (403 CANCEL_NOT_ALLOWED otherwise). */
    cancel: (orderId: string) => call<void>("POST", `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/cancel`),
    /**
     * Order Management: gives captured money back (201 with the refund's id in `Refund-Id`; 403
     * REFUND_NOT_ALLOWED beyond what was captured). Klarna treats calls with one idempotency key
     * as one refund, whatever their bodies say.
     */
    async refund(orderId: string, refund: KlarnaRefund, idempotencyKey: string): Promise<{ refundId: string }> {
      const response = await send("POST", `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/refunds`, refund, {
        "Klarna-Idempotency-Key": idempotencyKey,
      });
      const refundId = response.headers.get("refund-id") ?? response.headers.get("location")?.split("/").at(-1);
      if (!refundId) throw new Error("Klarna created a refund without naming it (no Refund-Id or Location)");
      return { refundId };
    },
  };
}
