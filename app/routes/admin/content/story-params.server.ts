import { data } from "react-router";
import { isShopLocale, type ShopLocale } from "#commerce/locale.ts";
import { idText } from "#commerce/validation.ts";

/** The story a back-office URL names; anything but an id names none (404). */
export function storyIdOf(params: { storyId?: string }): number {
  const parsed = idText.safeParse(params.storyId ?? "");
  if (!parsed.success) throw data({ status: 404 }, { status: 404 });
  return parsed.data;
}

/** Where the editor's preview frame points; `version` changes with each save, so the frame loads it again. */
export function previewPathOf(storyId: number, locale: ShopLocale, version: string): string {
  return `/admin/content/${storyId}/preview?locale=${locale}&v=${encodeURIComponent(version)}`;
}

const previewPathPattern = /^\/admin\/content\/\d{1,10}\/preview$/;

/**
 * The language a content preview renders the shop in (its `locale` query), for the root loader,
 * which loads the shop's data for no other back-office page; undefined for any other request.
 */
export function contentPreviewLocale(request: Request): ShopLocale | undefined {
  const url = new URL(request.url);
  const locale = url.searchParams.get("locale");
  return previewPathPattern.test(url.pathname) && isShopLocale(locale) ? locale : undefined;
}
