import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "../../db/client.ts";
import { shopLocales, type ShopLocale } from "../../locale.ts";
import { readCatalogueVersion } from "../catalogue/index.ts";
import { capacityFor, createFacetIndex, type FacetIndex, placeFacets, priceListOf, takePosition } from "./facet-index.ts";

export interface BuildOptions {
  /** Rows per read: small batches keep the build's passing garbage, and so the process's memory, low. */
  batchSize?: number;
}

/**
 * Reads product_facets, prices and names into a new in-memory index. Every batched read pages by
 * a unique key, so no row is skipped at a batch boundary; products added while it runs wait for
 * the change feed (their changes carry later versions than the one read first).
 */
export async function buildFacetIndex(db: Database, options: BuildOptions = {}): Promise<FacetIndex> {
  const batchSize = options.batchSize ?? 10_000;
  const version = await readCatalogueVersion(db);
  // Positions follow the category tree's leaves, so a category's products sit side by side and
  // its sets span few words (see Bitset.lo/hi); within a category, product id order.
  const [layout] = await selectRows<{ product_ids: number[] | null }>(db, sql`select json_agg(product_id order by category_id, product_id) as product_ids from product_facets`);
  const productIds = layout?.product_ids ?? [];
  const index = createFacetIndex(version, capacityFor(productIds.length));
  for (const productId of productIds) takePosition(index, productId, 0);
  // With every position known, the rest is read side by side.
  await Promise.all([readFacets(db, index, batchSize), readPrices(db, index, batchSize), ...shopLocales.map((locale) => readNames(db, index, locale, batchSize))]);

  const positions = Int32Array.from({ length: index.used }, (_, at) => at);
  index.latestOrder.load(positions.slice());
  for (const list of index.prices.values()) list.ascending.load(positions.filter((at) => list.price[at]! >= 0));
  for (const { name, order } of index.names.values()) order.load(positions.filter((at) => name[at] !== ""));
  return index;
}

async function readFacets(db: Database, index: FacetIndex, batchSize: number): Promise<void> {
  await readInBatches<FacetTuple>(
    db,
    batchSize,
    sql`json_build_array(product_id, category_id, manufacturer_id, extract(epoch from created_at)::float8, in_stock, value_ids, in_stock_value_ids, flag_ids)`,
    (after) => sql`from product_facets where product_id > ${after?.[0] ?? 0} order by product_id`,
    (rows) => {
      for (const [product_id, category_id, manufacturer_id, created, in_stock, value_ids, in_stock_value_ids, flag_ids] of rows) {
        // Products added since the layout was read wait for the change feed.
        const position = index.positionOf.get(product_id);
        if (position === undefined) continue;
        index.created[position] = created;
        placeFacets(index, position, { product_id, category_id, manufacturer_id, created, in_stock, value_ids, in_stock_value_ids, flag_ids });
      }
    },
  );
}

type FacetTuple = [number, number, number | null, number, boolean, number[], number[], number[]];

async function readPrices(db: Database, index: FacetIndex, batchSize: number): Promise<void> {
  await readInBatches<[productId: number, priceListId: number, priceIncVat: number]>(
    db,
    batchSize,
    sql`json_build_array(product_id, price_list_id, price_inc_vat)`,
    (after) => sql`from product_prices where (price_list_id, product_id) > (${after?.[1] ?? 0}, ${after?.[0] ?? 0}) order by price_list_id, product_id`,
    (rows) => {
      for (const [productId, priceListId, priceIncVat] of rows) {
        const position = index.positionOf.get(productId);
        if (position === undefined) continue;
        const list = priceListOf(index, priceListId);
        list.price[position] = priceIncVat;
        list.priced.add(position);
      }
    },
  );
}

async function readNames(db: Database, index: FacetIndex, locale: ShopLocale, batchSize: number): Promise<void> {
  const { name } = index.names.get(locale)!;
  await readInBatches<[productId: number, name: string]>(
    db,
    batchSize,
    sql`json_build_array(product_id, name)`,
    (after) => sql`from product_translations where locale = ${locale} and product_id > ${after?.[0] ?? 0} order by product_id`,
    (rows) => {
      for (const [productId, productName] of rows) {
        const position = index.positionOf.get(productId);
        if (position !== undefined) name[position] = productName;
      }
    },
  );
}

/**
 * Reads `select ${row} ${from(lastRowSoFar)}` batch by batch, each batch as one JSON array (parsing
 * one JSON text is several times faster than the driver making an object per row). `from` must
 * order by a unique key and page after the given row.
 */
async function readInBatches<T>(db: Database, batchSize: number, row: SQL, from: (after: T | undefined) => SQL, take: (rows: T[]) => void): Promise<void> {
  for (let after: T | undefined; ; ) {
    const [batch] = await selectRows<{ rows: T[] | null }>(db, sql`select json_agg(r.row) as rows from (select ${row} as row ${from(after)} limit ${batchSize}) r`);
    const rows = batch?.rows ?? [];
    take(rows);
    if (rows.length < batchSize) return;
    after = rows.at(-1);
  }
}
