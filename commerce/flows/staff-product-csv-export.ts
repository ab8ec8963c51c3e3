import { csvByteOrderMark, type CsvCell, csvLine } from "../csv.ts";
import type { Database } from "../db/client.ts";
import { shopLocales } from "../locale.ts";
import {
  listCsvProductChunk,
  productCsvHeader,
  productCsvListSeparator,
  productCsvTextFields,
  readProductCsvVocabulary,
  type CsvProductRead,
  type ProductCsvVocabulary,
} from "../modules/catalogue/index.ts";
import { readCsvPrices, type CsvPrice, type Currency } from "../modules/pricing/index.ts";

/** Products read per statement: a chunk is written out before the next is read, so memory stays flat. */
const productsPerChunk = 1000;

const yesNo = (value: boolean) => (value ? "true" : "false");

/** Minor units as the file writes them: whole units with the currency's decimals ("1299.00"). */
const amountOf = (minor: number | null | undefined, currency: Currency) =>
  minor === null || minor === undefined ? "" : (minor / 10 ** currency.decimals).toFixed(currency.decimals);

/** The rows of one product: the product's cells on the first, its variants one a row (a product without any gets one row). */
function rowsOf(
  product: CsvProductRead,
  prices: readonly CsvPrice[],
  vocabulary: ProductCsvVocabulary,
  currencies: readonly Currency[],
): CsvCell[][] {
  const productCells: CsvCell[] = [
    ...shopLocales.flatMap((locale) => {
      const texts = product.texts[locale];
      return productCsvTextFields.map((field) =>
        field === "name" ? texts?.name : field === "short_description" ? texts?.shortDescription : texts?.description,
      );
    }),
    product.manufacturerId === null ? "" : vocabulary.brands.nameOf.get(product.manufacturerId),
    vocabulary.categories.nameOf.get(product.categoryId),
    product.productTypeId === null ? "" : vocabulary.productTypes.nameOf.get(product.productTypeId),
    product.flagIds.map((id) => vocabulary.flags.nameOf.get(id)).join(productCsvListSeparator),
    String(product.vatRate / 100),
    yesNo(product.published),
    ...currencies.flatMap((currency) => {
      const price = prices.find((candidate) => candidate.priceListId === currency.priceListId);
      return [amountOf(price?.priceIncVat, currency), amountOf(price?.originalPriceIncVat, currency)];
    }),
  ];
  const variantRows = product.variants.map((variant) => [
    product.uniqueName,
    variant.partNo,
    variant.ean,
    variant.colourId === null ? "" : vocabulary.colours.nameOf.get(variant.colourId),
    variant.sizeId === null ? "" : vocabulary.sizes.nameOf.get(variant.sizeId),
    yesNo(variant.isActive),
  ]);
  const [firstRow = [product.uniqueName, "", "", "", "", ""], ...otherRows] = variantRows;
  return [[...firstRow, ...productCells], ...otherRows.map((row) => [...row, ...productCells.map(() => "")])];
}

/**
 * Every product that is not archived as the product CSV (docs/product-csv.md), one chunk of text at
 * a time, the header first, in product id order: what the import reads, so a file exported and
 * imported again changes nothing. Cells a spreadsheet would run as a formula are written as text.
 */
export async function* exportProductCsv(db: Database, currencies: readonly Currency[]): AsyncGenerator<string> {
  const vocabulary = await readProductCsvVocabulary(db);
  yield csvByteOrderMark + csvLine(productCsvHeader(currencies.map((currency) => currency.code)));
  for (let after = 0; ;) {
    const products = await listCsvProductChunk(db, after, productsPerChunk, vocabulary);
    const prices = await readCsvPrices(
      db,
      products.map((product) => product.id),
    );
    const pricesOf = new Map<number, CsvPrice[]>();
    for (const price of prices) pricesOf.set(price.productId, [...(pricesOf.get(price.productId) ?? []), price]);
    if (products.length > 0)
      yield products
        .flatMap((product) => rowsOf(product, pricesOf.get(product.id) ?? [], vocabulary, currencies))
        .map(csvLine)
        .join("");
    if (products.length < productsPerChunk) return;
    after = products.at(-1)!.id;
  }
}
