import { onField, problem, type FieldProblem } from "../error-codes.ts";
import {
  instantOfShopTime,
  minorUnitsPerUnit,
  shopTimeOf,
  toMajorUnits,
  type Currency,
  type ListPriceSetting,
  type ListSale,
  type ProductListPrice,
} from "../modules/pricing/index.ts";
import type { ParsedStaffProductFields } from "./staff-product-editor-input.ts";

// The product editor's prices and sales (flows/staff-product-editor.ts): what the form sends, in
// minor units and instants, checked against the clock and what the product has now.

/** A sale as the editor shows it: the price in whole units as typed, start and end as the shop's clock shows them ("" for none). */
export interface EditorSale {
  price: string;
  startsAt: string;
  endsAt: string;
  /** On the price now; else waiting for its start. */
  running: boolean;
}

/** A product's price in one price list as the editor shows it: whole units as typed ("1299", "34.95"), "" for none, and its sale. */
export interface EditorPrice {
  priceListId: number;
  currencyCode: string;
  price: string;
  sale: EditorSale | null;
}

/** The product's prices in every price list as the editor shows them. */
export function editorPricesOf(prices: readonly ProductListPrice[], currencies: readonly Currency[]): EditorPrice[] {
  return currencies.map((currency) => {
    const price = prices.find((candidate) => candidate.priceListId === currency.priceListId);
    const sale = price?.sale;
    return {
      priceListId: currency.priceListId,
      currencyCode: currency.code,
      price: price ? String(toMajorUnits(price.priceIncVat, currency)) : "",
      sale: sale
        ? {
            price: String(toMajorUnits(sale.priceIncVat, currency)),
            startsAt: sale.startsAt ? shopTimeOf(sale.startsAt) : "",
            endsAt: sale.endsAt ? shopTimeOf(sale.endsAt) : "",
            running: sale.running,
          }
        : null,
    };
  });
}

/**
 * What the version and the audit keep of the prices: the regular price and the sale as staff set
 * them, not whether the sweeper has started it yet (a sale starting is not someone else's save).
 */
export const recordedPrices = (prices: readonly ProductListPrice[]) =>
  prices.map(({ priceListId, priceIncVat, sale }) => ({
    priceListId,
    priceIncVat,
    sale: sale && { priceIncVat: sale.priceIncVat, startsAt: sale.startsAt, endsAt: sale.endsAt },
  }));

const sameInstant = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();

/** Whether a sale is the one the product has: its window was checked when it was set, and is not checked again. */
const isCurrentSale = (sale: ListSale, current: ListSale | null | undefined) =>
  !!current &&
  sale.priceIncVat === current.priceIncVat &&
  sameInstant(sale.startsAt, current.startsAt) &&
  sameInstant(sale.endsAt, current.endsAt);

/**
 * The input's prices and sales per price list it names, in minor units and instants, with every
 * problem found on its field: a price list the shop lacks, a price or sale price under 1 minor
 * unit, a time the shop's clock never shows, a sale not below the regular price, and a new or
 * changed sale that does not end after its start or ends before `now`. A price list the input
 * names for its price only keeps its sale, and the other way round.
 */
export function priceSettingsOf(
  input: Pick<ParsedStaffProductFields, "prices" | "sales">,
  currencies: readonly Currency[],
  current: readonly ProductListPrice[],
  now: Date,
): { settings: ListPriceSetting[]; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const settings: ListPriceSetting[] = [];
  for (const listId of new Set([...Object.keys(input.prices), ...Object.keys(input.sales)])) {
    const currency = currencies.find((candidate) => String(candidate.priceListId) === listId);
    const field = listId in input.prices ? `prices.${listId}` : `sales.${listId}.price`;
    if (!currency) {
      problems.push(onField(field, problem("invalid_id")));
      continue;
    }
    const had = current.find((price) => price.priceListId === currency.priceListId);
    const inMinorUnits = (amount: number | null, amountField: string) => {
      if (amount === null) return null;
      const minor = Math.round(amount * minorUnitsPerUnit(currency));
      if (minor < 1) problems.push(onField(amountField, problem("price_invalid")));
      return minor;
    };
    const typedPrice = input.prices[listId];
    const priceIncVat =
      typedPrice === undefined ? (had?.priceIncVat ?? null) : inMinorUnits(typedPrice, `prices.${listId}`);
    const typedSale = input.sales[listId];
    const sale =
      typedSale === undefined ? (had?.sale ?? null) : saleOf(typedSale, `sales.${listId}`, inMinorUnits, problems);
    if (sale) {
      const saleField = `sales.${listId}`;
      if (priceIncVat === null || sale.priceIncVat >= priceIncVat)
        problems.push(onField(`${saleField}.price`, problem("sale_not_below_price")));
      if (!isCurrentSale(sale, had?.sale)) {
        if (sale.startsAt && sale.endsAt && sale.endsAt <= sale.startsAt)
          problems.push(onField(`${saleField}.endsAt`, problem("sale_ends_before_start")));
        else if (sale.endsAt && sale.endsAt <= now)
          problems.push(onField(`${saleField}.endsAt`, problem("sale_end_passed")));
      }
    }
    settings.push({
      priceListId: currency.priceListId,
      priceIncVat,
      sale: sale && { priceIncVat: sale.priceIncVat, startsAt: sale.startsAt, endsAt: sale.endsAt },
    });
  }
  return { settings, problems };
}

/** A typed sale in minor units and instants; none when its price is empty (its times then mean nothing). */
function saleOf(
  typed: ParsedStaffProductFields["sales"][string],
  field: string,
  inMinorUnits: (amount: number | null, amountField: string) => number | null,
  problems: FieldProblem[],
): ListSale | null {
  const priceIncVat = inMinorUnits(typed.price, `${field}.price`);
  if (priceIncVat === null) return null;
  const instantOf = (text: string, timeField: string) => {
    if (text === "") return null;
    const instant = instantOfShopTime(text);
    if (!instant) problems.push(onField(`${field}.${timeField}`, problem("sale_time_invalid")));
    return instant ?? null;
  };
  return { priceIncVat, startsAt: instantOf(typed.startsAt, "startsAt"), endsAt: instantOf(typed.endsAt, "endsAt") };
}
