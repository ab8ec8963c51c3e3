import { type Database, type DatabaseOrTransaction, readSideBySide } from "../db/client.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { findVariantsByPartNo } from "../modules/catalogue/index.ts";
import {
  listStockLocationCodes,
  setStockLevels,
  type StockLevel,
  type StockLocation,
} from "../modules/stores/index.ts";
import { parseStaffInput } from "../validation.ts";
import { parseStockFile, type StockImportProblem } from "./staff-stock-csv.ts";
import { followStockChange, type StaffStockDeps } from "./staff-stock-follow.ts";
import { maxStockQuantity, stockImportInput, type StockImportInput } from "./staff-stock-inputs.ts";

export type { StockImportProblem } from "./staff-stock-csv.ts";

/** What checking a stock file found: how many data lines it has, and every problem, by line. */
export interface StockImportReport {
  rows: number;
  problems: StockImportProblem[];
}

/** An applied file: its rows, the variants and locations they name, and how many rows held another quantity before. */
export interface StockImportCounts {
  rows: number;
  variants: number;
  locations: number;
  changedRows: number;
}

/** Applying a file: done with its counts, or refused (nothing changed) with the report saying why. */
export type StockImportResult =
  { applied: true; counts: StockImportCounts } | { applied: false; report: StockImportReport };

/** A file resolved against the catalogue and the locations: the report, and the levels to set when it is clean. */
interface ResolvedStockFile {
  report: StockImportReport;
  levels: StockLevel[];
  productIds: number[];
}

/**
 * Codes are matched ignoring case, as people type them; a code that names both a warehouse and a
 * store cannot say which it means, so it names neither.
 */
function locationsByCode(locations: readonly Omit<StockLocation, "name">[]) {
  const byCode = new Map<string, Omit<StockLocation, "name"> | null>();
  for (const location of locations) {
    const code = location.code.toLowerCase();
    byCode.set(code, byCode.has(code) ? null : location);
  }
  return byCode;
}

/** Reads a stock file and checks every line against the catalogue and the locations, changing nothing. */
async function resolveStockFile(db: DatabaseOrTransaction, csv: string): Promise<ResolvedStockFile> {
  const { lineCount, rows, problems } = parseStockFile(csv);
  const [variants, locations] = await readSideBySide(db, [
    () => findVariantsByPartNo(db, [...new Set(rows.map((row) => row.partNo))]),
    () => listStockLocationCodes(db).then(locationsByCode),
  ]);
  const levels: StockLevel[] = [];
  const productIds = new Set<number>();
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const variant = variants.get(row.partNo);
    const location = locations.get(row.locationCode.toLowerCase());
    const quantity = /^\d{1,10}$/.test(row.quantity) ? Number(row.quantity) : Number.NaN;
    if (!variant) problems.push({ line: row.line, kind: "unknown_part_number", value: row.partNo });
    if (!location) problems.push({ line: row.line, kind: "unknown_location", value: row.locationCode });
    if (!(quantity <= maxStockQuantity)) problems.push({ line: row.line, kind: "quantity", value: row.quantity });
    const key = `${row.partNo}\n${row.locationCode.toLowerCase()}`;
    const firstLine = firstLineOf.get(key);
    if (firstLine === undefined) firstLineOf.set(key, row.line);
    else problems.push({ line: row.line, kind: "duplicate", value: row.partNo, firstLine });
    if (variant && location && quantity <= maxStockQuantity) {
      levels.push({ variantId: variant.variantId, kind: location.kind, locationId: location.id, onHand: quantity });
      productIds.add(variant.productId);
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { report: { rows: lineCount, problems }, levels, productIds: [...productIds] };
}

/** Checks a stock file (`catalogue.manage`): every bad line is reported; nothing is changed. */
export async function checkStockImport(
  db: Database,
  actor: StaffActor,
  input: StockImportInput,
): Promise<StockImportReport> {
  requirePermission(actor, "catalogue.manage");
  const { csv } = parseStaffInput(stockImportInput, input, "form");
  // One snapshot: the part numbers and codes are checked as of one moment.
  return db.transaction(async (tx) => (await resolveStockFile(tx, csv)).report);
}

/**
 * Sets the stock a file lists (`catalogue.manage`), all or nothing: the file is checked again in
 * the same transaction and any bad line refuses the whole file (the report says which). Audited as
 * one entry with its counts; then the storefront's in-stock facts follow.
 */
export async function applyStockImport(
  db: Database,
  deps: StaffStockDeps,
  actor: StaffActor,
  input: StockImportInput,
): Promise<StockImportResult> {
  requirePermission(actor, "catalogue.manage");
  const { csv } = parseStaffInput(stockImportInput, input, "form");
  const outcome = await db.transaction(async (tx) => {
    const resolved = await resolveStockFile(tx, csv);
    if (resolved.report.problems.length > 0) return { applied: false as const, report: resolved.report };
    const counts: StockImportCounts = {
      rows: resolved.levels.length,
      variants: new Set(resolved.levels.map((level) => level.variantId)).size,
      locations: new Set(resolved.levels.map((level) => `${level.kind}:${level.locationId}`)).size,
      changedRows: await setStockLevels(tx, resolved.levels),
    };
    await recordAudit(tx, actor, { action: "stock.import", subjectKind: "stock", subjectId: "import", after: counts });
    return { applied: true as const, counts, productIds: resolved.productIds };
  });
  if (!outcome.applied) return outcome;
  await followStockChange(deps, outcome.productIds);
  return { applied: true, counts: outcome.counts };
}
