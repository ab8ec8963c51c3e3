import type { ShopLocale } from "#commerce/locale.ts";
import { localizePath, stripLocalePrefix } from "../i18n/locale-routing.ts";

/** The home page is the story with this slug. */
const homeSlug = "home";
/** Stories that are parts of every page (header, footer), not pages of their own. */
const partsFolder = "config/";
const slugPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A story's slug from the request path: "/" is the home story, "/en-GB/blog/x" is "blog/x". */
export function storySlugOf(pathname: string): string | undefined {
  const path = decodeURIComponent(stripLocalePrefix(pathname)).replace(/^\/+|\/+$/g, "");
  if (path === "") return homeSlug;
  if (path === homeSlug || path.startsWith(partsFolder) || !slugPattern.test(path)) return undefined;
  return path;
}

export const isHomeSlug = (slug: string) => slug === homeSlug;

/** The page path of a story in a locale, or undefined for a story that is not a page (the header). */
export function pathOfStory(fullSlug: string, locale: ShopLocale): string | undefined {
  if (fullSlug.startsWith(partsFolder)) return undefined;
  return localizePath(fullSlug === homeSlug ? "/" : `/${fullSlug}`, locale);
}
