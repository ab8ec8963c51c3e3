import { hashSecretToken } from "#commerce/secret-tokens.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import type { orders } from "./schema.ts";

/** Who asks for an order: its customer, or a guest holding the order's token. */
export interface OrderAccess {
  customerId: number | null;
  guestToken?: string | undefined;
}

/** The one answer for an order that is missing or not the asker's, so neither gives the other away. */
export const orderNotFound = () => new DomainError("not_found", problem("order_not_found"));

/** Whether `access` may see and act on the order: its customer, or the guest holding its token. */
export function canAccessOrder(
  order: Pick<typeof orders.$inferSelect, "customerId" | "guestTokenHash">,
  access: OrderAccess,
): boolean {
  if (order.customerId !== null) return order.customerId === access.customerId;
  return Boolean(
    access.guestToken && order.guestTokenHash && hashSecretToken(access.guestToken) === order.guestTokenHash,
  );
}
