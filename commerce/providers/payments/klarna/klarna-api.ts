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

export class KlarnaApiError extends Error {
  readonly status: number;
  constructor(status: number, path: string) {
    // The path and status only: Klarna's answers may carry personal data.
    super(`Klarna answered ${status} to ${path}`);
    this.name = "KlarnaApiError";
    this.status = status;
  }
}

/** A small client with HTTP Basic authentication; credentials never leave the Authorization header. */
export function createKlarnaApi(credentials: KlarnaCredentials, fetchImpl: typeof fetch = fetch) {
  const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetchImpl(new URL(path, credentials.apiUrl), {
      method,
      headers: {
        authorization,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new KlarnaApiError(response.status, path);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    createOrder: (order: object) => call<KlarnaCheckoutOrder>("POST", "/checkout/v3/orders", order),
    readOrder: (orderId: string) =>
      call<KlarnaCheckoutOrder>("GET", `/checkout/v3/orders/${encodeURIComponent(orderId)}`),
    acknowledge: (orderId: string) =>
      call<void>("POST", `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/acknowledge`),
    capture: (orderId: string, amount: number) =>
      call<void>("POST", `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/captures`, {
        captured_amount: amount,
      }),
    /** Checkout v3: an incomplete checkout order can no longer be completed (403 once it is complete). */
    abort: (orderId: string) =>
      call<KlarnaCheckoutOrder>("POST", `/checkout/v3/orders/${encodeURIComponent(orderId)}/abort`),
    /** Order Management: releases an authorized order that has no captures (403 CANCEL_NOT_ALLOWED otherwise). */
    cancel: (orderId: string) => call<void>("POST", `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}/cancel`),
  };
}
