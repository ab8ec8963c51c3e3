import type { Context } from "hono";
import type { Commerce } from "#commerce/commerce.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import type { SessionCustomer } from "#commerce/modules/accounts/index.ts";
import type { BasketOwner, BasketView } from "#commerce/modules/basket/index.ts";
import type { OrderAccess } from "#commerce/modules/orders/index.ts";
import type { Currency } from "#commerce/modules/pricing/index.ts";
import { readSecretCookie, secretCookieSeconds, serializeSecretCookie } from "#server/secret-cookies.ts";
import { readQuery } from "./query.ts";
import { resolveCurrencyParam, shopParams } from "./shop-params.ts";

export interface Shopper {
  owner: BasketOwner;
  view: BasketView;
  currency: Currency;
  /** The basket named by the HttpOnly cookie, if any. */
  basketId: string | undefined;
}

/** The customer whose session cookie the call carries, or undefined. */
export async function findSessionCustomer(c: Context, commerce: Commerce): Promise<SessionCustomer | undefined> {
  const token = readSecretCookie(c.req.raw, "session");
  return token ? commerce.accounts.findSessionCustomer(token) : undefined;
}

/** Who may read an order: the session's customer, or the guest holding the order's cookie. */
export async function readOrderAccess(c: Context, commerce: Commerce): Promise<OrderAccess> {
  return {
    customerId: (await findSessionCustomer(c, commerce))?.id ?? null,
    guestToken: readSecretCookie(c.req.raw, "order"),
  };
}

/** Who is calling (their session, if any), their basket cookie, and the culture and currency asked for. */
export async function readShopper(c: Context, commerce: Commerce): Promise<Shopper> {
  const query = readQuery(c, shopParams);
  const customer = await findSessionCustomer(c, commerce);
  const currency = await resolveCurrencyParam(commerce, query.currencyId);
  return {
    owner: { customerId: customer?.id ?? null },
    view: {
      locale: query.cultureCode,
      currencyId: currency.id,
      currencyCode: currency.code,
      priceListId: currency.priceListId,
    },
    currency,
    basketId: readSecretCookie(c.req.raw, "basket"),
  };
}

/** The caller's basket id; a call that needs a basket and has none is a 404. */
export function requireBasketId(shopper: Shopper): string {
  if (!shopper.basketId) throw new DomainError("not_found", problem("basket_not_found"));
  return shopper.basketId;
}

export function setBasketCookie(c: Context, basketId: string): void {
  c.header("Set-Cookie", serializeSecretCookie(c.req.raw, "basket", basketId, secretCookieSeconds.basket), {
    append: true,
  });
}
