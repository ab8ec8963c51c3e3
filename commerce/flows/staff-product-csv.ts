import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import { problem } from "../error-codes.ts";
import { DomainError } from "../errors.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { recordAudit } from "../modules/audit/index.ts";
import {
  findProductsByUniqueName,
  findVariantProducts,
  lockCsvProducts,
  lockPartNumbers,
  maxProductCsvCharacters,
  maxReportedProductCsvProblems,
  readProductCsvVocabulary,
  upsertCsvProducts,
  upsertCsvVariants,
} from "../modules/catalogue/index.ts";
import { lockCsvSaleSchedules, writeCsvPrices, type Currency } from "../modules/pricing/index.ts";
import { coded, parseStaffInput } from "../validation.ts";
import { lockUniqueNames, type CatalogueFollowDeps } from "./staff-product-editor.ts";
import { exportProductCsv } from "./staff-product-csv-export.ts";
import {
  createProductCsvProgressBoard,
  type ProductCsvProgress,
  type ProductCsvProgressBoard,
} from "./staff-product-csv-progress.ts";
import {
  readProductFile,
  type PlannedProduct,
  type PlannedVariant,
  type ProductCsvProblem,
} from "./staff-product-csv-rows.ts";

export type { ProductCsvProblem, ProductCsvProblemKind } from "./staff-product-csv-rows.ts";
export type { ProductCsvPhase, ProductCsvProgress } from "./staff-product-csv-progress.ts";

/** What checking a product file found: its rows, what it would create and change, and its problems by line. */
export interface ProductCsvReport {
  rows: number;
  products: { created: number; updated: number };
  variants: { created: number; updated: number };
  /** The first problems by line (at most maxReportedProductCsvProblems). */
  problems: ProductCsvProblem[];
  /** Every problem, shown or not. */
  problemCount: number;
}

/** Applying a file: done with its report, or refused (nothing changed) with the report saying why. */
export type ProductCsvResult = { applied: boolean; report: ProductCsvReport };

/** A product file as the import page posts it (read from the chosen file, or pasted), and the id its progress is polled by. */
export const productCsvInput = z.object({
  csv: z.string().min(1, coded("required")).max(maxProductCsvCharacters, coded("too_long")),
  progressId: z.string().max(36).optional(),
});
export type ProductCsvInput = z.input<typeof productCsvInput>;

export interface StaffProductCsvDeps extends CatalogueFollowDeps {
  db: Database;
  listCurrencies: () => Promise<Currency[]>;
}

/** Products and variants per write statement: large enough that round trips do not count, small enough for the driver's parameters. */
const productsPerChunk = 5000;
const variantsPerChunk = 10_000;

/** Beyond this many products, the listings are rebuilt whole (kind `all`) rather than per product. */
const maxProductsFollowedOneByOne = 1000;

/** A file checked against the shop: its report, and what to write when it is clean. */
interface CheckedFile {
  report: ProductCsvReport;
  products: PlannedProduct[];
  variants: PlannedVariant[];
  /** The attributes colour and size are values of. */
  axes: { colourParametricId: number | null; sizeParametricId: number | null };
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Takes an import's locks in the order every writer of products takes them (ADR 0020, "The product
 * CSV"): the file's products by id (as the editor, the variants grid, pictures and the bulk actions
 * lock theirs), their timed sales (as the editor does, so the sale sweeper keeps off them), then
 * the unique names' and the part numbers' locks (after a product's, as the editor and the grid
 * take them). One statement each, whatever the file's size. Answers the products locked.
 */
async function lockFileProducts(tx: DatabaseOrTransaction, uniqueNames: readonly string[]): Promise<Set<number>> {
  const productIds = await lockCsvProducts(tx, uniqueNames);
  await lockCsvSaleSchedules(tx, productIds);
  await lockUniqueNames(tx);
  await lockPartNumbers(tx);
  return new Set(productIds);
}

/**
 * Reads the file and checks it against the vocabulary, the currencies and the products and variants
 * the shop has. With `lock` (applying it), the shop is read only once the file's products and the
 * names and part numbers are held, so nothing checked changes before it is written.
 */
async function checkFile(
  db: DatabaseOrTransaction,
  csv: string,
  currencies: readonly Currency[],
  onRows: (rows: number) => void,
  lock?: (uniqueNames: readonly string[]) => Promise<Set<number>>,
): Promise<CheckedFile> {
  const vocabulary = await readProductCsvVocabulary(db);
  const file = await readProductFile(csv, vocabulary, currencies, onRows);
  const uniqueNames = file.products.map((product) => product.uniqueName);
  const locked = await lock?.(uniqueNames);
  const existingProducts = await findProductsByUniqueName(db, uniqueNames);
  // A product given one of the file's names after its products were locked (and before the names
  // were): it is not held, and locking it now would take a product after the names' lock.
  if (locked && [...existingProducts.values()].some((product) => !locked.has(product.id)))
    throw new DomainError("conflict", problem("product_edited_meanwhile"));
  const variantOwners = await findVariantProducts(
    db,
    file.variants.map((variant) => variant.partNo),
  );
  const { problems } = file;
  for (const product of file.products)
    if (existingProducts.get(product.uniqueName)?.archived)
      problems.push({ line: product.line, kind: "product_archived", column: "product", value: product.uniqueName });
  let updatedVariants = 0;
  for (const variant of file.variants) {
    const owner = variantOwners.get(variant.partNo);
    if (owner === undefined) continue;
    if (owner === existingProducts.get(variant.uniqueName)?.id) updatedVariants += 1;
    else problems.push({ line: variant.line, kind: "part_no_taken", column: "part_no", value: variant.partNo });
  }
  problems.sort((a, b) => a.line - b.line);
  const updatedProducts = file.products.filter((product) => existingProducts.has(product.uniqueName)).length;
  return {
    report: {
      rows: file.rows,
      products: { created: file.products.length - updatedProducts, updated: updatedProducts },
      variants: { created: file.variants.length - updatedVariants, updated: updatedVariants },
      problems: problems.slice(0, maxReportedProductCsvProblems),
      problemCount: problems.length,
    },
    products: file.products,
    variants: file.variants,
    axes: { colourParametricId: vocabulary.colourParametricId, sizeParametricId: vocabulary.sizeParametricId },
  };
}

/** Writes a clean file's products, texts, flags and prices, then its variants, a chunk at a time; answers the products' ids. */
async function writeFile(
  tx: DatabaseOrTransaction,
  file: CheckedFile,
  progress: (progress: ProductCsvProgress) => void,
): Promise<number[]> {
  const productIds = new Map<string, number>();
  for (const chunk of chunksOf(file.products, productsPerChunk)) {
    const ids = await upsertCsvProducts(tx, chunk);
    for (const [uniqueName, id] of ids) productIds.set(uniqueName, id);
    await writeCsvPrices(
      tx,
      chunk.flatMap((product) =>
        product.prices.map((price) => ({ ...price, productId: ids.get(product.uniqueName)! })),
      ),
    );
    progress({ phase: "products", done: productIds.size, total: file.products.length });
  }
  let variantsDone = 0;
  for (const chunk of chunksOf(file.variants, variantsPerChunk)) {
    await upsertCsvVariants(
      tx,
      chunk.map((variant) => ({ ...variant, productId: productIds.get(variant.uniqueName)! })),
      file.axes,
    );
    variantsDone += chunk.length;
    progress({ phase: "variants", done: variantsDone, total: file.variants.length });
  }
  return [...productIds.values()];
}

/**
 * The product CSV (`catalogue.manage`: owners and managers; docs/product-csv.md): an export of every
 * product that is not archived, one row per variant, and an import of the same columns, checked
 * first (every bad row reported, nothing changed) and applied all or nothing in one transaction
 * with one audit entry; then the storefront's listings follow, as one catalogue change.
 */
export function createStaffProductCsv(
  deps: StaffProductCsvDeps,
  board: ProductCsvProgressBoard = createProductCsvProgressBoard(),
) {
  const { db } = deps;

  /** Brings the listings up to date after an import: its products one by one, or (a large import) all of them at once. */
  async function followImport(productIds: readonly number[]): Promise<void> {
    try {
      await deps.search.refresh(productIds.length > maxProductsFollowedOneByOne ? undefined : productIds);
    } catch (error) {
      deps.log.warn("Listings did not follow a product import", { products: productIds.length, err: error });
    }
  }

  return {
    /** Every product that is not archived as CSV, a chunk of text at a time (the header first). */
    async exportProducts(actor: StaffActor): Promise<AsyncGenerator<string>> {
      requirePermission(actor, "catalogue.manage");
      return exportProductCsv(db, await deps.listCurrencies());
    },

    /** Checks a product file: every bad row with its line, column and reason; nothing is changed. */
    async checkImport(actor: StaffActor, input: ProductCsvInput): Promise<ProductCsvReport> {
      requirePermission(actor, "catalogue.manage");
      const { csv } = parseStaffInput(productCsvInput, input, "form");
      const currencies = await deps.listCurrencies();
      // One snapshot: every name and part number is checked as of one moment.
      return db.transaction(async (tx) => (await checkFile(tx, csv, currencies, () => {})).report);
    },

    /**
     * Imports a product file all or nothing: it is checked again in the transaction that writes it,
     * under the locks of its products, names and part numbers, and any problem refuses the whole
     * file (the report says which). A product renamed to one of the file's names meanwhile refuses
     * it as a conflict (nothing changed: import it again). Its progress can be read by
     * `progressId` meanwhile, from this process.
     */
    async applyImport(actor: StaffActor, input: ProductCsvInput): Promise<ProductCsvResult> {
      requirePermission(actor, "catalogue.manage");
      const { csv, progressId } = parseStaffInput(productCsvInput, input, "form");
      const progress = (step: ProductCsvProgress) => board.report(progressId, actor.id, step);
      progress({ phase: "checking", done: 0, total: 0 });
      const currencies = await deps.listCurrencies();
      try {
        const outcome = await db.transaction(async (tx) => {
          // Imports take turns (this lock first: no other writer takes it), then lockFileProducts' locks.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('butik.product_import'))`);
          const file = await checkFile(
            tx,
            csv,
            currencies,
            (rows) => progress({ phase: "checking", done: rows, total: 0 }),
            (uniqueNames) => lockFileProducts(tx, uniqueNames),
          );
          if (file.report.problemCount > 0) return { applied: false as const, report: file.report };
          const productIds = await writeFile(tx, file, progress);
          const { report } = file;
          await recordAudit(tx, actor, {
            action: "product.import",
            subjectKind: "product",
            subjectId: "import",
            after: {
              rows: report.rows,
              products: report.products.created + report.products.updated,
              newProducts: report.products.created,
              variants: report.variants.created + report.variants.updated,
              newVariants: report.variants.created,
            },
          });
          return { applied: true as const, report, productIds };
        });
        if (!outcome.applied) {
          progress({ phase: "refused", done: 0, total: 0 });
          return outcome;
        }
        progress({ phase: "listings", done: 0, total: outcome.productIds.length });
        await followImport(outcome.productIds);
        progress({ phase: "done", done: outcome.productIds.length, total: outcome.productIds.length });
        return { applied: true, report: outcome.report };
      } catch (error) {
        progress({ phase: "failed", done: 0, total: 0 });
        throw error;
      }
    },

    /** Where the member's import `progressId` is, when this process runs it; undefined otherwise. */
    readProgress(actor: StaffActor, progressId: string): ProductCsvProgress | undefined {
      requirePermission(actor, "catalogue.manage");
      return board.read(progressId, actor.id);
    },
  };
}

export type StaffProductCsv = ReturnType<typeof createStaffProductCsv>;
