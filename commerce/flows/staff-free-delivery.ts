import { z } from "zod";
import { problem } from "#commerce/error-codes.ts";
import { coded, invalidInput } from "#commerce/validation.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { minorUnitsPerUnit, priceText, toMajorUnits, type Currency } from "../modules/pricing/index.ts";
import type { SettingsService } from "../modules/settings/index.ts";

/** One currency's free-delivery threshold as the back office shows it: whole units, empty for no offer. */
export interface FreeDeliveryField {
  currencyCode: string;
  /** Whole units including VAT as typed ("499", "39.5"), or "" when the currency has no offer. */
  fromIncVat: string;
}

/** The settings form for free delivery (ADR 0027): each of the shop's currencies, in its whole units. */
export interface StaffFreeDelivery {
  /** Every currency the shop sells in, with its threshold or none (`settings.manage`). */
  read(actor: StaffActor): Promise<FreeDeliveryField[]>;
  /**
   * Takes the form's amounts by currency code (`fromIncVat.<code>`), an empty one for no offer in that
   * currency, and stores them all at once, audited. A bad amount is refused on its field and changes nothing.
   */
  update(actor: StaffActor, amounts: Record<string, string>): Promise<FreeDeliveryField[]>;
}

/** An amount in whole units that the currency's minor units can hold exactly (no cents for a currency without). */
function thresholdText(currency: Currency) {
  const exactInMinorUnits = (units: number) => {
    const minor = units * minorUnitsPerUnit(currency);
    return Math.abs(minor - Math.round(minor)) < 1e-6;
  };
  return priceText.refine((units) => units === null || exactInMinorUnits(units), coded("price_invalid"));
}

export function createStaffFreeDelivery(deps: {
  settings: SettingsService;
  listCurrencies: () => Promise<Currency[]>;
}): StaffFreeDelivery {
  async function read(actor: StaffActor): Promise<FreeDeliveryField[]> {
    const [{ fromIncVat }, currencies] = await Promise.all([
      deps.settings.read(actor, "freeDelivery"),
      deps.listCurrencies(),
    ]);
    return currencies.map((currency) => {
      const minor = fromIncVat[currency.code];
      return {
        currencyCode: currency.code,
        fromIncVat: minor === undefined ? "" : String(toMajorUnits(minor, currency)),
      };
    });
  }
  return {
    read,
    async update(actor, amounts) {
      requirePermission(actor, "settings.manage");
      const currencies = await deps.listCurrencies();
      const schema = z.object({
        fromIncVat: z.object(
          Object.fromEntries(currencies.map((currency) => [currency.code, thresholdText(currency)])),
        ),
      });
      const parsed = schema.safeParse({
        fromIncVat: Object.fromEntries(currencies.map(({ code }) => [code, amounts[code] ?? ""])),
      });
      if (!parsed.success) throw invalidInput(problem("check_setting", { setting: "freeDelivery" }), parsed.error);
      const fromIncVat = Object.fromEntries(
        currencies.flatMap((currency) => {
          const units = parsed.data.fromIncVat[currency.code];
          return units == null ? [] : [[currency.code, Math.round(units * minorUnitsPerUnit(currency))]];
        }),
      );
      await deps.settings.update(actor, "freeDelivery", { fromIncVat });
      return read(actor);
    },
  };
}
