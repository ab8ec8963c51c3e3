import { readCookie } from "#app/http/cookies.ts";
import { localeOfPath } from "#app/i18n/locale-routing.ts";
import type { Commerce } from "#commerce/commerce.ts";
import { createShopper, type Shopper } from "./shopper.ts";

export const currencyCookieName = "butik_currency";
export const currencyCookieMaxAge = 365 * 24 * 60 * 60;

/**
 * A page request's shopper: the locale its URL names, the currency its cookie chose (else the
 * shop's default). The cookies it sets are collected in `setCookies`, for the server to add to
 * whatever the page answers.
 */
export function createStorefrontShopper(
  request: Request,
  commerce: Commerce,
): { shopper: Shopper; setCookies: string[] } {
  const setCookies: string[] = [];
  const place = {
    // A client navigation's data request names its page with a suffix (`/en-GB.data` for /en-GB),
    // which React Router strips before routing; the locale is the page's.
    locale: () => localeOfPath(new URL(request.url).pathname.replace(/\.data$/, "")),
    currency: async () => {
      const chosen = Number(readCookie(request.headers.get("cookie"), currencyCookieName) ?? 0);
      return (
        (Number.isInteger(chosen) && chosen > 0 ? await commerce.pricing.findCurrency(chosen) : undefined) ??
        (await commerce.pricing.getDefaultCurrency())
      );
    },
  };
  return { shopper: createShopper(request, commerce, place, (cookie) => setCookies.push(cookie)), setCookies };
}
