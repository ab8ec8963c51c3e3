import { useRouteLoaderData } from "react-router";
import type { ShopLocale } from "#commerce/locale.ts";
import { formatMoney, moneyFormatOfCode } from "#commerce/modules/pricing/browser.ts";
import { localizePath } from "../i18n/locale-routing.ts";
import { createTranslator, resolveMessages, type Translate } from "../i18n/translate.ts";
import type { loader as rootLoader } from "../root.tsx";

/** The storefront's root data (the back office's pages have none). */
export type ShopData = NonNullable<Awaited<ReturnType<typeof rootLoader>>>;

function describeShop(data: ShopData) {
  // The root layout renders nothing until the locale's messages are at hand.
  const t: Translate = createTranslator(resolveMessages(data.locale), data.locale);
  const locale: ShopLocale = data.locale;
  return {
    ...data,
    t,
    /** Puts a locale-neutral path in the current locale. */
    href: (path: string) => localizePath(path, locale),
    money: (minorUnits: number) => formatMoney(minorUnits, data.currency, locale),
    /** An amount in a given currency (an order's), formatted like every other price. */
    moneyIn: (currencyCode: string, minorUnits: number) =>
      formatMoney(
        minorUnits,
        data.currencies.find((currency) => currency.code === currencyCode) ?? moneyFormatOfCode(currencyCode),
        locale,
      ),
  };
}

// Every component asks; the answer changes only when the root loader's data does.
const described = new WeakMap<ShopData, ReturnType<typeof describeShop>>();

/** What every page knows about the shop: locale, messages, currency, categories. */
export function useShop() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useShop needs the root loader's data");
  const shop = described.get(data) ?? describeShop(data);
  described.set(data, shop);
  return shop;
}
