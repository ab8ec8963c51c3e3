/** Amounts are kept in a currency's minor units (öre, cents); these convert, in one place. */

/** How many minor units make one unit: 100 öre a krona; 1 for a currency without decimals. */
export function minorUnitsPerUnit(currency: { decimals: number }): number {
  return 10 ** currency.decimals;
}

/** Whole units of an amount in minor units: 129900 öre is 1299, 3495 cents is 34.95. */
export function toMajorUnits(minorUnits: number, currency: { decimals: number }): number {
  return minorUnits / minorUnitsPerUnit(currency);
}

/** What a listing needs of the shopper's currency: its price list, and its minor units for price filters. */
export function listingPriceScope(currency: { priceListId: number; decimals: number }): {
  priceListId: number;
  minorUnitsPerUnit: number;
} {
  return { priceListId: currency.priceListId, minorUnitsPerUnit: minorUnitsPerUnit(currency) };
}
