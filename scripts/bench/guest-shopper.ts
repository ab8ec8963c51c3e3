import { randomUUID } from "node:crypto";
import { sandboxCards } from "#commerce/providers/payments/sandbox.ts";
import { createLeanApiClient } from "./lean-api-client.ts";

/** The basket calls a guest makes before placing the order, in order. */
export const basketCalls = [
  "add-items-to-basket",
  "update-buyer",
  "update-basket-delivery-method",
  "update-basket-payment-method",
] as const;
export type BasketCall = (typeof basketCalls)[number];

export interface TimedCall {
  ms: number;
  status: number;
}

/** One guest's checkout: every call's latency and status, and whether it ended in a paid order. */
export interface GuestOrder {
  basket: Partial<Record<BasketCall, TimedCall>>;
  /** The place-order request alone; missing when the basket calls failed first. */
  placeOrder?: TimedCall;
  /** When the place-order answer arrived (performance.now()). */
  answeredAt?: number;
  paid: boolean;
  /** Why the order did not end paid. */
  failure?: string;
}

const buyer = {
  email: "bench@butik.example",
  phone: "0701234567",
  billingAddress: {
    firstName: "Bo",
    lastName: "Bench",
    streetAddress: "Drottninggatan 1",
    zipCode: "11151",
    city: "Stockholm",
    country: "SE",
  },
};

const basketBodies: Record<Exclude<BasketCall, "add-items-to-basket">, unknown> = {
  "update-buyer": { buyer },
  "update-basket-delivery-method": { code: "home" },
  "update-basket-payment-method": { code: "card" },
};

/**
 * A new guest (empty cookie jar, so a fresh basket) buys `items` through the JSON API at `origin`
 * with the sandbox card that is always accepted. Never throws: a failure is part of the answer.
 */
export async function placeGuestOrder(
  origin: string,
  items: { variantId: number; quantity: number }[],
): Promise<GuestOrder> {
  const guest = createLeanApiClient(origin);
  const order: GuestOrder = { basket: {}, paid: false };
  const timed = async (path: string, body: unknown) => {
    const sentAt = performance.now();
    const answer = await guest.call("POST", path, body);
    return { answer, call: { ms: performance.now() - sentAt, status: answer.status } };
  };
  try {
    for (const name of basketCalls) {
      const { answer, call } = await timed(
        `/api/shopping/${name}`,
        name === "add-items-to-basket" ? { items } : basketBodies[name],
      );
      order.basket[name] = call;
      if (answer.status !== 200) return { ...order, failure: `${name} ${answer.status} ${messageOf(answer.body)}` };
    }
    const payment = { kind: "card", cardNumber: sandboxCards.succeeds, expiry: "12/30", cvc: "123" };
    const { answer, call } = await timed("/api/checkout/place-order", { idempotencyKey: randomUUID(), payment });
    order.placeOrder = call;
    order.answeredAt = performance.now();
    const outcome = (answer.body as { Outcome?: string } | null)?.Outcome;
    if (answer.status === 200 && outcome === "paid") return { ...order, paid: true };
    return { ...order, failure: `place-order ${answer.status} ${outcome ?? messageOf(answer.body)}` };
  } catch (error) {
    return {
      ...order,
      failure: `${(error as Error).message} ${String((error as { cause?: unknown }).cause ?? "")}`.trim(),
    };
  }
}

function messageOf(body: unknown): string {
  const { statusMessage, message } = (body ?? {}) as { statusMessage?: string; message?: string };
  return statusMessage ?? message ?? "";
}
