import type { Commerce } from "#commerce/commerce.ts";
import { isDomainError } from "#commerce/errors.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { SessionCustomer } from "#commerce/modules/accounts/index.ts";
import type { Basket, BasketOwner, BasketView } from "#commerce/modules/basket/index.ts";
import type { OrderAccess } from "#commerce/modules/orders/index.ts";
import type { Currency } from "#commerce/modules/pricing/index.ts";
import { readSecretCookie, secretCookieSeconds, serializeSecretCookie } from "./secret-cookies.ts";

/**
 * Where a request shops, as each adapter decides it: the storefront from its URL and currency
 * cookie, the API from its query. Each is asked at most once, and only when first needed.
 */
export interface ShopperPlace {
  locale: () => ShopLocale;
  currency: () => Promise<Currency>;
}

/**
 * Who is shopping, built once per request from its cookies and its place. Every database read
 * (the session's customer, the currency) happens at most once, and only when something asks.
 */
export interface Shopper {
  /** The language the request is served in (reading it checks the adapter's rule, which may refuse). */
  readonly locale: ShopLocale;
  /** The session cookie's token, if any (it may have ended). */
  readonly sessionToken: string | undefined;
  /** The basket the cookie names, if any (it may be gone, or not this shopper's). */
  readonly basketId: string | undefined;
  currency(): Promise<Currency>;
  /** The logged-in customer, or undefined. */
  customer(): Promise<SessionCustomer | undefined>;
  /** Whose baskets the shopper may touch, and how they see them (locale, currency, price list). */
  basketAccess(): Promise<{ owner: BasketOwner; view: BasketView }>;
  /** The shopper's basket, or null when they have none (or it is gone, or not theirs). */
  findBasket(): Promise<Basket | null>;
  /** The shopper's basket id, creating a basket (and setting its cookie) when they have none. */
  ensureBasket(): Promise<string>;
  /** Makes `basketId` the shopper's basket from the next request on (sets the cookie). */
  keepBasket(basketId: string): void;
  /** Who may read an order: the session's customer, or the guest holding the order's cookie. */
  orderAccess(): Promise<OrderAccess>;
  /** Gives a guest the key to the order they placed (sets the order's cookie). */
  keepOrderAccess(guestToken: string): void;
}

/** The first call's answer, kept for every later call (a call that throws is not kept). */
function once<T>(compute: () => T): () => T {
  let computed: { value: T } | undefined;
  return () => (computed ??= { value: compute() }).value;
}

/**
 * Builds the request's shopper. `setCookie` is how a cookie the shopper sets reaches the answer:
 * the API appends it to its response, the storefront's server to the page's.
 */
export function createShopper(
  request: Request,
  commerce: Commerce,
  place: ShopperPlace,
  setCookie: (cookie: string) => void,
): Shopper {
  const sessionToken = readSecretCookie(request, "session");
  const basketId = readSecretCookie(request, "basket");
  const locale = once(place.locale);
  const currency = once(place.currency);
  const customer = once(async () => (sessionToken ? commerce.accounts.findSessionCustomer(sessionToken) : undefined));
  const owner = async (): Promise<BasketOwner> => ({ customerId: (await customer())?.id ?? null });
  // The locale is read before anything is awaited, so a refused one stops the request before any read.
  const view = (): Promise<BasketView> => {
    const viewLocale = locale();
    return currency().then((chosen) => ({
      locale: viewLocale,
      currencyId: chosen.id,
      currencyCode: chosen.code,
      priceListId: chosen.priceListId,
    }));
  };
  const basketAccess = once(async () => {
    const [seen, owned] = await Promise.all([view(), owner()]);
    return { owner: owned, view: seen };
  });
  const keepBasket = (id: string) =>
    setCookie(serializeSecretCookie(request, "basket", id, secretCookieSeconds.basket));

  return {
    get locale() {
      return locale();
    },
    sessionToken,
    basketId,
    currency,
    customer,
    basketAccess,
    async findBasket() {
      const { owner: owned, view: seen } = await basketAccess();
      if (!basketId) return null;
      try {
        return await commerce.basket.getBasket(basketId, owned, seen);
      } catch (error) {
        if (isDomainError(error) && error.kind === "not_found") return null;
        throw error;
      }
    },
    ensureBasket: once(async () => {
      const { owner: owned, view: seen } = await basketAccess();
      if (basketId && (await commerce.basket.hasBasket(basketId, owned))) return basketId;
      const created = await commerce.basket.createBasket(owned, seen);
      keepBasket(created);
      return created;
    }),
    keepBasket,
    async orderAccess() {
      return { customerId: (await customer())?.id ?? null, guestToken: readSecretCookie(request, "order") };
    },
    keepOrderAccess: (guestToken) =>
      setCookie(serializeSecretCookie(request, "order", guestToken, secretCookieSeconds.order)),
  };
}
