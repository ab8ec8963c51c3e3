import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { createCatalogueCache, type CatalogueFeed } from "../catalogue/index.ts";
import {
  deliveryMethodPrices,
  deliveryMethods,
  deliveryMethodTranslations,
  paymentMethods,
  paymentMethodTranslations,
} from "./schema.ts";

export interface PaymentMethod {
  id: number;
  code: string;
  provider: string;
  kind: "card" | "instalments" | "invoice" | "hosted";
  name: string;
  description: string;
}

export interface DeliveryMethod {
  id: number;
  code: string;
  kind: "home" | "store_pickup";
  name: string;
  /** In the asked currency's minor units, VAT included. */
  priceIncVat: number;
}

/** What checkout offers a shopper in one language and currency. */
export interface OfferedMethods {
  payments: PaymentMethod[];
  deliveries: DeliveryMethod[];
}

export interface CheckoutMethods {
  /** The payment methods of the configured provider, in the shopper's language. */
  listPaymentMethods(locale: ShopLocale): Promise<PaymentMethod[]>;
  /** Delivery methods with a price in `currencyCode`; a method without one is not offered. */
  listDeliveryMethods(locale: ShopLocale, currencyCode: string): Promise<DeliveryMethod[]>;
  /** Both lists at once; read it before a transaction that needs them (its values are shared: do not change them). */
  listOffered(locale: ShopLocale, currencyCode: string): Promise<OfferedMethods>;
}

/**
 * The ways to pay and to receive goods that checkout offers, in the shopper's language. Only the
 * payment methods of the configured provider (`sandbox` or `klarna`) are offered. Every basket
 * answer needs them, so each process keeps them until the change feed reports a currency change
 * or a bulk change (a seed or an import), the only ways they change today.
 */
export function createCheckoutMethods(
  db: Database,
  paymentProvider: string,
  catalogueFeed: CatalogueFeed,
): CheckoutMethods {
  const cached = createCatalogueCache(catalogueFeed);
  const readPaymentMethods = (locale: ShopLocale) =>
    db
      .select({
        id: paymentMethods.id,
        code: paymentMethods.code,
        provider: paymentMethods.provider,
        kind: paymentMethods.kind,
        name: paymentMethodTranslations.name,
        description: paymentMethodTranslations.description,
      })
      .from(paymentMethods)
      .innerJoin(
        paymentMethodTranslations,
        and(
          eq(paymentMethodTranslations.paymentMethodId, paymentMethods.id),
          eq(paymentMethodTranslations.locale, locale),
        ),
      )
      .where(and(eq(paymentMethods.isActive, true), eq(paymentMethods.provider, paymentProvider)))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
  const readDeliveryMethods = (locale: ShopLocale, currencyCode: string) =>
    db
      .select({
        id: deliveryMethods.id,
        code: deliveryMethods.code,
        kind: deliveryMethods.kind,
        name: deliveryMethodTranslations.name,
        priceIncVat: deliveryMethodPrices.priceIncVat,
      })
      .from(deliveryMethods)
      .innerJoin(
        deliveryMethodTranslations,
        and(
          eq(deliveryMethodTranslations.deliveryMethodId, deliveryMethods.id),
          eq(deliveryMethodTranslations.locale, locale),
        ),
      )
      .innerJoin(
        deliveryMethodPrices,
        and(
          eq(deliveryMethodPrices.deliveryMethodId, deliveryMethods.id),
          eq(deliveryMethodPrices.currencyCode, currencyCode),
        ),
      )
      .where(eq(deliveryMethods.isActive, true))
      .orderBy(asc(deliveryMethods.sortOrder), asc(deliveryMethods.id));
  const followed = { kinds: ["currency"] } as const;
  const listPaymentMethods = (locale: ShopLocale) =>
    cached.get(`payment-methods:${locale}`, followed, () => readPaymentMethods(locale));
  const listDeliveryMethods = (locale: ShopLocale, currencyCode: string) =>
    cached.get(`delivery-methods:${locale}:${currencyCode}`, followed, () => readDeliveryMethods(locale, currencyCode));

  return {
    listPaymentMethods,
    listDeliveryMethods,
    async listOffered(locale, currencyCode) {
      const [payments, deliveries] = await Promise.all([
        listPaymentMethods(locale),
        listDeliveryMethods(locale, currencyCode),
      ]);
      return { payments, deliveries };
    },
  };
}
