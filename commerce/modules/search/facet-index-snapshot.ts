import { promisify } from "node:util";
import { deflate, inflate } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { buildFacetIndex } from "./build-facet-index.ts";
import { Bitset } from "./bitset.ts";
import { createFacetIndex, type FacetIndex, priceListOf } from "./facet-index.ts";
import { facetIndexSnapshots } from "./schema.ts";
import { NameWords } from "./text/name-words.ts";

/**
 * The layout below, and the Node and ICU that sorted the names: PositionOrder's binary search needs
 * the exact order Intl.Collator gave, which another ICU may not give.
 */
export const snapshotFormat = `facet-index/3 node ${process.versions.node} icu ${process.versions.icu}`;

const setNames = ["byValue", "inStockByValue", "byFlag", "byCategory", "byBrand"] as const;

/** A bitset's word range; only the words inside it are stored. */
type WordRange = [lo: number, hi: number];

/** What the snapshot's JSON head says; the typed arrays follow it as raw bytes, in this order. */
interface SnapshotHead {
  version: number;
  capacity: number;
  used: number;
  latest: number;
  inStock: WordRange;
  sets: Record<(typeof setNames)[number], [key: number, ...range: WordRange][]>;
  prices: [priceListId: number, ascending: number, ...priced: WordRange][];
  names: [locale: ShopLocale, order: number, textBytes: number][];
  /** Each locale's description words, each with its list's length or its bitset's range. */
  descriptions: [locale: ShopLocale, words: DescriptionWordHead[]][];
}

/** A description word with its list's length, or with its bitset's range. */
type DescriptionWordHead = [word: string, listLength: number] | [word: string, ...WordRange];

/**
 * One Buffer holding the whole index: a length-prefixed JSON head with the sizes and keys, then
 * product ids, creation times, orders, prices and bitset words as raw bytes, each locale's names
 * joined by NUL (which PostgreSQL text cannot contain), then its description words' lists and bitsets.
 */
export function serializeFacetIndex(index: FacetIndex): Buffer {
  const chunks: Uint8Array[] = [];
  const put = (array: Int32Array | Uint32Array | Float64Array) =>
    chunks.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
  const putSet = (set: Bitset): WordRange => {
    put(set.words.subarray(set.lo, Math.max(set.lo, set.hi)));
    return [set.lo, set.hi];
  };
  put(index.productIds);
  put(index.created);
  put(index.latestOrder.held());
  const head: SnapshotHead = {
    version: index.version,
    capacity: index.capacity,
    used: index.used,
    latest: index.latestOrder.length,
    inStock: putSet(index.inStock),
    sets: Object.fromEntries(
      setNames.map((name) => [name, [...index[name]].map(([key, set]) => [key, ...putSet(set)])]),
    ) as SnapshotHead["sets"],
    prices: [...index.prices].map(([priceListId, list]) => {
      put(list.price);
      put(list.ascending.held());
      return [priceListId, list.ascending.length, ...putSet(list.priced)];
    }),
    names: shopLocales.map((locale) => {
      const { name, order } = index.names.get(locale)!;
      put(order.held());
      const text = Buffer.from(name.slice(0, index.used).join("\0"));
      chunks.push(text);
      return [locale, order.length, text.length];
    }),
    descriptions: shopLocales.map((locale) => [
      locale,
      [...index.descriptions.get(locale)!.positionsOf].map(([word, postings]): DescriptionWordHead => {
        if (postings instanceof Bitset) return [word, ...putSet(postings)];
        put(Int32Array.from(postings));
        return [word, postings.length];
      }),
    ]),
  };
  const headText = Buffer.from(JSON.stringify(head));
  const headLength = Buffer.alloc(4);
  headLength.writeUInt32LE(headText.length);
  return Buffer.concat([headLength, headText, ...chunks]);
}

/** The index a snapshot holds, ready to serve and to follow the feed like a built one. */
export function deserializeFacetIndex(data: Buffer): FacetIndex {
  const headLength = data.readUInt32LE(0);
  const head = JSON.parse(data.toString("utf8", 4, 4 + headLength)) as SnapshotHead;
  let at = 4 + headLength;
  // Copies (slice) rather than views: the driver's Buffer need not be aligned for a typed array.
  const take = (bytes: number) => data.buffer.slice(data.byteOffset + at, data.byteOffset + (at += bytes));
  const int32s = (count: number) => new Int32Array(take(count * 4));
  const takeSet = ([lo, hi]: WordRange) => {
    const words = new Uint32Array(Math.ceil(head.capacity / 32));
    words.set(new Uint32Array(take(Math.max(0, hi - lo) * 4)), lo);
    return new Bitset(head.capacity, words, lo, hi);
  };

  const index = createFacetIndex(head.version, head.capacity);
  index.used = head.used;
  index.productIds.set(int32s(head.capacity));
  index.created.set(new Float64Array(take(head.capacity * 8)));
  for (let position = 0; position < index.used; position += 1) {
    const productId = index.productIds[position]!;
    if (productId !== 0) index.positionOf.set(productId, position);
  }
  index.latestOrder.restore(int32s(head.latest));
  index.inStock = takeSet(head.inStock);
  for (const name of setNames) for (const [key, ...range] of head.sets[name]) index[name].set(key, takeSet(range));
  for (const [priceListId, ascending, ...priced] of head.prices) {
    const list = priceListOf(index, priceListId);
    list.price.set(int32s(head.capacity));
    list.ascending.restore(int32s(ascending));
    list.priced = takeSet(priced);
  }
  for (const [locale, order, textBytes] of head.names) {
    const names = index.names.get(locale)!;
    names.order.restore(int32s(order));
    const text = data.toString("utf8", at, (at += textBytes));
    text.split("\0").forEach((name, position) => (names.name[position] = name));
    names.words = NameWords.of(names.name, index.used);
  }
  for (const [locale, words] of head.descriptions) {
    const { positionsOf } = index.descriptions.get(locale)!;
    for (const [word, ...held] of words)
      positionsOf.set(word, held.length === 1 ? Array.from(int32s(held[0])) : takeSet(held as WordRange));
  }
  return index;
}

// Deflated on the thread pool, off the event loop: at 100,000 products 10.6 MB become 3.8 MB, which
// the driver reads (as hex text) in about a third of the time.
const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);

/**
 * Saves the index as the snapshot (one row), unless a newer one of this format is there. The index
 * is serialized before this returns its promise, so changes applied meanwhile do not tear it.
 */
export async function saveFacetIndexSnapshot(db: Database, index: FacetIndex): Promise<void> {
  const serialized = serializeFacetIndex(index);
  const data = await deflateAsync(serialized, { level: 1 });
  await db
    .insert(facetIndexSnapshots)
    .values({ id: 1, version: index.version, format: snapshotFormat, data, createdAt: new Date() })
    .onConflictDoUpdate({
      target: facetIndexSnapshots.id,
      set: {
        version: sql`excluded.version`,
        format: sql`excluded.format`,
        data: sql`excluded.data`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: sql`${facetIndexSnapshots.version} <= excluded.version or ${facetIndexSnapshots.format} <> excluded.format`,
    });
}

/** Builds the index from the catalogue and saves it as the snapshot, so the next server to start loads it instead of building (after a seed or an import). */
export async function saveFreshFacetIndexSnapshot(db: Database): Promise<void> {
  await saveFacetIndexSnapshot(db, await buildFacetIndex(db));
}

/** The saved index, or undefined when there is none of this format. */
export async function loadFacetIndexSnapshot(db: Database): Promise<FacetIndex | undefined> {
  const [row] = await db
    .select({ data: facetIndexSnapshots.data })
    .from(facetIndexSnapshots)
    .where(eq(facetIndexSnapshots.format, snapshotFormat));
  return row && deserializeFacetIndex(await inflateAsync(row.data));
}
