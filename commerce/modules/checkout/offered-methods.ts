import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { CatalogueCache } from "../catalogue/index.ts";
import { readSetting } from "../settings/index.ts";
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
  /** The goods' total (minor units, VAT included) from which delivery is free; null when this currency has none. */
  freeDeliveryFromIncVat: number | null;
}

/**
 * This process's cache of the offered methods. Every basket answer needs them, so each process
 * keeps them until the change feed reports a currency change or a bulk change (a seed or an
 * import), the only ways they change today.
 */
export type MethodCache = CatalogueCache;

const followed = { kinds: ["currency"] } as const;

function readPaymentMethods(db: Database, paymentProvider: string, locale: ShopLocale): Promise<PaymentMethod[]> {
  return db
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
}

function readDeliveryMethods(db: Database, locale: ShopLocale, currencyCode: string): Promise<DeliveryMethod[]> {
  return db
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
}

/** The active payment methods of the configured provider (`sandbox` or `klarna`), in the shopper's language. */
export function listPaymentMethods(
  db: Database,
  cache: MethodCache,
  paymentProvider: string,
  locale: ShopLocale,
): Promise<PaymentMethod[]> {
  return cache.get(`payment-methods:${locale}`, followed, () => readPaymentMethods(db, paymentProvider, locale));
}

/** Active delivery methods with a price in `currencyCode`; a method without one is not offered. */
export function listDeliveryMethods(
  db: Database,
  cache: MethodCache,
  locale: ShopLocale,
  currencyCode: string,
): Promise<DeliveryMethod[]> {
  return cache.get(`delivery-methods:${locale}:${currencyCode}`, followed, () =>
    readDeliveryMethods(db, locale, currencyCode),
  );
}

/** The free-delivery threshold in `currencyCode` (settings' `freeDelivery`), read afresh: a change counts at once. */
export async function readFreeDeliveryFrom(db: Database, currencyCode: string): Promise<number | null> {
  const { fromIncVat } = await readSetting(db, "freeDelivery");
  return fromIncVat[currencyCode] ?? null;
}

/** The payment and delivery methods and the free-delivery threshold at once, read side by side. */
export async function listOffered(
  db: Database,
  cache: MethodCache,
  paymentProvider: string,
  locale: ShopLocale,
  currencyCode: string,
): Promise<OfferedMethods> {
  const [payments, deliveries, freeDeliveryFromIncVat] = await Promise.all([
    listPaymentMethods(db, cache, paymentProvider, locale),
    listDeliveryMethods(db, cache, locale, currencyCode),
    readFreeDeliveryFrom(db, currencyCode),
  ]);
  return { payments, deliveries, freeDeliveryFromIncVat };
}
