import { shopLocales } from "#commerce/locale.ts";

// The product CSV's columns (docs/product-csv.md): one row per variant, the product's own cells on
// its first row. Header names are codes, the same in every language, so a file exported by a
// member working in Swedish imports for one working in English.

/** The cells of a variant: on every row. */
export const productCsvVariantColumns = ["product", "part_no", "ean", "colour", "size", "variant_active"] as const;

/** The texts a product has in each language. */
export const productCsvTextFields = ["name", "short_description", "description"] as const;
export type ProductCsvTextField = (typeof productCsvTextFields)[number];

/** A text column's header: `name.sv-SE`. */
export const textColumnOf = (field: ProductCsvTextField, locale: string) => `${field}.${locale}`;

/** The cells of a product besides its prices: on its first row, blank (or the same) on the others. */
export const productCsvProductColumns = [
  ...shopLocales.flatMap((locale) => productCsvTextFields.map((field) => textColumnOf(field, locale))),
  "brand",
  "category",
  "product_type",
  "flags",
  "vat",
  "published",
] as const;

/** A price column's header: `price.SEK`, and the price before a sale, `original_price.SEK`. */
export const priceColumnOf = (currencyCode: string) => `price.${currencyCode}`;
export const originalPriceColumnOf = (currencyCode: string) => `original_price.${currencyCode}`;

/** Every column of the shop's file in the order an export writes them: the price pair of each currency last. */
export function productCsvHeader(currencyCodes: readonly string[]): string[] {
  return [
    ...productCsvVariantColumns,
    ...productCsvProductColumns,
    ...currencyCodes.flatMap((code) => [priceColumnOf(code), originalPriceColumnOf(code)]),
  ];
}

/** Several flags in one cell are separated by this. */
export const productCsvListSeparator = "|";

/** A category is named by its trail of Swedish slugs from the top, joined by this: `dam/jackor`. */
export const productCsvPathSeparator = "/";

/** The largest file the import takes, in characters: a 100,000-product catalogue (about 50 M) with room to spare; the page's body limit is a little above it (server/request-guards.ts). */
export const maxProductCsvCharacters = 120_000_000;

/** Problems a report lists at most; a file with more is counted, and the first ones shown. */
export const maxReportedProductCsvProblems = 1000;
