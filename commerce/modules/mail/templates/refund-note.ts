import type { ShopLocale } from "#commerce/locale.ts";

/** What every mail about money going back adds: banks take their time. */
export const refundTimeNote: Record<ShopLocale, string> = {
  "en-GB": "It may take a few banking days before the money shows in your account.",
  "sv-SE": "Det kan ta några bankdagar innan pengarna syns på ditt konto.",
};
