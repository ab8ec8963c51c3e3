import type { Database } from "#commerce/db/client.ts";
import { createCatalogueCache, type CatalogueFeed } from "../catalogue/index.ts";
import { findCurrency, getDefaultCurrency, listCurrencies, type Currency, type WarningLog } from "./currencies.ts";

/** Currencies and their price lists. */
export interface PricingService {
  /** Currencies with their price lists; cached until a currency changes. */
  listCurrencies(): Promise<Currency[]>;
  /** SPEC §4: id 0 is the default currency; an unknown id logs 'Currency not found' and gives nothing. */
  findCurrency(currencyId: number): Promise<Currency | undefined>;
  /** The shop's default currency. */
  getDefaultCurrency(): Promise<Currency>;
}

/** The pricing service on one database, with this process's currency cache following the catalogue feed. */
export function createPricingService(db: Database, log: WarningLog, catalogueFeed: CatalogueFeed): PricingService {
  const cache = createCatalogueCache(catalogueFeed);
  return {
    listCurrencies: () => listCurrencies(db, cache),
    findCurrency: (currencyId) => findCurrency(db, cache, log, currencyId),
    getDefaultCurrency: () => getDefaultCurrency(db, cache),
  };
}
