import { sql } from "drizzle-orm";
import { type Database, selectRows } from "../../db/client.ts";
import { shopLocales, type ShopLocale } from "../../locale.ts";
import { Bitset } from "./bitset.ts";

/**
 * The whole catalogue's facets in memory: one bit per product position in a set per attribute
 * value, flag, category and brand, plus the product orders each sort needs. Counting a facet is an
 * intersection of sets, which stays fast on catalogues of hundreds of thousands of products.
 */
export interface FacetIndex {
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

export async function readIndexVersion(db: Database): Promise<number> {
  const [row] = await selectRows<{ version: number }>(db, sql`select version from search_index_state where id = 1`);
  return row?.version ?? 0;
}

function setIn(map: Map<number, Bitset>, key: number, size: number): Bitset {
  let set = map.get(key);
  if (!set) {
    set = new Bitset(size);
    map.set(key, set);
  }
  return set;
}

/** Reads product_facets, prices and names into a new in-memory index. */
export async function buildFacetIndex(db: Database): Promise<FacetIndex> {
  const version = await readIndexVersion(db);
  const rows = await selectRows<{
    product_id: number;
    category_id: number;
    manufacturer_id: number | null;
    created: number;
    in_stock: boolean;
    value_ids: number[];
    in_stock_value_ids: number[];
    flag_ids: number[];
  }>(
    db,
    sql`select product_id, category_id, manufacturer_id, extract(epoch from created_at)::float8 as created, in_stock, value_ids, in_stock_value_ids, flag_ids
        from product_facets order by product_id`,
  );
  const size = rows.length;
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
  const created = new Float64Array(size);
  rows.forEach((row, position) => {
    index.productIds[position] = row.product_id;
    index.positionOf.set(row.product_id, position);
    created[position] = row.created;
    setIn(index.byCategory, row.category_id, size).add(position);
    if (row.manufacturer_id !== null) setIn(index.byBrand, row.manufacturer_id, size).add(position);
    if (row.in_stock) index.inStock.add(position);
    for (const valueId of row.value_ids) setIn(index.byValue, valueId, size).add(position);
    for (const valueId of row.in_stock_value_ids) setIn(index.inStockByValue, valueId, size).add(position);
    for (const flagId of row.flag_ids) setIn(index.byFlag, flagId, size).add(position);
  });
  const positions = Array.from({ length: size }, (_, position) => position);
  index.latestOrder = Int32Array.from([...positions].sort((a, b) => created[b]! - created[a]! || a - b));

  const priceRows = await selectRows<{ price_list_id: number; product_id: number; price_inc_vat: number }>(
    db,
    sql`select price_list_id, product_id, price_inc_vat from product_prices`,
  );
  for (const row of priceRows) {
    const position = index.positionOf.get(row.product_id);
    if (position === undefined) continue;
    let list = index.prices.get(row.price_list_id);
    if (!list) {
      list = { price: new Int32Array(size).fill(-1), ascending: new Int32Array(0), priced: new Bitset(size) };
      index.prices.set(row.price_list_id, list);
    }
    list.price[position] = row.price_inc_vat;
    list.priced.add(position);
  }
  for (const list of index.prices.values()) {
    list.ascending = Int32Array.from(positions.filter((position) => list.price[position]! >= 0).sort((a, b) => list.price[a]! - list.price[b]! || a - b));
  }

  for (const locale of shopLocales) {
    const names = await selectRows<{ product_id: number; name: string }>(db, sql`select product_id, name from product_translations where locale = ${locale}`);
    const nameAt: string[] = new Array<string>(size).fill("");
    for (const row of names) {
      const position = index.positionOf.get(row.product_id);
      if (position !== undefined) nameAt[position] = row.name;
    }
    const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    index.nameOrder.set(locale, Int32Array.from([...positions].sort((a, b) => collator.compare(nameAt[a]!, nameAt[b]!) || a - b)));
  }
  return index;
}
