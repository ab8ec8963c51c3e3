import { useLocation, useMatches } from "react-router";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { localizePath, stripLocalePrefix } from "../i18n/locale-routing.ts";

type LocalePaths = Record<ShopLocale, string>;

/** A page whose path differs between locales (a category) says so with `alternatePaths` in its loader data. */
function useOwnAlternatePaths(): LocalePaths | undefined {
  return useMatches()
    .map((match) => (match.loaderData as { alternatePaths?: LocalePaths } | undefined)?.alternatePaths)
    .findLast((paths) => paths !== undefined);
}

/**
 * The canonical URL (the path without filters, sorting or tracking parameters) and hreflang
 * alternates: sv-SE, en-GB and x-default, which is the Swedish page (the shop's home locale).
 */
export function AlternateLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const own = useOwnAlternatePaths();
  const neutral = stripLocalePrefix(pathname);
  const pathIn = (locale: ShopLocale) => own?.[locale] ?? localizePath(neutral, locale);
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}`} />
      {shopLocales.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${origin}${pathIn(locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathIn("sv-SE")}`} />
    </>
  );
}
