export interface MoneyCurrency {
  code: string;
  decimals: number;
}

/** Formats minor units for display; whole amounts drop their decimals (1 299 kr, not 1 299,00 kr). */
export function formatMoney(minorUnits: number, currency: MoneyCurrency, locale: string): string {
  const amount = minorUnits / 10 ** currency.decimals;
  const whole = minorUnits % 10 ** currency.decimals === 0;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.code,
    minimumFractionDigits: whole ? 0 : currency.decimals,
    maximumFractionDigits: currency.decimals,
  }).format(amount);
}
