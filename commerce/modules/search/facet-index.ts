import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { Bitset } from "./bitset.ts";
import { PositionOrder } from "./position-order.ts";
import { DescriptionWords } from "./text/description-words.ts";
import { NameWords } from "./text/name-words.ts";

/**
 * The whole catalogue's facets in memory: one bit per product position in a set per attribute
 * value, flag, category and brand, plus the product orders each sort needs. Counting a facet is an
 * intersection of sets, which stays fast on catalogues of hundreds of thousands of products.
 * Positions are handed out once; a changed product keeps its position and is updated in place
 * (see facet-index-changes.ts), a removed one leaves an empty position, and a new one takes a
 * spare position until none is left and the index is rebuilt.
 */
export interface FacetIndex {
  /** The catalogue version the index holds. */
  version: number;
  /** Positions there is room for: every set's size. */
  capacity: number;
  /** Positions handed out so far (including those of removed products). */
  used: number;
  /** The product at each position (0 for none). */
  productIds: Int32Array;
  positionOf: Map<number, number>;
  byValue: Map<number, Bitset>;
  inStockByValue: Map<number, Bitset>;
  byFlag: Map<number, Bitset>;
  byCategory: Map<number, Bitset>;
  byBrand: Map<number, Bitset>;
  inStock: Bitset;
  /** Seconds since the epoch each position's product was created. */
  created: Float64Array;
  /** Positions newest first (ties by product id). */
  latestOrder: PositionOrder;
  /** Per price list: each position's price in minor units (-1 unpriced), positions by ascending price, and the priced set. */
  prices: Map<number, PriceList>;
  /** Per locale: each position's name, the positions A to Z in the locale's alphabet, and the names' words (for search). */
  names: Map<ShopLocale, { name: string[]; order: PositionOrder; words: NameWords }>;
  /** Per locale: the words of the products' descriptions (for search; the texts are not kept). */
  descriptions: Map<ShopLocale, DescriptionWords>;
}

export interface PriceList {
  price: Int32Array;
  ascending: PositionOrder;
  priced: Bitset;
}

/** What product_facets holds for one product. */
export interface FacetRow {
  product_id: number;
  category_id: number;
  manufacturer_id: number | null;
  created: number;
  in_stock: boolean;
  value_ids: number[];
  in_stock_value_ids: number[];
  flag_ids: number[];
}

/** Spare positions for products added after a build: 1% of the catalogue, at least 256. */
export function capacityFor(products: number): number {
  return products + Math.max(256, Math.ceil(products / 100));
}

/** An index with no products yet, room for `capacity` positions. */
export function createFacetIndex(version: number, capacity: number): FacetIndex {
  const productIds = new Int32Array(capacity);
  const created = new Float64Array(capacity);
  return {
    version,
    capacity,
    used: 0,
    productIds,
    positionOf: new Map(),
    byValue: new Map(),
    inStockByValue: new Map(),
    byFlag: new Map(),
    byCategory: new Map(),
    byBrand: new Map(),
    inStock: new Bitset(capacity),
    created,
    latestOrder: new PositionOrder(capacity, newestFirst(created, productIds)),
    prices: new Map(),
    names: new Map(
      shopLocales.map((locale) => {
        const name = new Array<string>(capacity).fill("");
        const order = new PositionOrder(capacity, byName(locale, name, productIds));
        return [locale, { name, order, words: new NameWords() }];
      }),
    ),
    descriptions: new Map(shopLocales.map((locale) => [locale, new DescriptionWords(capacity)])),
  };
}

/** Gives a product the next free position; undefined when the index is full. */
export function takePosition(index: FacetIndex, productId: number, created: number): number | undefined {
  if (index.used >= index.capacity) return undefined;
  const position = index.used;
  index.used += 1;
  index.productIds[position] = productId;
  index.positionOf.set(productId, position);
  index.created[position] = created;
  return position;
}

/** Adds a position to the sets its facet row names. */
export function placeFacets(index: FacetIndex, position: number, row: FacetRow): void {
  setIn(index.byCategory, row.category_id, index.capacity).add(position);
  if (row.manufacturer_id !== null) setIn(index.byBrand, row.manufacturer_id, index.capacity).add(position);
  if (row.in_stock) index.inStock.add(position);
  for (const valueId of row.value_ids) setIn(index.byValue, valueId, index.capacity).add(position);
  for (const valueId of row.in_stock_value_ids) setIn(index.inStockByValue, valueId, index.capacity).add(position);
  for (const flagId of row.flag_ids) setIn(index.byFlag, flagId, index.capacity).add(position);
}

/** Takes a position out of every facet set (a few hundred word operations). */
export function clearFacets(index: FacetIndex, position: number): void {
  for (const sets of [index.byCategory, index.byBrand, index.byValue, index.inStockByValue, index.byFlag]) {
    for (const set of sets.values()) set.remove(position);
  }
  index.inStock.remove(position);
}

/** The price list's arrays, made empty on first use. */
export function priceListOf(index: FacetIndex, priceListId: number): PriceList {
  let list = index.prices.get(priceListId);
  if (!list) {
    const price = new Int32Array(index.capacity).fill(-1);
    const productIds = index.productIds;
    list = {
      price,
      ascending: new PositionOrder(index.capacity, (a, b) => price[a]! - price[b]! || productIds[a]! - productIds[b]!),
      priced: new Bitset(index.capacity),
    };
    index.prices.set(priceListId, list);
  }
  return list;
}

/** Moves a position to its new price (-1: unpriced) in the list's order. */
export function setPrice(list: PriceList, position: number, price: number): void {
  if (list.price[position] === price) return;
  if (list.priced.has(position)) {
    list.ascending.remove(position);
    list.priced.remove(position);
  }
  list.price[position] = price;
  if (price >= 0) {
    list.ascending.insert(position);
    list.priced.add(position);
  }
}

/** Moves a position to its new name in the locale's order ("" takes it out). */
export function setName(index: FacetIndex, locale: ShopLocale, position: number, name: string): void {
  const names = index.names.get(locale)!;
  if (names.name[position] === name) return;
  if (names.name[position] !== "") {
    names.order.remove(position);
    names.words.remove(position, names.name[position]!);
  }
  names.name[position] = name;
  if (name !== "") {
    names.order.insert(position);
    names.words.add(position, name);
  }
}

/**
 * Empties a removed product's position: no set, order or price holds it any more. Its description's
 * words are the caller's to take out, in one pass for every changed product (DescriptionWords.remove).
 */
export function vacatePosition(index: FacetIndex, position: number): void {
  clearFacets(index, position);
  index.latestOrder.remove(position);
  for (const list of index.prices.values()) setPrice(list, position, -1);
  for (const locale of shopLocales) setName(index, locale, position, "");
  index.positionOf.delete(index.productIds[position]!);
  index.productIds[position] = 0;
}

/** Newest first, ties by product id. */
function newestFirst(created: Float64Array, productIds: Int32Array): (a: number, b: number) => number {
  return (a, b) => created[b]! - created[a]! || productIds[a]! - productIds[b]!;
}

/** A to Z in the locale's alphabet, ties by product id. */
function byName(locale: ShopLocale, name: string[], productIds: Int32Array): (a: number, b: number) => number {
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return (a, b) => collator.compare(name[a]!, name[b]!) || productIds[a]! - productIds[b]!;
}

function setIn(map: Map<number, Bitset>, key: number, size: number): Bitset {
  let set = map.get(key);
  if (!set) {
    set = new Bitset(size);
    map.set(key, set);
  }
  return set;
}
