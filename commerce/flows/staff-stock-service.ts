import type { Database } from "../db/client.ts";
import type { ShopLocale } from "../locale.ts";
import type { StaffActor } from "../modules/access/index.ts";
import { adjustStock, setLowStockThreshold, type StockAdjustment } from "./staff-stock-adjust.ts";
import type { StaffStockDeps } from "./staff-stock-follow.ts";
import {
  applyStockImport,
  checkStockImport,
  type StockImportReport,
  type StockImportResult,
} from "./staff-stock-import.ts";
import type {
  LowStockThresholdInput,
  StockAdjustmentInput,
  StockImportInput,
  StockSearchInput,
} from "./staff-stock-inputs.ts";
import { findStockVariants, readProductStock, type StockPage } from "./staff-stock-reads.ts";

export type { StockAdjustment } from "./staff-stock-adjust.ts";
export type {
  StockImportCounts,
  StockImportProblem,
  StockImportReport,
  StockImportResult,
} from "./staff-stock-import.ts";
export type { StockPage, VariantStock } from "./staff-stock-reads.ts";

/**
 * The back office's stock (every call needs `catalogue.manage`: owners and managers). Input comes
 * as a form carries it and is checked here: bad input is a 400 naming its fields and changes
 * nothing. Every change is audited in its transaction, then the storefront's in-stock facts follow.
 */
export interface StaffStockService {
  /** Variants whose part number or product name contains `q`, with each location's stock. */
  findVariants(actor: StaffActor, locale: ShopLocale, query: StockSearchInput): Promise<StockPage & { search: string }>;
  /** Every variant of a product with each location's stock. */
  readProductStock(
    actor: StaffActor,
    locale: ShopLocale,
    productId: string,
  ): Promise<StockPage & { productId: number; productName: string }>;
  /** Sets or adds to one variant's stock at one location, with a reason; never below zero. */
  adjust(actor: StaffActor, input: StockAdjustmentInput): Promise<StockAdjustment>;
  /** A variant's own low-stock threshold, or blank for the shop's. */
  setLowStockThreshold(actor: StaffActor, input: LowStockThresholdInput): Promise<void>;
  /** Checks a stock file (part number, location code, quantity) and reports every bad line; changes nothing. */
  checkImport(actor: StaffActor, input: StockImportInput): Promise<StockImportReport>;
  /** Sets the stock a file lists, all or nothing, in one transaction and one audit entry. */
  applyImport(actor: StaffActor, input: StockImportInput): Promise<StockImportResult>;
}

/** The back office's stock on one database. */
export function createStaffStockService(db: Database, deps: StaffStockDeps): StaffStockService {
  return {
    findVariants: (actor, locale, query) => findStockVariants(db, actor, locale, query),
    readProductStock: (actor, locale, productId) => readProductStock(db, actor, locale, productId),
    adjust: (actor, input) => adjustStock(db, deps, actor, input),
    setLowStockThreshold: (actor, input) => setLowStockThreshold(db, deps, actor, input),
    checkImport: (actor, input) => checkStockImport(db, actor, input),
    applyImport: (actor, input) => applyStockImport(db, deps, actor, input),
  };
}
