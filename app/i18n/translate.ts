import type { ShopLocale } from "#commerce/locale.ts";
import { enGB } from "./messages/en-GB.ts";
import { enUS, type MessageCatalogue, type MessageKey } from "./messages/en-US.ts";
import { svSE } from "./messages/sv-SE.ts";

export type { MessageKey, MessageCatalogue };
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const catalogues: Record<ShopLocale, Partial<MessageCatalogue>> = { "sv-SE": svSE, "en-GB": enGB };

/** A locale's messages with every missing one filled in from en-US, the fallback locale. */
export function resolveMessages(locale: ShopLocale): MessageCatalogue {
  return { ...enUS, ...catalogues[locale] };
}

/** Looks a message up and fills in its {placeholders}. */
export function createTranslator(messages: MessageCatalogue): Translate {
  return (key, params) => {
    const message = messages[key] ?? enUS[key];
    if (!params) return message;
    return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in params ? String(params[name]) : placeholder,
    );
  };
}
