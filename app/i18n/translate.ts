import type { ShopLocale } from "#commerce/locale.ts";
import { numberFormat, pluralRules } from "./formatters.ts";
import type { MessageCatalogue, MessageKey } from "./messages/en-US.ts";

// Every locale's catalogue on the server; none in the browser, where a storefront page fetches its
// locale's messages file (see catalogues.browser.ts).
export { loadingCatalogues, loadingLocaleMessages, resolveMessages } from "#app/i18n/catalogues";
export type { MessageKey, MessageCatalogue };

type MessageParams = Record<string, string | number>;

/**
 * A message said differently by count: the catalogue holds `<key>.one` and `<key>.other`, the forms
 * Intl.PluralRules picks from in the shop's locales. Only a key with both forms is one.
 */
export type PluralMessageKey = {
  [Key in MessageKey]: Key extends `${infer Stem}.other` ? (`${Stem}.one` extends MessageKey ? Stem : never) : never;
}[MessageKey];

/** A message by key; a plural message needs its `count`, which picks its form. */
export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  (key: PluralMessageKey, params: MessageParams & { count: number }): string;
}

/**
 * Looks a message up in the locale's catalogue (resolveMessages', en-US filling its gaps), picks
 * its plural form and fills in its {placeholders}.
 */
export function createTranslator(messages: MessageCatalogue, locale: ShopLocale): Translate {
  const lookUp = (key: string): string | undefined => (messages as Partial<Record<string, string>>)[key];
  const fill = (message: string, params: MessageParams) =>
    message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
  return (key: string, params?: MessageParams) => {
    const count = params?.count;
    const singular = lookUp(key);
    if (singular !== undefined || typeof count !== "number")
      return params ? fill(singular ?? key, params) : (singular ?? key);
    // A locale with plural categories beyond one and other (none of the shop's) says "other" where it has no form.
    const message = lookUp(`${key}.${pluralRules(locale).select(count)}`) ?? lookUp(`${key}.other`) ?? key;
    // The count reads as a number in the locale: 1 234 produkter, 1,234 products.
    return fill(message, { ...params, count: numberFormat(locale, {}).format(count) });
  };
}
