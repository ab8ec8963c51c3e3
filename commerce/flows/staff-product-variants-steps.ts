import { createHash } from "node:crypto";
import type { CommerceLogger } from "../commerce.ts";
import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import type { AuditRecord } from "../modules/audit/index.ts";
import { lockVariantGridProduct, type GridVariant } from "../modules/catalogue/index.ts";
import type { Currency } from "../modules/pricing/index.ts";
import type { SearchService } from "../modules/search/index.ts";
import { followCatalogueChange, productNotFound } from "./staff-product-editor.ts";
import { followStockChange } from "./staff-stock-follow.ts";

/** What the variants grid needs: the database, the listings to bring up to date, and the currencies its prices are shown in. */
export interface StaffProductVariantsDeps {
  db: Database;
  search: Pick<SearchService, "refresh" | "stockChanged">;
  log: CommerceLogger;
  listCurrencies: () => Promise<Currency[]>;
}

/** Holds the product's variants against other saves until the transaction ends; not found when there is no product. */
export async function lockGridProduct(tx: DatabaseOrTransaction, productId: number): Promise<void> {
  if (!(await lockVariantGridProduct(tx, productId))) productNotFound(productId);
}

/**
 * The version of the product's variants as the grid edits them (ADR 0018's digest): any change to
 * a part number, EAN, being on sale, threshold, colour or size, or a variant added or removed, by
 * anyone, gives another. Stock is left out: orders move it all day, and a Save writes only the
 * stock cells the member typed over.
 */
export function gridVersionOf(variants: readonly GridVariant[]): string {
  return createHash("sha256").update(JSON.stringify(variants)).digest("base64url");
}

/** What the audit keeps of a variant's grid fields. */
export const variantAuditRecord = (variant: Omit<GridVariant, "id" | "values">): AuditRecord => ({
  partNo: variant.partNo,
  ean: variant.ean,
  active: variant.isActive,
  lowStockThreshold: variant.lowStockThreshold,
});

/**
 * After a committed change: the product's search rows, facets and the catalogue feed follow (kind
 * "product") when what the storefront lists changed, else only its stock facts (kind "stock").
 */
export async function followVariantChange(
  deps: StaffProductVariantsDeps,
  productId: number,
  changed: { listing: boolean; stock: boolean },
): Promise<void> {
  if (changed.listing) await followCatalogueChange(deps, [productId]);
  else if (changed.stock)
    await followStockChange({ log: deps.log, onStockChanged: (ids) => deps.search.stockChanged(ids) }, [productId]);
}
