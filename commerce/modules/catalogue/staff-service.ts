import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { parseStaffInput } from "#commerce/validation.ts";
import { readSetting } from "../settings/index.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import type { CatalogueFeed } from "./catalogue-changes.ts";
import { staffProductListInput, type StaffProductListQuery } from "./staff-product-inputs.ts";
import { listStaffProducts, type StaffProductListPage } from "./staff-product-list.ts";
import { createStockSummaries } from "./stock-summaries.ts";

/** The shop's default currency as pricing knows it (pricing caches it; it builds on the catalogue, not the other way). */
export type ReadDefaultCurrency = () => Promise<{ code: string; priceListId: number }>;

/**
 * The catalogue as the back office reads it (every call needs `catalogue.manage`: owners and
 * managers). Input comes as a query string would carry it and is checked here: bad input is a
 * 400 naming its fields.
 */
export interface StaffCatalogueService {
  /** A page of products matching the filter, named in `locale`, sorted by name, newest or stock; page on with `after`/`before`. */
  listProducts(actor: StaffActor, locale: ShopLocale, query: StaffProductListQuery): Promise<StaffProductListPage>;
}

/** The back office's catalogue reads on one database, with this process's stock summaries following the catalogue feed. */
export function createStaffCatalogueService(
  db: Database,
  readDefaultCurrency: ReadDefaultCurrency,
  catalogueFeed: CatalogueFeed,
): StaffCatalogueService {
  const stockSummaries = createStockSummaries(db, catalogueFeed);
  return {
    async listProducts(actor, locale, query) {
      requirePermission(actor, "catalogue.manage");
      const parsed = parseStaffInput(staffProductListInput, query, "query");
      const [currency, threshold] = await Promise.all([readDefaultCurrency(), readSetting(db, "lowStockThreshold")]);
      return listStaffProducts(db, stockSummaries, parsed, {
        locale,
        priceListId: currency.priceListId,
        currencyCode: currency.code,
        lowStockThreshold: threshold.quantity,
      });
    },
  };
}
