import type { CatalogueChangeKind, CatalogueFeed } from "./catalogue-changes.ts";

/** Entries kept per process (product details, trees, vocabularies, currencies); the oldest go first. */
const capacity = 5000;

/**
 * What a cached value was made from: kinds of change that make every such value stale, and for a
 * product's value, the product whose own changes (stock, price, anything else) make it stale.
 */
export interface CacheDependency<V> {
  kinds: readonly Exclude<CatalogueChangeKind, "all">[];
  productOf?: (value: V) => number | undefined;
}

/**
 * Remembers loaded values per key. When the catalogue version moves, an entry is loaded again only
 * if the change feed says something it depends on changed: a stock change drops that product's
 * details, not the category trees, vocabularies and currencies.
 */
export function createCatalogueCache(feed: CatalogueFeed) {
  const entries = new Map<string, { version: number; value: unknown; product: number | undefined; depends: CacheDependency<never> }>();

  function stillValid(entry: { version: number; product: number | undefined; depends: CacheDependency<never> }): boolean {
    const delta = feed.changesSince(entry.version);
    if (!delta || delta.kinds.has("all") || entry.depends.kinds.some((kind) => delta.kinds.has(kind))) return false;
    // A missing product may appear with any product change.
    if (entry.depends.productOf) return entry.product === undefined ? !delta.kinds.has("product") : !delta.products.has(entry.product);
    return true;
  }

  return {
    /** The value cached under `key`, loaded again when something it depends on changed; keys must be unique per kind of value. */
    async get<V>(key: string, depends: CacheDependency<V>, load: () => Promise<V>): Promise<V> {
      const now = await feed.current();
      const hit = entries.get(key);
      if (hit && (hit.version === now || stillValid(hit))) {
        hit.version = now;
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as V;
      }
      const value = await load();
      entries.set(key, { version: now, value, product: depends.productOf?.(value), depends: depends as CacheDependency<never> });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
