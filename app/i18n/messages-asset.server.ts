import { createHash } from "node:crypto";
import { isShopLocale, type ShopLocale } from "#commerce/locale.ts";
import { resolveMessages } from "./catalogues.ts";

/** A locale's messages as the browser fetches them: a JSON file named by its content, so it is cached for good. */
export interface MessagesAsset {
  path: string;
  body: string;
}

/** Where the message files are served. */
export const messagesAssetDirectory = "/i18n";

const assets = new Map<ShopLocale, MessagesAsset>();

/**
 * The storefront's messages of a locale, sent once and then kept by the browser (and a CDN) instead
 * of riding along in every page's data (issue 18: a fifth of a category page's HTML). Its name
 * changes with its content, so a new release is fetched anew.
 */
export function messagesAssetOf(locale: ShopLocale): MessagesAsset {
  let asset = assets.get(locale);
  if (!asset) {
    const body = JSON.stringify(resolveMessages(locale));
    const version = createHash("sha256").update(body).digest("base64url").slice(0, 12);
    asset = { path: `${messagesAssetDirectory}/${locale}.${version}.json`, body };
    assets.set(locale, asset);
  }
  return asset;
}

/**
 * The asset a file name asks for, and whether it is the current version of it (a page cached before
 * a release may ask for the last one: it gets today's messages, not to be kept). Undefined for a
 * name that is no locale's.
 */
export function findMessagesAsset(fileName: string): { asset: MessagesAsset; current: boolean } | undefined {
  const [locale, version, extension] = fileName.split(".");
  if (!locale || !isShopLocale(locale) || extension !== "json" || !version) return undefined;
  const asset = messagesAssetOf(locale);
  return { asset, current: asset.path === `${messagesAssetDirectory}/${fileName}` };
}
