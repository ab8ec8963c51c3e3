import { z } from "zod";
import type { Commerce } from "#commerce/commerce.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import { DomainError } from "#commerce/errors.ts";
import { idField, maxId } from "#commerce/validation.ts";
import { shopLocales } from "#commerce/locale.ts";
import type { Currency } from "#commerce/modules/pricing/index.ts";

/** The culture a call answers in (sv-SE when not given). */
export const cultureParams = z.object({ cultureCode: z.enum(shopLocales).default("sv-SE") });

/** Query parameters every priced catalogue call shares: the culture and the currency (SPEC §3 store context). */
export const shopParams = cultureParams.extend({
  currencyId: z.coerce.number().int().min(0).max(maxId).default(0),
});

/** Ids separated by commas, as query parameters carry them (`idSeed=1,2,3`): each one an id of ours, no duplicates. */
export const idListParam = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+(,\d+)*$/, `${name} must be ids separated by commas`)
    .transform((value) => [...new Set(value.split(",").map(Number))])
    .pipe(z.array(idField).max(max, `${name} takes at most ${max} ids`));

/** SPEC §4: currency id 0 is the default; an unknown id is a 400 naming currencyId. */
export async function resolveCurrencyParam(commerce: Commerce, currencyId: number): Promise<Currency> {
  const currency = await commerce.pricing.findCurrency(currencyId);
  if (!currency)
    throw new DomainError("invalid", problem("unknown_currency", { id: currencyId }), [
      onField("currencyId", problem("currency_not_found")),
    ]);
  return currency;
}
