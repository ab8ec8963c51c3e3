import type { AppLoadContext } from "react-router";
import type { ShopLocale } from "#commerce/locale.ts";
import type { Currency } from "#commerce/modules/pricing/index.ts";
import { readCookie } from "../http/cookies.ts";
import { localeOfPath } from "../i18n/locale-routing.ts";

export const currencyCookieName = "butik_currency";
export const currencyCookieMaxAge = 365 * 24 * 60 * 60;

export interface ShopRequest {
  locale: ShopLocale;
  currency: Currency;
}

/** The locale (from the URL) and currency (from its cookie, else the default) a request is served in. */
export async function resolveShopRequest(request: Request, context: AppLoadContext): Promise<ShopRequest> {
  const locale = localeOfPath(new URL(request.url).pathname);
  const chosen = Number(readCookie(request.headers.get("cookie"), currencyCookieName) ?? 0);
  const currency =
    (Number.isInteger(chosen) && chosen > 0 ? await context.commerce.pricing.findCurrency(chosen) : undefined) ??
    (await context.commerce.pricing.getDefaultCurrency());
  return { locale, currency };
}
