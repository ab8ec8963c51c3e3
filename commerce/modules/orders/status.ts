import type { orderStatus } from "./schema.ts";

export type OrderStatus = (typeof orderStatus.enumValues)[number];

/**
 * The order lifecycle, in one place. An order is created in `checkout`; a paid one is
 * `processing`; the merchant accepts it and completes it when shipped. A failed payment declines
 * it; the shopper or merchant may remove it until it is completed.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  checkout: ["processing", "declined", "removed"],
  processing: ["accepted", "removed"],
  accepted: ["completed", "removed"],
  completed: [],
  declined: [],
  removed: [],
};

/** Statuses in which the order no longer holds its stock. */
export const stockReleasingStatuses: readonly OrderStatus[] = ["declined", "removed"];

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}
