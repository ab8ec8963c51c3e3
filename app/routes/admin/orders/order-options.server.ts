import type { Commerce } from "#commerce/commerce.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { carrierCodes, carriers, orderTransitions, type OrderStatus } from "#commerce/modules/orders/index.ts";
import { paymentStates } from "#commerce/modules/payments/index.ts";

/** Every order status, in the lifecycle's order. */
export const orderStatuses = Object.keys(orderTransitions) as OrderStatus[];

/** The carriers the complete form offers, `other` last (its name and link are typed in). */
export const carrierChoices = carrierCodes.map((code) => ({
  code,
  name: code === "other" ? null : carriers[code].name,
}));

/**
 * What the order list's filters offer, in the member's language: the statuses and payment states
 * (the engine's own lists), and the shop's delivery methods and pickup stores. Delivery methods
 * are named as the default currency's checkout offers them (every method the demo shop has is
 * priced in it); the lookups are the checkout's and the stores' cached reads.
 */
export async function readOrderFilterOptions(commerce: Commerce, locale: ShopLocale) {
  const currency = await commerce.pricing.getDefaultCurrency();
  const [deliveries, stores] = await Promise.all([
    commerce.checkoutMethods.listDeliveryMethods(locale, currency.code),
    commerce.stores.listStoreNames(locale),
  ]);
  return {
    statuses: orderStatuses,
    paymentStates: [...paymentStates],
    deliveries: deliveries.map(({ code, name }) => ({ code, name })),
    stores: stores.map(({ id, name, city }) => ({ id, name, city })),
  };
}

export type OrderFilterOptions = Awaited<ReturnType<typeof readOrderFilterOptions>>;

/** A delivery method's name in the member's language, as checkout offered it in the order's currency; its code when it is gone. */
export async function readDeliveryName(
  commerce: Commerce,
  locale: ShopLocale,
  currencyCode: string,
  code: string,
): Promise<string> {
  const methods = await commerce.checkoutMethods.listDeliveryMethods(locale, currencyCode);
  return methods.find((method) => method.code === code)?.name ?? code;
}
