import { and, asc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../db/client.ts";
import type { ShopLocale } from "../../locale.ts";
import { deliveryMethodPrices, deliveryMethods, deliveryMethodTranslations, paymentMethods, paymentMethodTranslations } from "./schema.ts";

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

/**
 * The ways to pay and to receive goods that checkout offers, in the shopper's language. Only the
 * payment methods of the configured provider (`sandbox` or `klarna`) are offered.
 */
export function createCheckoutMethods(db: DatabaseOrTransaction, paymentProvider: string) {
  return {
    listPaymentMethods(locale: ShopLocale): Promise<PaymentMethod[]> {
      return db
        .select({ id: paymentMethods.id, code: paymentMethods.code, provider: paymentMethods.provider, kind: paymentMethods.kind, name: paymentMethodTranslations.name, description: paymentMethodTranslations.description })
        .from(paymentMethods)
        .innerJoin(paymentMethodTranslations, and(eq(paymentMethodTranslations.paymentMethodId, paymentMethods.id), eq(paymentMethodTranslations.locale, locale)))
        .where(and(eq(paymentMethods.isActive, true), eq(paymentMethods.provider, paymentProvider)))
        .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
    },

    /** Delivery methods with a price in `currencyCode`; a method without one is not offered. */
    listDeliveryMethods(locale: ShopLocale, currencyCode: string): Promise<DeliveryMethod[]> {
      return db
        .select({ id: deliveryMethods.id, code: deliveryMethods.code, kind: deliveryMethods.kind, name: deliveryMethodTranslations.name, priceIncVat: deliveryMethodPrices.priceIncVat })
        .from(deliveryMethods)
        .innerJoin(deliveryMethodTranslations, and(eq(deliveryMethodTranslations.deliveryMethodId, deliveryMethods.id), eq(deliveryMethodTranslations.locale, locale)))
        .innerJoin(deliveryMethodPrices, and(eq(deliveryMethodPrices.deliveryMethodId, deliveryMethods.id), eq(deliveryMethodPrices.currencyCode, currencyCode)))
        .where(eq(deliveryMethods.isActive, true))
        .orderBy(asc(deliveryMethods.sortOrder), asc(deliveryMethods.id));
    },
  };
}

export type CheckoutMethods = ReturnType<typeof createCheckoutMethods>;
