import { minorUnitsPerUnit, toMajorUnits } from "./minor-units.ts";

/**
 * How a currency's amounts are written: SPEC §3's Prefix and Suffix around the number ("£" before
 * 233.99, " kr" after 233,99). A currency known only by its code (an amount in the back office, an
 * order in a currency the shop no longer has, a mail queued before mails knew the shop's currencies)
 * has neither and is written as Intl writes that currency.
 */
export interface MoneyFormat {
  code: string;
  decimals: number;
  prefix?: string;
  suffix?: string;
}

// Building an Intl formatter costs far more than formatting with one, and a page formats hundreds of prices.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  const format = formats.get(key) ?? new Intl.NumberFormat(locale, options);
  formats.set(key, format);
  return format;
}

/** A currency known only by its code: as many decimals as ISO 4217 gives it (as Intl knows it), no prefix or suffix. */
export function moneyFormatOfCode(code: string): MoneyFormat {
  const decimals = numberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits;
  return { code, decimals: decimals ?? 2 };
}

// An amount never breaks across lines: the prefix and suffix keep to their number as Intl's own symbols do.
const unbreakable = (text: string) => text.replaceAll(" ", "\u00a0");

/**
 * Formats minor units for display at the edge, the number in the locale's digits and separators;
 * whole amounts drop their decimals (1 299 kr, not 1 299,00 kr).
 */
export function formatMoney(minorUnits: number, currency: MoneyFormat, locale: string): string {
  const whole = minorUnits % minorUnitsPerUnit(currency) === 0;
  const digits = { minimumFractionDigits: whole ? 0 : currency.decimals, maximumFractionDigits: currency.decimals };
  const amount = toMajorUnits(minorUnits, currency);
  if (currency.prefix === undefined && currency.suffix === undefined)
    return numberFormat(locale, { style: "currency", currency: currency.code, ...digits }).format(amount);
  const parts = numberFormat(locale, digits).formatToParts(amount);
  // A minus goes before the prefix: −£5, never £−5.
  const sign = parts.filter((part) => part.type === "minusSign").map((part) => part.value);
  const number = parts.filter((part) => part.type !== "minusSign").map((part) => part.value);
  return `${sign.join("")}${unbreakable(currency.prefix ?? "")}${number.join("")}${unbreakable(currency.suffix ?? "")}`;
}
