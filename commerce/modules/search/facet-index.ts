import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "../../db/client.ts";
import { shopLocales, type ShopLocale } from "../../locale.ts";
import { readCatalogueVersion } from "../catalogue/index.ts";
import { Bitset } from "./bitset.ts";

/**
 * The whole catalogue's facets in memory: one bit per product position in a set per attribute
 * value, flag, category and brand, plus the product orders each sort needs. Counting a facet is an
 * intersection of sets, which stays fast on catalogues of hundreds of thousands of products.
 */
export interface FacetIndex {
  /** The catalogue version the index was built from. */
  version: number;
  size: number;
  productIds: Int32Array;
  positionOf: Map<number, number>;
  byValue: Map<number, Bitset>;
  inStockByValue: Map<number, Bitset>;
  byFlag: Map<number, Bitset>;
  byCategory: Map<number, Bitset>;
  byBrand: Map<number, Bitset>;
  inStock: Bitset;
  /** Positions newest first (ties by product id). */
  latestOrder: Int32Array;
  /** Per price list: each position's price in minor units (-1 unpriced), positions by ascending price, and the priced set. */
  prices: Map<number, { price: Int32Array; ascending: Int32Array; priced: Bitset }>;
  /** Per locale: positions by name, A to Z in the locale's alphabet. */
  nameOrder: Map<ShopLocale, Int32Array>;
}

function setIn(map: Map<number, Bitset>, key: number, size: number): Bitset {
  let set = map.get(key);
  if (!set) {
    set = new Bitset(size);
    map.set(key, set);
  }
  return set;
}

/** Rows per read while building: small batches keep the build's passing garbage, and so the process's memory, low. */
const batchSize = 10_000;

/** Reads `query(afterId)` batch by batch in product id order, handing each batch to `take`. */
async function readInBatches<T extends { product_id: number }>(db: Database, query: (afterId: number) => SQL, take: (rows: T[]) => void): Promise<void> {
  for (let afterId = 0; ; ) {
    const rows = await selectRows<T>(db, sql`${query(afterId)} limit ${batchSize}`);
    take(rows);
    if (rows.length < batchSize) return;
    afterId = rows[rows.length - 1]!.product_id;
  }
}

interface FacetRow {
  product_id: number;
  category_id: number;
  manufacturer_id: number | null;
  created: number;
  in_stock: boolean;
  value_ids: number[];
  in_stock_value_ids: number[];
  flag_ids: number[];
}

/** Reads product_facets, prices and names into a new in-memory index. */
export async function buildFacetIndex(db: Database): Promise<FacetIndex> {
  const version = await readCatalogueVersion(db);
  const [counted] = await selectRows<{ count: number }>(db, sql`select count(*)::int as count from product_facets`);
  const size = counted?.count ?? 0;
  const index: FacetIndex = {
    version,
    size,
    productIds: new Int32Array(size),
    positionOf: new Map(),
    byValue: new Map(),
    inStockByValue: new Map(),
    byFlag: new Map(),
    byCategory: new Map(),
    byBrand: new Map(),
    inStock: new Bitset(size),
    latestOrder: new Int32Array(size),
    prices: new Map(),
    nameOrder: new Map(),
  };
  // Positions follow the category tree's leaves, so a category's products sit side by side and
  // its sets span few words (see Bitset.lo/hi); within a category, product id order.
  const layout = await selectRows<{ product_id: number }>(db, sql`select product_id from product_facets order by category_id, product_id`);
  layout.forEach((row, at) => {
    if (at < size) {
      index.productIds[at] = row.product_id;
      index.positionOf.set(row.product_id, at);
    }
  });
  const created = new Float64Array(size);
  await readInBatches<FacetRow>(
    db,
    (afterId) => sql`select product_id, category_id, manufacturer_id, extract(epoch from created_at)::float8 as created, in_stock, value_ids, in_stock_value_ids, flag_ids
                     from product_facets where product_id > ${afterId} order by product_id`,
    (rows) => {
      for (const row of rows) {
        // Products added while building wait for the next build.
        const position = index.positionOf.get(row.product_id);
        if (position === undefined) continue;
        created[position] = row.created;
        setIn(index.byCategory, row.category_id, size).add(position);
        if (row.manufacturer_id !== null) setIn(index.byBrand, row.manufacturer_id, size).add(position);
        if (row.in_stock) index.inStock.add(position);
        for (const valueId of row.value_ids) setIn(index.byValue, valueId, size).add(position);
        for (const valueId of row.in_stock_value_ids) setIn(index.inStockByValue, valueId, size).add(position);
        for (const flagId of row.flag_ids) setIn(index.byFlag, flagId, size).add(position);
      }
    },
  );
  const positions = Int32Array.from({ length: size }, (_, at) => at);
  const byProductId = (a: number, b: number) => index.productIds[a]! - index.productIds[b]!;
  index.latestOrder = positions.slice().sort((a, b) => created[b]! - created[a]! || byProductId(a, b));

  await readInBatches<{ product_id: number; price_list_id: number; price_inc_vat: number }>(
    db,
    (afterId) => sql`select product_id, price_list_id, price_inc_vat from product_prices where product_id > ${afterId} order by product_id`,
    (rows) => {
      for (const row of rows) {
        const at = index.positionOf.get(row.product_id);
        if (at === undefined) continue;
        let list = index.prices.get(row.price_list_id);
        if (!list) {
          list = { price: new Int32Array(size).fill(-1), ascending: new Int32Array(0), priced: new Bitset(size) };
          index.prices.set(row.price_list_id, list);
        }
        list.price[at] = row.price_inc_vat;
        list.priced.add(at);
      }
    },
  );
  for (const list of index.prices.values()) {
    list.ascending = positions.filter((at) => list.price[at]! >= 0).sort((a, b) => list.price[a]! - list.price[b]! || byProductId(a, b));
  }

  for (const locale of shopLocales) {
    const nameAt = new Array<string>(size).fill("");
    await readInBatches<{ product_id: number; name: string }>(
      db,
      (afterId) => sql`select product_id, name from product_translations where locale = ${locale} and product_id > ${afterId} order by product_id`,
      (rows) => {
        for (const row of rows) {
          const at = index.positionOf.get(row.product_id);
          if (at !== undefined) nameAt[at] = row.name;
        }
      },
    );
    const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    index.nameOrder.set(locale, positions.slice().sort((a, b) => collator.compare(nameAt[a]!, nameAt[b]!) || byProductId(a, b)));
  }
  return index;
}
