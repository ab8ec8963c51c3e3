import { z } from "zod";
import { coded } from "#commerce/validation.ts";

/**
 * A price including VAT as the back office types it: whole units, a point or (in Swedish) a comma
 * before at most two decimals; empty for none. Parsed to whole units (a number) or null.
 */
export const priceText = z
  .string()
  .trim()
  .regex(/^(\d{1,7}([.,]\d{1,2})?)?$/, coded("price_invalid"))
  .transform((value) => (value === "" ? null : Number(value.replace(",", "."))));
