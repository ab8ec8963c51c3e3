/**
 * Whether a URL may be a link of the shop: a path inside it ("/category/dam") or an http(s),
 * mailto or tel URL. Not javascript: or data:, and not "//host" or "/\\host", which browsers read
 * as another site. Plain TypeScript, free of zod: the storefront's rich text checks its links with it.
 */
export function isSafeLink(url: string): boolean {
  return /^(\/(?![/\\])|https?:\/\/|mailto:|tel:)/i.test(url);
}
