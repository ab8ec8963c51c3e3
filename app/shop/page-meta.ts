import type { ShopLocale } from "#commerce/locale.ts";
import { resolveMessages } from "../i18n/translate.ts";

/** The document title for a page: its own name, then the shop's demo label. */
export function pageTitle(locale: ShopLocale, name: string): string {
  return `${name} | ${resolveMessages(locale)["meta.titleSuffix"]}`;
}

/** A route `meta` export for loaders that return `title`. */
export function titleMeta({ data }: { data: { title: string } | undefined }) {
  return data ? [{ title: data.title }] : [];
}
