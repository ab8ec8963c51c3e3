import { defineAdminMessages } from "./define-messages.ts";

/** The product editor's prices and sales, per currency. */
export const productSalesMessages = defineAdminMessages({
  "en-GB": {
    "productSales.currency": "Price in {currency}",
    "productSales.salePrice": "Sale price incl. VAT ({currency})",
    "productSales.salePriceHint": "Lower than the price. Empty: no sale; emptying it ends a sale at once.",
    "productSales.startsAt": "Sale starts",
    "productSales.startsAtHint": "Swedish time. Empty: at once.",
    "productSales.endsAt": "Sale ends",
    "productSales.endsAtHint": "Swedish time. Empty: until you remove it.",
    "productSales.running": "The sale is on the price now.",
    "productSales.scheduled": "The sale is scheduled: the price changes at its start.",
  },
  "sv-SE": {
    "productSales.currency": "Pris i {currency}",
    "productSales.salePrice": "Reapris inkl. moms ({currency})",
    "productSales.salePriceHint": "Lägre än priset. Tomt: ingen rea; töms fältet slutar rean direkt.",
    "productSales.startsAt": "Rean börjar",
    "productSales.startsAtHint": "Svensk tid. Tomt: direkt.",
    "productSales.endsAt": "Rean slutar",
    "productSales.endsAtHint": "Svensk tid. Tomt: tills du tar bort den.",
    "productSales.running": "Rean gäller nu.",
    "productSales.scheduled": "Rean är schemalagd: priset ändras när den börjar.",
  },
});
