// What a variant's part number and EAN may be, wherever they are typed or imported (the variants
// grid, the product file): one rule, so a variant one of them accepts never blocks the other.

/** A part number: letters, digits and . _ / -, starting with a letter or digit, at most 64 characters. */
const partNoPattern = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/;

export const isPartNo = (text: string) => partNoPattern.test(text);

/**
 * Whether `digits` is a GTIN (EAN-8, UPC-A, EAN-13 or GTIN-14) whose last digit checks the others
 * (weights 3 and 1 alternating from the right).
 */
export function isGtin(digits: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(digits)) return false;
  const body = [...digits.slice(0, -1)].reverse();
  const sum = body.reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}
