import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "#commerce/db/client.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { readCatalogueVersion } from "../catalogue/index.ts";
import {
  capacityFor,
  createFacetIndex,
  type FacetIndex,
  placeFacets,
  priceListOf,
  takePosition,
} from "./facet-index.ts";
import { productTextRows } from "../catalogue/index.ts";
import { NameWords } from "./text/name-words.ts";
import { priceRows } from "../pricing/index.ts";

export interface BuildOptions {
  /** Rows per read: small batches keep the build's passing garbage, and so the process's memory, low. */
  batchSize?: number;
}

/**
 * Reads product_facets, prices, names and descriptions into a new in-memory index. Every batched read pages by
 * a unique key, so no row is skipped at a batch boundary; products added while it runs wait for
 * the change feed (their changes carry later versions than the one read first).
 */
export async function buildFacetIndex(db: Database, options: BuildOptions = {}): Promise<FacetIndex> {
  const batchSize = options.batchSize ?? 10_000;
  const version = await readCatalogueVersion(db);
  // Positions follow the category tree's leaves, so a category's products sit side by side and
  // its sets span few words (see Bitset.lo/hi); within a category, product id order. The database
  // also hands over the newest-first order, sorting on its own core.
  const [layout] = await selectRows<{ by_category: number[] | null; newest_first: number[] | null }>(
    db,
    sql`select json_agg(product_id order by category_id, product_id) as by_category, json_agg(product_id order by created_at desc, product_id) as newest_first from product_facets`,
  );
  const productIds = layout?.by_category ?? [];
  const index = createFacetIndex(version, capacityFor(productIds.length));
  for (const productId of productIds) takePosition(index, productId, 0);
  // With every position known, the rest is read side by side; each order is sorted as soon as its
  // keys are in, while the other reads are still under way.
  await Promise.all([
    ...productIdRanges(productIds, facetReaders).map((range) => readFacets(db, index, range, batchSize)),
    readPrices(db, index),
    ...shopLocales.map((locale) => readTexts(db, index, locale, batchSize).then(() => sortNames(index, locale))),
  ]);
  index.latestOrder.load(positionsOf(index, layout?.newest_first ?? []));
  return index;
}

/** Facet rows are read by this many queries at once, each over its own range of product ids. */
const facetReaders = 2;

/** Splits the product ids into `count` ranges of about as many products, as [after, upTo] pairs. */
function productIdRanges(productIds: readonly number[], count: number): [number, number][] {
  const ascending = [...productIds].sort((a, b) => a - b);
  const bounds = [
    0,
    ...Array.from({ length: count - 1 }, (_, at) => ascending[Math.floor(((at + 1) * ascending.length) / count)] ?? 0),
    2 ** 31 - 1,
  ];
  return bounds.slice(1).map((upTo, at) => [bounds[at]!, upTo]);
}

/** The positions of products given in some order (those without a position are left out). */
function positionsOf(index: FacetIndex, productIds: readonly number[]): Int32Array {
  return Int32Array.from(productIds.flatMap((id) => index.positionOf.get(id) ?? []));
}

async function readFacets(
  db: Database,
  index: FacetIndex,
  [from, upTo]: [number, number],
  batchSize: number,
): Promise<void> {
  await readInBatches<FacetTuple>(
    db,
    batchSize,
    sql`json_build_array(product_id, category_id, manufacturer_id, extract(epoch from created_at)::float8, in_stock, value_ids, in_stock_value_ids, flag_ids)`,
    (after) =>
      sql`from product_facets where product_id > ${after?.[0] ?? from} and product_id <= ${upTo} order by product_id`,
    (rows) => {
      for (const [
        product_id,
        category_id,
        manufacturer_id,
        created,
        in_stock,
        value_ids,
        in_stock_value_ids,
        flag_ids,
      ] of rows) {
        // Products added since the layout was read wait for the change feed.
        const position = index.positionOf.get(product_id);
        if (position === undefined) continue;
        index.created[position] = created;
        placeFacets(index, position, {
          product_id,
          category_id,
          manufacturer_id,
          created,
          in_stock,
          value_ids,
          in_stock_value_ids,
          flag_ids,
        });
      }
    },
  );
}

type FacetTuple = [number, number, number | null, number, boolean, number[], number[], number[]];

/** Each price list's prices, in ascending order (the sort order's own tie-break), from the database. */
async function readPrices(db: Database, index: FacetIndex): Promise<void> {
  const lists = await selectRows<{ price_list_id: number; rows: [productId: number, priceIncVat: number][] }>(
    db,
    sql`select price_list_id, json_agg(json_build_array(product_id, price_inc_vat) order by price_inc_vat, product_id) as rows from ${priceRows} pp group by price_list_id`,
  );
  for (const { price_list_id, rows } of lists) {
    const list = priceListOf(index, price_list_id);
    for (const [productId, priceIncVat] of rows) {
      const position = index.positionOf.get(productId);
      if (position === undefined) continue;
      list.price[position] = priceIncVat;
      list.priced.add(position);
    }
    // Already in order: loading only checks it.
    list.ascending.load(
      positionsOf(
        index,
        rows.map(([productId]) => productId),
      ),
    );
  }
}

/** A locale's names, and the words of its descriptions (the texts are not kept). */
async function readTexts(db: Database, index: FacetIndex, locale: ShopLocale, batchSize: number): Promise<void> {
  const { name } = index.names.get(locale)!;
  const descriptionWords = index.descriptions.get(locale)!;
  await readInBatches<[productId: number, name: string, description: string]>(
    db,
    batchSize,
    sql`json_build_array(product_id, name, description)`,
    (after) =>
      sql`from ${productTextRows} pt where locale = ${locale} and product_id > ${after?.[0] ?? 0} order by product_id`,
    (rows) => {
      for (const [productId, productName, description] of rows) {
        const position = index.positionOf.get(productId);
        if (position === undefined) continue;
        name[position] = productName;
        if (description) descriptionWords.add(position, description);
      }
    },
  );
}

function sortNames(index: FacetIndex, locale: ShopLocale): void {
  const names = index.names.get(locale)!;
  names.order.load(Int32Array.from({ length: index.used }, (_, at) => at).filter((at) => names.name[at] !== ""));
  names.words = NameWords.of(names.name, index.used);
}

/**
 * Reads `select ${row} ${from(lastRowSoFar)}` batch by batch, each batch as one JSON array (parsing
 * one JSON text is several times faster than the driver making an object per row). `from` must
 * order by a unique key and page after the given row.
 */
async function readInBatches<T>(
  db: Database,
  batchSize: number,
  row: SQL,
  from: (after: T | undefined) => SQL,
  take: (rows: T[]) => void,
): Promise<void> {
  for (let after: T | undefined; ;) {
    const [batch] = await selectRows<{ rows: T[] | null }>(
      db,
      sql`select json_agg(r.row) as rows from (select ${row} as row ${from(after)} limit ${batchSize}) r`,
    );
    const rows = batch?.rows ?? [];
    take(rows);
    if (rows.length < batchSize) return;
    after = rows.at(-1);
  }
}
