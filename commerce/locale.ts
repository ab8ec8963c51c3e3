/** The shop's locales: sv-SE is served without a URL prefix, en-GB under /en-GB. */
export const shopLocales = ["sv-SE", "en-GB"] as const;
export type ShopLocale = (typeof shopLocales)[number];
export const defaultShopLocale: ShopLocale = "sv-SE";

export function isShopLocale(value: unknown): value is ShopLocale {
  return typeof value === "string" && (shopLocales as readonly string[]).includes(value);
}
