import { minorUnitsPerUnit, toMajorUnits } from "#commerce/modules/pricing/browser.ts";
import { numberFormat } from "../i18n/formatters.ts";

export interface MoneyCurrency {
  code: string;
  decimals: number;
}

/** Formats minor units for display; whole amounts drop their decimals (1 299 kr, not 1 299,00 kr). */
export function formatMoney(minorUnits: number, currency: MoneyCurrency, locale: string): string {
  const whole = minorUnits % minorUnitsPerUnit(currency) === 0;
  const format = numberFormat(locale, {
    style: "currency",
    currency: currency.code,
    minimumFractionDigits: whole ? 0 : currency.decimals,
    maximumFractionDigits: currency.decimals,
  });
  return format.format(toMajorUnits(minorUnits, currency));
}
