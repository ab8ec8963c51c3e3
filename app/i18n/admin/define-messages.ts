/**
 * One back-office area's messages in both locales; the type makes both name the same keys, so no
 * screen can miss a translation. Keys start with the area's name (`orders.`, `mail.`).
 */
export function defineAdminMessages<const Key extends string>(messages: {
  "en-GB": Record<Key, string>;
  "sv-SE": Record<Key, string>;
}) {
  return messages;
}
