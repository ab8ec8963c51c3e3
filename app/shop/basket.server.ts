import type { AppLoadContext } from "react-router";
import { isDomainError } from "#commerce/errors.ts";
import type { Basket, BasketOwner, BasketView } from "#commerce/modules/basket/index.ts";
import type { SessionCustomer } from "#commerce/modules/accounts/index.ts";
import { readSecretCookie, secretCookieSeconds, serializeSecretCookie } from "#server/secret-cookies.ts";
import { messageOfProblem } from "../i18n/error-messages.ts";
import type { Translate } from "../i18n/translate.ts";
import { findCustomer } from "./session.server.ts";
import { resolveShopRequest, type ShopRequest } from "./shop-request.server.ts";

export interface Shopper extends ShopRequest {
  customer: SessionCustomer | undefined;
  owner: BasketOwner;
  view: BasketView;
  basketId: string | undefined;
}

/** Who is shopping (their session, if any), in which locale and currency, with which basket cookie. */
export async function readShopper(request: Request, context: AppLoadContext): Promise<Shopper> {
  const [shop, customer] = await Promise.all([resolveShopRequest(request, context), findCustomer(request, context)]);
  return {
    ...shop,
    customer,
    owner: { customerId: customer?.id ?? null },
    view: {
      locale: shop.locale,
      currencyId: shop.currency.id,
      currencyCode: shop.currency.code,
      priceListId: shop.currency.priceListId,
    },
    basketId: readSecretCookie(request, "basket"),
  };
}

/** The shopper's basket, or null when they have none (or it is gone, or not theirs). */
export async function loadBasket(context: AppLoadContext, shopper: Shopper): Promise<Basket | null> {
  if (!shopper.basketId) return null;
  try {
    return await context.commerce.basket.getBasket(shopper.basketId, shopper.owner, shopper.view);
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") return null;
    throw error;
  }
}

/** The shopper's basket id, creating a basket (and the cookie to set) when they have none. */
export async function ensureBasket(
  request: Request,
  context: AppLoadContext,
  shopper: Shopper,
): Promise<{ basketId: string; setCookie?: string }> {
  if (shopper.basketId && (await context.commerce.basket.hasBasket(shopper.basketId, shopper.owner)))
    return { basketId: shopper.basketId };
  const basketId = await context.commerce.basket.createBasket(shopper.owner, shopper.view);
  return { basketId, setCookie: serializeBasketCookie(request, basketId) };
}

export function serializeBasketCookie(request: Request, basketId: string): string {
  return serializeSecretCookie(request, "basket", basketId, secretCookieSeconds.basket);
}

/** Says a basket or checkout failure in the shopper's language; one the engine did not expect is simply a failed update. */
export function describeShopError(t: Translate, error: unknown): string {
  if (!isDomainError(error)) return t("bag.failed");
  const { key, params } = messageOfProblem(error.problem);
  return t(key, params);
}
