import { shopLocales, type ShopLocale } from "../locale.ts";
import type { CsvProductWrite, productCsvTextFields } from "../modules/catalogue/index.ts";
import {
  csvNameKey,
  isGtin,
  isPartNo,
  originalPriceColumnOf,
  priceColumnOf,
  productCsvHeader,
  productCsvListSeparator,
  productCsvPathSeparator,
  productCsvProductColumns,
  productCsvVariantColumns,
  readCsvRecords,
  swedishVatRates,
  textColumnOf,
  type CsvNames,
  type CsvRecord,
  type ProductCsvVocabulary,
  type ProductTexts,
} from "../modules/catalogue/index.ts";
import type { Currency } from "../modules/pricing/index.ts";

// A product file read row by row into the products and variants it describes, every bad cell
// reported with its line and column; nothing here reads the database (the vocabulary is given).

/** What can be wrong with a file, a line or a cell; the back office words each in both languages. */
export type ProductCsvProblemKind =
  | "no_rows"
  | "unterminated_quote"
  | "missing_column"
  | "unknown_column"
  | "duplicate_column"
  | "cells"
  | "required"
  | "too_long"
  | "unique_name_invalid"
  | "product_differs"
  | "product_archived"
  | "part_no_invalid"
  | "duplicate_part_no"
  | "part_no_taken"
  | "duplicate_variant"
  | "ean_invalid"
  | "unknown_brand"
  | "unknown_category"
  | "unknown_product_type"
  | "unknown_flag"
  | "unknown_colour"
  | "unknown_size"
  | "vat_invalid"
  | "yes_no_invalid"
  | "price_invalid"
  | "original_price_invalid";

/** One problem: its line (1 is the header), the column it is in, and the text at fault. */
export interface ProductCsvProblem {
  line: number;
  kind: ProductCsvProblemKind;
  column?: string;
  /** The cell as written (for `cells`, how many the line has; for `too_long`, the most it may have). */
  value?: string;
  /** For duplicates and differing product cells: the line it repeats or differs from. */
  firstLine?: number;
}

/** A product's price in one price list as the file gives it, in minor units; null for none. */
export interface PlannedPrice {
  priceListId: number;
  priceIncVat: number | null;
  originalPriceIncVat: number | null;
}

/** A product as its first row describes it: what the catalogue writes, its line and its prices. */
export interface PlannedProduct extends CsvProductWrite {
  line: number;
  /** One per currency whose columns the file has; a currency without is left as it is. */
  prices: PlannedPrice[];
}

/** A variant as its row describes it; `sortOrder` is its place among its product's rows. */
export interface PlannedVariant {
  line: number;
  uniqueName: string;
  partNo: string;
  ean: string | null;
  colourId: number | null;
  sizeId: number | null;
  isActive: boolean;
  sortOrder: number;
}

/** A file read: its products and variants (correct ones only) and every problem found. */
export interface ReadProductFile {
  rows: number;
  products: PlannedProduct[];
  variants: PlannedVariant[];
  problems: ProductCsvProblem[];
}

/** SPEC §2's slug rule, as the product editor checks a unique name. */
const uniqueNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The most characters each text may have, as the product editor allows. */
const maxTextLength: Record<(typeof productCsvTextFields)[number], number> = {
  name: 200,
  short_description: 500,
  description: 20_000,
};
const maxUniqueNameLength = 200;
const rowsBetweenBreaks = 20_000;

const yes = new Set(["true", "yes", "ja", "1"]);
const no = new Set(["false", "no", "nej", "0"]);

/** A price in whole units with at most the currency's decimals, a point or a comma before them; minor units, or undefined when it is not one. */
function minorUnitsOf(text: string, currency: Currency): number | undefined {
  const decimals = currency.decimals > 0 ? `([.,]\\d{1,${currency.decimals}})?` : "";
  if (!new RegExp(`^\\d{1,9}${decimals}$`).test(text)) return undefined;
  const minor = Math.round(Number(text.replace(",", ".")) * 10 ** currency.decimals);
  return minor >= 1 && minor <= 2_147_483_647 ? minor : undefined;
}

/** A category trail as people write it: case, spaces and slashes at the ends ignored. */
const categoryKeyOf = (path: string) =>
  csvNameKey(
    path
      .split(productCsvPathSeparator)
      .map((segment) => segment.trim())
      .filter((segment) => segment !== "")
      .join(productCsvPathSeparator),
  );

/**
 * Reads a product file against the shop's vocabulary and currencies: the header must name every
 * product and variant column once (price columns only for the currencies the file prices), each
 * row one variant, the product's cells on its first row and blank or the same on the others.
 */
export async function readProductFile(
  csv: string,
  vocabulary: ProductCsvVocabulary,
  currencies: readonly Currency[],
  onRows: (rows: number) => void = () => {},
): Promise<ReadProductFile> {
  const problems: ProductCsvProblem[] = [];
  const { records, unterminated } = readCsvRecords(csv);
  const first = records.next();
  const result: ReadProductFile = { rows: 0, products: [], variants: [], problems };
  if (first.done) {
    problems.push({ line: 1, kind: "no_rows" });
    return result;
  }
  const columns = readHeader(first.value, currencies, problems);
  if (!columns) return result;
  const row = createRowReader(columns, vocabulary, currencies, problems);
  for (const record of records) {
    result.rows += 1;
    row.read(record);
    // A large file takes seconds to read: let the process answer other requests (and progress polls) between steps.
    if (result.rows % rowsBetweenBreaks === 0) {
      onRows(result.rows);
      await new Promise((resume) => setImmediate(resume));
    }
  }
  const unterminatedLine = unterminated();
  if (unterminatedLine !== null) problems.push({ line: unterminatedLine, kind: "unterminated_quote" });
  else if (result.rows === 0) problems.push({ line: 1, kind: "no_rows" });
  result.products = row.products();
  result.variants = row.variants();
  return result;
}

/** The index of each column in the header, or undefined when the header is wrong (its problems reported). */
function readHeader(header: CsvRecord, currencies: readonly Currency[], problems: ProductCsvProblem[]) {
  const known = new Set(productCsvHeader(currencies.map((currency) => currency.code)));
  const indexOf = new Map<string, number>();
  header.cells.forEach((column, index) => {
    if (!known.has(column)) problems.push({ line: 1, kind: "unknown_column", column, value: column });
    else if (indexOf.has(column)) problems.push({ line: 1, kind: "duplicate_column", column, value: column });
    else indexOf.set(column, index);
  });
  for (const column of [...productCsvVariantColumns, ...productCsvProductColumns])
    if (!indexOf.has(column)) problems.push({ line: 1, kind: "missing_column", column, value: column });
  return problems.length > 0 ? undefined : { indexOf, count: header.cells.length };
}

type Columns = NonNullable<ReturnType<typeof readHeader>>;

/** What is kept of a product while its rows are read: its first row's product cells, to compare the others with. */
interface ProductSeen {
  line: number;
  cells: string[];
  nextSortOrder: number;
  combinations: Map<string, number>;
}

function createRowReader(
  columns: Columns,
  vocabulary: ProductCsvVocabulary,
  currencies: readonly Currency[],
  problems: ProductCsvProblem[],
) {
  const pricedCurrencies = currencies.filter((currency) => columns.indexOf.has(priceColumnOf(currency.code)));
  const productColumns = [
    ...productCsvProductColumns,
    ...pricedCurrencies.flatMap((currency) => [priceColumnOf(currency.code), originalPriceColumnOf(currency.code)]),
  ].filter((column) => columns.indexOf.has(column));
  const productIndexes = productColumns.map((column) => columns.indexOf.get(column)!);
  const seen = new Map<string, ProductSeen>();
  const partNoLines = new Map<string, number>();
  const products: PlannedProduct[] = [];
  const variants: PlannedVariant[] = [];

  function read(record: CsvRecord): void {
    const { line, cells } = record;
    if (cells.length !== columns.count) {
      problems.push({ line, kind: "cells", value: String(cells.length) });
      return;
    }
    const cell = (column: string) => cells[columns.indexOf.get(column)!]!;
    const report = (column: string, kind: ProductCsvProblemKind, extra: Partial<ProductCsvProblem> = {}) => {
      problems.push({ line, kind, column, value: cell(column), ...extra });
    };
    const uniqueName = cell("product");
    if (uniqueName === "") return report("product", "required");
    if (uniqueName.length > maxUniqueNameLength)
      return report("product", "too_long", { value: String(maxUniqueNameLength) });
    if (!uniqueNamePattern.test(uniqueName)) return report("product", "unique_name_invalid");
    let product = seen.get(uniqueName);
    if (!product) {
      product = {
        line,
        cells: productIndexes.map((index) => cells[index]!),
        nextSortOrder: 0,
        combinations: new Map(),
      };
      seen.set(uniqueName, product);
      const planned = readProduct(uniqueName, cell, report);
      if (planned) products.push({ ...planned, line });
    } else {
      productIndexes.forEach((index, position) => {
        const value = cells[index]!;
        if (value !== "" && value !== product!.cells[position])
          problems.push({
            line,
            kind: "product_differs",
            column: productColumns[position],
            value,
            firstLine: product!.line,
          });
      });
    }
    readVariant(uniqueName, product, cell, report, line);
  }

  function readProduct(
    uniqueName: string,
    cell: (column: string) => string,
    report: (column: string, kind: ProductCsvProblemKind, extra?: Partial<ProductCsvProblem>) => void,
  ): Omit<PlannedProduct, "line"> | undefined {
    const before = problems.length;
    const texts = Object.fromEntries(
      shopLocales.map((locale) => {
        const text = (field: (typeof productCsvTextFields)[number]) => {
          const column = textColumnOf(field, locale);
          const value = cell(column);
          if (value.length > maxTextLength[field]) report(column, "too_long", { value: String(maxTextLength[field]) });
          return value;
        };
        const name = text("name");
        if (name === "") report(textColumnOf("name", locale), "required");
        return [locale, { name, shortDescription: text("short_description"), description: text("description") }];
      }),
    ) as Record<ShopLocale, ProductTexts>;
    const optional = (column: string, names: CsvNames, kind: ProductCsvProblemKind) => {
      const value = cell(column);
      if (value === "") return null;
      const id = names.idOf.get(csvNameKey(value));
      if (id === undefined) report(column, kind);
      return id ?? null;
    };
    const manufacturerId = optional("brand", vocabulary.brands, "unknown_brand");
    const productTypeId = optional("product_type", vocabulary.productTypes, "unknown_product_type");
    const category = cell("category");
    const categoryId = vocabulary.categories.idOf.get(categoryKeyOf(category));
    if (category === "") report("category", "required");
    else if (categoryId === undefined) report("category", "unknown_category");
    const flagIds = new Set<number>();
    for (const code of cell("flags").split(productCsvListSeparator)) {
      if (code.trim() === "") continue;
      const id = vocabulary.flags.idOf.get(csvNameKey(code.trim()));
      if (id === undefined) report("flags", "unknown_flag", { value: code.trim() });
      else flagIds.add(id);
    }
    const vatRate = Math.round(Number(cell("vat").replace(/\s*%$/, "").replace(",", ".")) * 100);
    if (!(swedishVatRates as readonly number[]).includes(vatRate) || cell("vat") === "") report("vat", "vat_invalid");
    const published = yesNo(cell, report, "published");
    const prices = pricedCurrencies.map((currency) => readPrice(currency, cell, report));
    if (problems.length > before || categoryId === undefined) return undefined;
    return {
      uniqueName,
      texts,
      manufacturerId,
      categoryId,
      productTypeId,
      flagIds: [...flagIds].sort((a, b) => a - b),
      vatRate,
      published: published!,
      prices,
    };
  }

  function readPrice(
    currency: Currency,
    cell: (column: string) => string,
    report: (column: string, kind: ProductCsvProblemKind) => void,
  ): PlannedPrice {
    const priceColumn = priceColumnOf(currency.code);
    const originalColumn = originalPriceColumnOf(currency.code);
    const amount = (column: string) => {
      const text = cell(column);
      if (text === "") return null;
      const minor = minorUnitsOf(text, currency);
      if (minor === undefined) report(column, "price_invalid");
      return minor ?? null;
    };
    const priceIncVat = amount(priceColumn);
    const originalPriceIncVat = columns.indexOf.has(originalColumn) ? amount(originalColumn) : null;
    // A price before a sale is a higher price than the sale's, and only with a price.
    if (originalPriceIncVat !== null && (priceIncVat === null || originalPriceIncVat <= priceIncVat))
      report(originalColumn, "original_price_invalid");
    return { priceListId: currency.priceListId, priceIncVat, originalPriceIncVat };
  }

  function readVariant(
    uniqueName: string,
    product: ProductSeen,
    cell: (column: string) => string,
    report: (column: string, kind: ProductCsvProblemKind, extra?: Partial<ProductCsvProblem>) => void,
    line: number,
  ): void {
    const partNo = cell("part_no");
    const variantCells = ["ean", "colour", "size", "variant_active"] as const;
    // A row without a part number is a product without variants: none of a variant's cells then.
    if (partNo === "") {
      if (variantCells.some((column) => cell(column) !== "")) report("part_no", "required");
      return;
    }
    const before = problems.length;
    if (!isPartNo(partNo)) report("part_no", "part_no_invalid");
    const firstLine = partNoLines.get(partNo);
    if (firstLine !== undefined) report("part_no", "duplicate_part_no", { firstLine });
    else partNoLines.set(partNo, line);
    const ean = cell("ean");
    if (ean !== "" && !isGtin(ean)) report("ean", "ean_invalid");
    const value = (column: "colour" | "size", names: CsvNames) => {
      const code = cell(column);
      if (code === "") return null;
      const id = names.idOf.get(csvNameKey(code));
      if (id === undefined) report(column, column === "colour" ? "unknown_colour" : "unknown_size");
      return id ?? null;
    };
    const colourId = value("colour", vocabulary.colours);
    const sizeId = value("size", vocabulary.sizes);
    const isActive = yesNo(cell, report, "variant_active");
    if (colourId !== null || sizeId !== null) {
      const combination = `${colourId}:${sizeId}`;
      const sameLine = product.combinations.get(combination);
      if (sameLine !== undefined) report("size", "duplicate_variant", { firstLine: sameLine });
      else product.combinations.set(combination, line);
    }
    const sortOrder = product.nextSortOrder++;
    if (problems.length > before) return;
    variants.push({ line, uniqueName, partNo, ean: ean || null, colourId, sizeId, isActive: isActive!, sortOrder });
  }

  return { read, products: () => products, variants: () => variants };
}

/** A yes-or-no cell: true, false (or yes, no, ja, nej, 1, 0), case ignored; undefined (reported) otherwise. */
function yesNo(
  cell: (column: string) => string,
  report: (column: string, kind: ProductCsvProblemKind) => void,
  column: string,
): boolean | undefined {
  const value = cell(column).toLowerCase();
  if (yes.has(value)) return true;
  if (no.has(value)) return false;
  report(column, value === "" ? "required" : "yes_no_invalid");
  return undefined;
}
