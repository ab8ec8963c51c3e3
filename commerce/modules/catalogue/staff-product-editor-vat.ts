// Without database or zod: the product editor's page offers these too (browser.ts).

/** The Swedish VAT rates in basis points, the ones a product may have: 25 %, 12 %, 6 % and 0 %. */
export const swedishVatRates = [2500, 1200, 600, 0] as const;
