import type { Commerce } from "#commerce/commerce.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { carrierCodes, carriers } from "#commerce/modules/orders/index.ts";

/** The carriers the complete form offers, `other` last (its name and link are typed in). */
export const carrierChoices = carrierCodes.map((code) => ({
  code,
  name: code === "other" ? null : carriers[code].name,
}));

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
