import type { ShopLocale } from "#commerce/locale.ts";
import type * as Catalogues from "./catalogues.ts";
import type { MessageCatalogue } from "./messages/en-US.ts";

/**
 * The catalogues in the browser. None is bundled with the storefront (issue 18): a storefront page
 * names its locale's messages file (root loader, messages-asset.server.ts), which the root layout
 * fetches before it renders (loadingLocaleMessages; the page preloads it). A page that translates
 * without one (the back office; the error page of a failed root loader) has the root layout load
 * every catalogue first, as a chunk of its own (loadingCatalogues).
 */
let catalogues: typeof Catalogues | undefined;
let loading: Promise<void> | undefined;
const fetched = new Map<ShopLocale, MessageCatalogue>();
const fetching = new Map<ShopLocale, Promise<void>>();

/** A locale's messages with every missing one filled in from en-US; only once one of the loadings below has finished. */
export function resolveMessages(locale: ShopLocale): MessageCatalogue {
  const messages = catalogues?.resolveMessages(locale) ?? fetched.get(locale);
  if (!messages) throw new Error(`No ${locale} messages yet: the root layout loads them first`);
  return messages;
}

// Each loading below is one promise, kept once it has settled well: React asks a component that
// suspended on a promise (use) to ask for it again when it renders anew, and then it answers at once.

/** The promise of loading every catalogue (started once, again after a failure). */
export function loadingCatalogues(): Promise<void> | undefined {
  return (loading ??= import("./catalogues.ts").then(
    (module) => {
      catalogues = module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/**
 * The promise of a locale's messages, fetched from `path` (once; again after a failure); undefined
 * when every catalogue is loaded already.
 */
export function loadingLocaleMessages(locale: ShopLocale, path: string): Promise<void> | undefined {
  const started = fetching.get(locale);
  if (started || catalogues) return started;
  const fetchingMessages = fetch(path).then(async (response) => {
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    fetched.set(locale, (await response.json()) as MessageCatalogue);
  });
  fetchingMessages.catch(() => fetching.delete(locale));
  fetching.set(locale, fetchingMessages);
  return fetchingMessages;
}
