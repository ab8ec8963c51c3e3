import { asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { createCatalogueCache, type CatalogueFeed } from "../catalogue/index.ts";
import { currencies, priceLists } from "./schema.ts";

export interface Currency {
  id: number;
  code: string;
  name: string;
  prefix: string;
  suffix: string;
  decimals: number;
  isDefault: boolean;
  priceListId: number;
}

/** Currencies and their price lists. */
export function createPricingService(
  db: Database,
  log: { warn: (message: string, details?: object) => void },
  catalogueFeed: CatalogueFeed,
) {
  const cached = createCatalogueCache(catalogueFeed);
  const readCurrencies = () =>
    db
      .select({
        id: currencies.id,
        code: currencies.code,
        name: currencies.name,
        prefix: currencies.prefix,
        suffix: currencies.suffix,
        decimals: currencies.decimals,
        isDefault: currencies.isDefault,
        priceListId: priceLists.id,
      })
      .from(currencies)
      .innerJoin(priceLists, eq(priceLists.currencyId, currencies.id))
      .orderBy(asc(currencies.sortOrder));
  /** Currencies with their price lists; cached until a currency changes. */
  const listCurrencies = (): Promise<Currency[]> => cached.get("currencies", { kinds: ["currency"] }, readCurrencies);

  return {
    listCurrencies,

    /**
     * SPEC §4: currency id 0 means the default currency; an unknown id logs 'Currency not found'
     * and gives nothing, so the caller keeps the currency it had.
     */
    async findCurrency(currencyId: number): Promise<Currency | undefined> {
      const all = await listCurrencies();
      const found =
        currencyId === 0
          ? all.find((currency) => currency.isDefault)
          : all.find((currency) => currency.id === currencyId);
      if (!found) log.warn("Currency not found", { currencyId });
      return found;
    },

    async getDefaultCurrency(): Promise<Currency> {
      const all = await listCurrencies();
      const found = all.find((currency) => currency.isDefault) ?? all[0];
      if (!found) throw new Error("No currency is configured");
      return found;
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
