import type { AppLoadContext } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { OrderDetail } from "#commerce/modules/orders/index.ts";
import { pageNotFound } from "../http/not-found.ts";

/** The order, or the shop's 404 page for anyone else's (never a hint that it exists). */
export async function loadOwnOrder(request: Request, context: AppLoadContext, orderId: string): Promise<OrderDetail> {
  try {
    return await context.commerce.orders.getOrder(orderId, await context.shopper.orderAccess());
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw pageNotFound(request);
    throw error;
  }
}
