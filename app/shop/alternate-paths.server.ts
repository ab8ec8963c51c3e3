import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import type { Commerce } from "#commerce/commerce.ts";
import { localeOfPath, localizePath, stripLocalePrefix } from "../i18n/locale-routing.ts";
import { pathOfStory, storySlugOf } from "./story-paths.ts";

const categoryPrefix = "/category/";

/** The page at `path` in another locale: category and content page slugs are translated, every other path is shared. */
export async function translatePath(commerce: Commerce, path: string, to: ShopLocale): Promise<string> {
  const url = new URL(path, "http://shop.invalid");
  const from = localeOfPath(url.pathname);
  const neutral = stripLocalePrefix(url.pathname);
  let translated = neutral;
  if (neutral.startsWith(categoryPrefix)) {
    const segments = neutral.slice(categoryPrefix.length).split("/").filter(Boolean).map(decodeURIComponent);
    const target = from === to ? segments : await commerce.catalogue.translateCategoryPath(segments, from, to);
    if (target) translated = `${categoryPrefix}${target.join("/")}`;
  }
  const storySlug = from === to || neutral.startsWith(categoryPrefix) ? undefined : storySlugOf(neutral);
  // A content page's slug may differ per locale: the story with the same uuid gives the other one.
  const storyTarget = storySlug ? await commerce.content.translateSlug?.(storySlug, from, to) : undefined;
  if (storyTarget) return (pathOfStory(storyTarget, to) ?? localizePath(translated, to)) + url.search;
  return localizePath(translated, to) + url.search;
}

/** The page at `path` in every locale, for a page whose path differs between locales (a category). */
export async function pathsInEveryLocale(commerce: Commerce, path: string): Promise<Record<ShopLocale, string>> {
  const entries = await Promise.all(
    shopLocales.map(async (locale) => [locale, await translatePath(commerce, path, locale)] as const),
  );
  return Object.fromEntries(entries) as Record<ShopLocale, string>;
}
