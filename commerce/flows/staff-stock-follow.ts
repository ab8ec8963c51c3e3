import type { CommerceLogger } from "../commerce.ts";

/** What the stock flows need besides the database: who tells the listings, and where to say it failed. */
export interface StaffStockDeps {
  log: CommerceLogger;
  /** Stock of these products moved: the storefront's in-stock facts follow, here at once and in other processes within a second. */
  onStockChanged: (productIds: number[]) => Promise<void>;
}

/**
 * Tells the listings about a committed stock change. A failure is logged, not thrown: the change is
 * made and audited, and the member should not try it again; the next stock change of the product
 * brings its listing up to date.
 */
export async function followStockChange(deps: StaffStockDeps, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  try {
    await deps.onStockChanged(productIds);
  } catch (error) {
    deps.log.warn("Listings did not follow a back-office stock change", { productIds, err: error });
  }
}
