import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { hitRateLimits } from "../accounts/index.ts";

/** How many checkout orders (each holding stock) may be created in an hour. */
export interface OrderCreationLimits {
  perBasketPerHour: number;
  /** Over all baskets of one client address (CHECKOUT_ORDERS_PER_ADDRESS). */
  perAddressPerHour: number;
}

export const defaultOrderCreationLimits: OrderCreationLimits = { perBasketPerHour: 10, perAddressPerHour: 30 };

const hour = 60 * 60;

/**
 * Counts one new checkout order against its basket and, when known, its client's address, inside
 * the transaction creating it: an order that is not created after all (no stock, say) or a repeat
 * answered with an earlier order does not count. Refuses with `rate_limited` past a limit, so no
 * one can hold the shop's stock by creating orders faster than holds run out.
 */
export async function countOrderCreation(
  tx: DatabaseOrTransaction,
  origin: { basketId: string; clientAddress?: string | undefined },
  limits: OrderCreationLimits,
): Promise<void> {
  const attempts = [{ key: `checkout:basket:${origin.basketId}`, limit: limits.perBasketPerHour }];
  if (origin.clientAddress !== undefined)
    attempts.push({ key: `checkout:address:${origin.clientAddress}`, limit: limits.perAddressPerHour });
  if (!(await hitRateLimits(tx, hour, attempts))) throw new DomainError("rate_limited", problem("too_many_orders"));
}
