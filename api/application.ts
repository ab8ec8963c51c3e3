import { Hono } from "hono";
import type { Commerce } from "#commerce/commerce.ts";
import { defaultShopLocale, shopLocales } from "#commerce/locale.ts";

/** /api/get-application: the shop's cultures and currencies (SPEC §3 applicationNorce, currenciesNorce). */
export function createApplicationApi(commerce: Commerce) {
  return new Hono().get("/get-application", async (c) => {
    const currencies = await commerce.pricing.listCurrencies();
    const defaultCurrency = await commerce.pricing.getDefaultCurrency();
    return c.json({
      Name: "Butik",
      Cultures: shopLocales.map((code) => ({ Code: code, IsDefault: code === defaultShopLocale })),
      DefaultCultureCode: defaultShopLocale,
      DefaultCurrencyId: defaultCurrency.id,
      Currencies: currencies.map((currency) => ({
        Id: currency.id,
        Code: currency.code,
        Name: currency.name,
        Prefix: currency.prefix,
        Suffix: currency.suffix,
        IsDefault: currency.isDefault,
      })),
    });
  });
}
