import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { createCatalogueCache, type CatalogueFeed } from "../catalogue/index.ts";
import {
  listDeliveryMethods,
  listOffered,
  listPaymentMethods,
  readFreeDeliveryFrom,
  type DeliveryMethod,
  type OfferedMethods,
  type PaymentMethod,
} from "./offered-methods.ts";

/** The ways to pay and to receive goods that checkout offers, in the shopper's language. */
export interface CheckoutMethods {
  /** The payment methods of the configured provider, in the shopper's language. */
  listPaymentMethods(locale: ShopLocale): Promise<PaymentMethod[]>;
  /** Delivery methods with a price in `currencyCode`; a method without one is not offered. */
  listDeliveryMethods(locale: ShopLocale, currencyCode: string): Promise<DeliveryMethod[]>;
  /** Both lists at once; read it before a transaction that needs them (its values are shared: do not change them). */
  listOffered(locale: ShopLocale, currencyCode: string): Promise<OfferedMethods>;
  /** The goods' total from which delivery is free in `currencyCode` (settings' `freeDelivery`); null when none. */
  freeDeliveryFrom(currencyCode: string): Promise<number | null>;
}

/**
 * The checkout methods on one database, offering only the payment methods of `paymentProvider`,
 * with this process's cache of them following the catalogue feed.
 */
export function createCheckoutMethods(
  db: Database,
  paymentProvider: string,
  catalogueFeed: CatalogueFeed,
): CheckoutMethods {
  const cache = createCatalogueCache(catalogueFeed);
  return {
    listPaymentMethods: (locale) => listPaymentMethods(db, cache, paymentProvider, locale),
    listDeliveryMethods: (locale, currencyCode) => listDeliveryMethods(db, cache, locale, currencyCode),
    listOffered: (locale, currencyCode) => listOffered(db, cache, paymentProvider, locale, currencyCode),
    freeDeliveryFrom: (currencyCode) => readFreeDeliveryFrom(db, currencyCode),
  };
}
