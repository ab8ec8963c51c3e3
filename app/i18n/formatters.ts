// Building an Intl formatter costs far more than formatting with one, and a page formats hundreds
// of prices and dates: formatters are built once per locale and options, and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A shared Intl.NumberFormat for these locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  const format = numberFormats.get(key) ?? new Intl.NumberFormat(locale, options);
  numberFormats.set(key, format);
  return format;
}

/** A shared Intl.DateTimeFormat for these locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  const format = dateTimeFormats.get(key) ?? new Intl.DateTimeFormat(locale, options);
  dateTimeFormats.set(key, format);
  return format;
}

const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

/** A shared Intl.PluralRules (cardinal) for this locale. */
export function pluralRules(locale: string): Intl.PluralRules {
  const rules = pluralRulesByLocale.get(locale) ?? new Intl.PluralRules(locale);
  pluralRulesByLocale.set(locale, rules);
  return rules;
}
