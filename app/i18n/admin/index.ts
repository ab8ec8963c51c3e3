import type { ShopLocale } from "#commerce/locale.ts";
import { auditMessages } from "./audit.ts";
import { catalogueMessages } from "./catalogue.ts";
import { contentMessages } from "./content.ts";
import { contentBlockMessages } from "./content-blocks.ts";
import { categoriesMessages } from "./categories.ts";
import { customersMessages } from "./customers.ts";
import { dashboardMessages } from "./dashboard.ts";
import { mailMessages } from "./mail.ts";
import { ordersMessages } from "./orders.ts";
import { picturesMessages } from "./pictures.ts";
import { productEditorMessages } from "./product-editor.ts";
import { productCsvMessages } from "./product-csv.ts";
import { productSalesMessages } from "./product-sales.ts";
import { shellMessages } from "./shell.ts";
import { stockMessages } from "./stock.ts";
import { storesMessages } from "./stores.ts";
import { variantsMessages } from "./variants.ts";
import { vocabulariesMessages } from "./vocabularies.ts";

/** Every back-office message, each area kept in its own file (the storefront's bundle carries none of them). */
export const adminMessages = {
  "en-GB": {
    ...shellMessages["en-GB"],
    ...ordersMessages["en-GB"],
    ...catalogueMessages["en-GB"],
    ...productEditorMessages["en-GB"],
    ...picturesMessages["en-GB"],
    ...productCsvMessages["en-GB"],
    ...productSalesMessages["en-GB"],
    ...categoriesMessages["en-GB"],
    ...vocabulariesMessages["en-GB"],
    ...customersMessages["en-GB"],
    ...mailMessages["en-GB"],
    ...dashboardMessages["en-GB"],
    ...auditMessages["en-GB"],
    ...stockMessages["en-GB"],
    ...storesMessages["en-GB"],
    ...contentMessages["en-GB"],
    ...contentBlockMessages["en-GB"],
    ...variantsMessages["en-GB"],
  },
  "sv-SE": {
    ...shellMessages["sv-SE"],
    ...ordersMessages["sv-SE"],
    ...catalogueMessages["sv-SE"],
    ...productEditorMessages["sv-SE"],
    ...picturesMessages["sv-SE"],
    ...productCsvMessages["sv-SE"],
    ...productSalesMessages["sv-SE"],
    ...categoriesMessages["sv-SE"],
    ...vocabulariesMessages["sv-SE"],
    ...customersMessages["sv-SE"],
    ...mailMessages["sv-SE"],
    ...dashboardMessages["sv-SE"],
    ...auditMessages["sv-SE"],
    ...stockMessages["sv-SE"],
    ...storesMessages["sv-SE"],
    ...contentMessages["sv-SE"],
    ...contentBlockMessages["sv-SE"],
    ...variantsMessages["sv-SE"],
  },
};

export type AdminMessageKey = keyof (typeof adminMessages)["en-GB"];
export type AdminTranslate = (key: AdminMessageKey, params?: Record<string, string | number>) => string;

/** Looks a back-office message up in the locale and fills in its {placeholders}. */
export function createAdminTranslator(locale: ShopLocale): AdminTranslate {
  const messages: Record<string, string> = adminMessages[locale];
  return (key, params) => {
    const message = messages[key] ?? key;
    if (!params) return message;
    return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in params ? String(params[name]) : placeholder,
    );
  };
}
