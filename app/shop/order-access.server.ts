import type { AppLoadContext } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { OrderDetail } from "#commerce/modules/orders/index.ts";
import { readSecretCookie } from "#server/secret-cookies.ts";
import { pageNotFound } from "../http/not-found.ts";
import { findCustomer } from "./session.server.ts";

/** Who may see an order: its customer (by session) or the guest holding its cookie. */
export async function readOrderAccess(request: Request, context: AppLoadContext) {
  return {
    customerId: (await findCustomer(request, context))?.id ?? null,
    guestToken: readSecretCookie(request, "order"),
  };
}

/** The order, or the shop's 404 page for anyone else's (never a hint that it exists). */
export async function loadOwnOrder(request: Request, context: AppLoadContext, orderId: string): Promise<OrderDetail> {
  try {
    return await context.commerce.orders.getOrder(orderId, await readOrderAccess(request, context));
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") throw pageNotFound(request);
    throw error;
  }
}
