import { asc, eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import type { CatalogueCache } from "../catalogue/index.ts";
import type { MoneyFormat } from "./money-format.ts";
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

/** Where a currency asked for but not found is reported. */
export interface WarningLog {
  warn: (message: string, details?: object) => void;
}

/** This process's cache of currencies, following the catalogue's change feed. */
export type CurrencyCache = CatalogueCache;

function readCurrencies(db: Database): Promise<Currency[]> {
  return db
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
}

/** Currencies with their price lists; cached until a currency changes. */
export function listCurrencies(db: Database, cache: CurrencyCache): Promise<Currency[]> {
  return cache.get("currencies", { kinds: ["currency"] }, () => readCurrencies(db));
}

/**
 * SPEC §4: currency id 0 means the default currency; an unknown id logs 'Currency not found'
 * and gives nothing, so the caller keeps the currency it had.
 */
export async function findCurrency(
  db: Database,
  cache: CurrencyCache,
  log: WarningLog,
  currencyId: number,
): Promise<Currency | undefined> {
  const all = await listCurrencies(db, cache);
  const found =
    currencyId === 0 ? all.find((currency) => currency.isDefault) : all.find((currency) => currency.id === currencyId);
  if (!found) log.warn("Currency not found", { currencyId });
  return found;
}

/** The shop's default currency (the first, when none is marked); a shop without currencies is misconfigured. */
export async function getDefaultCurrency(db: Database, cache: CurrencyCache): Promise<Currency> {
  const all = await listCurrencies(db, cache);
  const found = all.find((currency) => currency.isDefault) ?? all[0];
  if (!found) throw new Error("No currency is configured");
  return found;
}

/** How amounts in a currency are written, read inside the caller's transaction; undefined for a code the shop does not have. */
export async function readMoneyFormat(db: DatabaseOrTransaction, code: string): Promise<MoneyFormat | undefined> {
  const [format] = await db
    .select({
      code: currencies.code,
      decimals: currencies.decimals,
      prefix: currencies.prefix,
      suffix: currencies.suffix,
    })
    .from(currencies)
    .where(eq(currencies.code, code));
  return format;
}
