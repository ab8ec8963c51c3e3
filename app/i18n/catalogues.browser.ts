import type { ShopLocale } from "#commerce/locale.ts";
import type * as Catalogues from "./catalogues.ts";
import type { MessageCatalogue } from "./messages/en-US.ts";

/**
 * The catalogues in the browser. A storefront page has its locale's messages from the root loader
 * (useShop), so none is bundled with the storefront (issue 18). A page that translates without them
 * (the back office; the error page of a failed root loader) has the root layout load them all first,
 * as a chunk of their own (loadingCatalogues); until then resolveMessages has nothing to answer.
 */
let catalogues: typeof Catalogues | undefined;
let loading: Promise<void> | undefined;

/** A locale's messages with every missing one filled in from en-US; only once loadingCatalogues has finished. */
export function resolveMessages(locale: ShopLocale): MessageCatalogue {
  if (!catalogues) throw new Error(`No ${locale} messages yet: the root layout loads them first (loadingCatalogues)`);
  return catalogues.resolveMessages(locale);
}

/** Undefined once the catalogues are loaded, else the promise of loading them (started once, again after a failure). */
export function loadingCatalogues(): Promise<void> | undefined {
  if (catalogues) return undefined;
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
