import { type Database, type DatabaseOrTransaction, readSideBySide } from "../db/client.ts";
import { problem } from "../error-codes.ts";
import { DomainError } from "../errors.ts";
import type { ShopLocale } from "../locale.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { listProductStockVariants, searchStockVariants, type StockVariant } from "../modules/catalogue/index.ts";
import { readSetting } from "../modules/settings/index.ts";
import { listStockLocations, readStockLevels, type StockLocation } from "../modules/stores/index.ts";
import { idText, parseStaffInput } from "../validation.ts";
import { stockSearchLimit } from "../modules/stores/index.ts";
import { stockSearchInput, type StockSearchInput } from "./staff-stock-inputs.ts";

/** A variant with what each location holds of it. */
export interface VariantStock extends StockVariant {
  /** What each of the page's locations holds, in the order of `locations`. */
  onHand: number[];
  total: number;
  /** The threshold it is judged by: its own, or the shop's. */
  threshold: number;
  /** Holds fewer than its threshold. */
  low: boolean;
}

/** A stock page: the locations (warehouses, then stores), the variants, and the shop's low-stock threshold. */
export interface StockPage {
  locations: StockLocation[];
  variants: VariantStock[];
  shopThreshold: number;
}

/** Each variant's stock at every location, a location without a row holding none. */
async function withStock(
  db: DatabaseOrTransaction,
  locale: ShopLocale,
  variants: readonly StockVariant[],
): Promise<StockPage> {
  const [locations, levels, { quantity: shopThreshold }] = await readSideBySide(db, [
    () => listStockLocations(db, locale),
    () =>
      readStockLevels(
        db,
        variants.map((variant) => variant.variantId),
      ),
    () => readSetting(db, "lowStockThreshold"),
  ]);
  const held = new Map(levels.map((level) => [`${level.variantId}:${level.kind}:${level.locationId}`, level.onHand]));
  return {
    locations,
    shopThreshold,
    variants: variants.map((variant) => {
      const onHand = locations.map((location) => held.get(`${variant.variantId}:${location.kind}:${location.id}`) ?? 0);
      const total = onHand.reduce((sum, quantity) => sum + quantity, 0);
      const threshold = variant.lowStockThreshold ?? shopThreshold;
      return { ...variant, onHand, total, threshold, low: total < threshold };
    }),
  };
}

/** Variants whose part number or product name contains the search (`catalogue.manage`), with their stock; none for a blank search. */
export async function findStockVariants(
  db: Database,
  actor: StaffActor,
  locale: ShopLocale,
  query: StockSearchInput,
): Promise<StockPage & { search: string }> {
  requirePermission(actor, "catalogue.manage");
  const { q } = parseStaffInput(stockSearchInput, query, "query");
  return db.transaction(async (tx) => {
    const variants = q === "" ? [] : await searchStockVariants(tx, q, locale, stockSearchLimit);
    return { ...(await withStock(tx, locale, variants)), search: q };
  });
}

/** Every variant of one product with its stock (`catalogue.manage`); not found when the product has none. */
export async function readProductStock(
  db: Database,
  actor: StaffActor,
  locale: ShopLocale,
  productId: string,
): Promise<StockPage & { productId: number; productName: string }> {
  requirePermission(actor, "catalogue.manage");
  const id = parseStaffInput(idText, productId, "productId");
  return db.transaction(async (tx) => {
    const variants = await listProductStockVariants(tx, id, locale);
    if (variants.length === 0)
      throw new DomainError("not_found", problem("product_not_found", { uniqueName: String(id) }));
    return { ...(await withStock(tx, locale, variants)), productId: id, productName: variants[0]!.productName };
  });
}
