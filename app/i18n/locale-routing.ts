import { defaultShopLocale, isShopLocale, type ShopLocale } from "#commerce/locale.ts";
import { readCookie, serializePreferenceCookie } from "../http/cookies.ts";

export const localeCookieName = "butik_locale";
/** SPEC §9: the locale cookie lasts 365 days. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60;
const englishPrefix = "/en-GB";

/** sv-SE has no prefix; en-GB lives under /en-GB. */
export function localeOfPath(pathname: string): ShopLocale {
  return pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`) ? "en-GB" : defaultShopLocale;
}

/** The path without its locale prefix, always starting with "/". */
export function stripLocalePrefix(pathname: string): string {
  if (localeOfPath(pathname) === "en-GB") return pathname.slice(englishPrefix.length) || "/";
  return pathname || "/";
}

/** Puts a locale-neutral path ("/category/dam") in a locale ("/en-GB/category/dam"). */
export function localizePath(path: string, locale: ShopLocale): string {
  if (locale === defaultShopLocale) return path;
  return path === "/" ? englishPrefix : `${englishPrefix}${path}`;
}

/** The shopper's preferred locale: the locale cookie first, then the browser's Accept-Language. */
export function detectPreferredLocale(request: Request): ShopLocale | undefined {
  const fromCookie = readCookie(request.headers.get("cookie"), localeCookieName);
  if (isShopLocale(fromCookie)) return fromCookie;
  const accepted = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((entry) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const quality = params.find((param) => param.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), quality: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of accepted) {
    if (tag === "sv" || tag.startsWith("sv-")) return "sv-SE";
    if (tag === "en" || tag.startsWith("en-")) return "en-GB";
  }
  return undefined;
}

export function serializeLocaleCookie(locale: ShopLocale): string {
  return serializePreferenceCookie(localeCookieName, locale, localeCookieMaxAge);
}
