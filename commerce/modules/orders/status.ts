import type { orderStatus } from "./schema.ts";

export type OrderStatus = (typeof orderStatus.enumValues)[number];

/**
 * The order lifecycle, in one place. An order is created in `checkout`; a paid one is
 * `processing`; the merchant accepts it and completes it when shipped. A failed payment declines
 * it, and so may the merchant until it is completed; the shopper or merchant may remove it until
 * it is completed.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  checkout: ["processing", "declined", "removed"],
  processing: ["accepted", "declined", "removed"],
  accepted: ["completed", "declined", "removed"],
  completed: [],
  declined: [],
  removed: [],
};

/** Statuses in which the order no longer holds its stock. */
export const stockReleasingStatuses: readonly OrderStatus[] = ["declined", "removed"];

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** What a staff member can do to an order from the back office. */
export type StaffOrderAction = "accept" | "complete" | "decline" | "remove" | "refund" | "resend_confirmation" | "note";

/**
 * The statuses each staff action is allowed from, in one place (the flows refuse the rest; the
 * back office offers only these). An order in `checkout` is the shopper's until paid, so staff
 * may only write notes on it; money on a declined or removed order may still be refunded.
 */
export const staffActionStatuses: Record<StaffOrderAction, readonly OrderStatus[]> = {
  accept: ["processing"],
  complete: ["accepted"],
  decline: ["processing", "accepted"],
  remove: ["processing", "accepted"],
  refund: ["processing", "accepted", "completed", "declined", "removed"],
  resend_confirmation: ["processing", "accepted", "completed"],
  note: ["checkout", "processing", "accepted", "completed", "declined", "removed"],
};

/** The staff actions an order in `status` allows. */
export function allowedStaffActions(status: OrderStatus): StaffOrderAction[] {
  return (Object.keys(staffActionStatuses) as StaffOrderAction[]).filter((action) =>
    staffActionStatuses[action].includes(status),
  );
}
