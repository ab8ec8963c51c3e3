import type { ShopLocale } from "#commerce/locale.ts";
import { enGB } from "./messages/en-GB.ts";
import { enUS, type MessageCatalogue } from "./messages/en-US.ts";
import { svSE } from "./messages/sv-SE.ts";

/**
 * Every locale's messages, for the server (and Node: tests, scripts). The browser gets
 * catalogues.browser.ts instead (package.json maps `#app/i18n/catalogues` by condition), so that no
 * catalogue is in the storefront's JavaScript: a page fetches its locale's messages file.
 */
const catalogues: Record<ShopLocale, MessageCatalogue> = {
  "sv-SE": { ...enUS, ...svSE },
  "en-GB": { ...enUS, ...enGB },
};

/** A locale's messages with every missing one filled in from en-US, the fallback locale. */
export function resolveMessages(locale: ShopLocale): MessageCatalogue {
  return catalogues[locale];
}

/** Undefined: the catalogues are at hand here (in the browser, the promise of loading them). */
export function loadingCatalogues(): Promise<void> | undefined {
  return undefined;
}

/** Undefined: every locale's messages are at hand here (in the browser, the promise of fetching one). */
export function loadingLocaleMessages(_locale: ShopLocale, _path: string): Promise<void> | undefined {
  return undefined;
}
