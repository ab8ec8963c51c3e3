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

/** This process's cache of values made from the catalogue, following its change feed. */
export interface CatalogueCache {
  /** The value cached under `key`, loaded again when something it depends on changed; keys must be unique per kind of value. */
  get<V>(key: string, depends: CacheDependency<V>, load: () => Promise<V>): Promise<V>;
}

/**
 * Remembers loaded values per key. When the catalogue version moves, an entry is loaded again only
 * if the change feed says something it depends on changed: a stock change drops that product's
 * details, not the category trees, vocabularies and currencies.
 */
export function createCatalogueCache(feed: CatalogueFeed): CatalogueCache {
  const entries = new Map<
    string,
    { version: number; value: unknown; product: number | undefined; depends: CacheDependency<never> }
  >();

  /** Whether a change (merged over versions) touched what the entry was made from. */
  function touched(
    entry: { product: number | undefined; depends: CacheDependency<never> },
    kinds: ReadonlySet<string>,
    products: { has(id: number): boolean },
  ): boolean {
    if (kinds.has("all") || entry.depends.kinds.some((kind) => kinds.has(kind))) return true;
    // A missing product may appear with any product change.
    if (entry.depends.productOf)
      return entry.product === undefined ? kinds.has("product") : products.has(entry.product);
    return false;
  }

  // This process's own changes drop what they touched at once, before the feed brings them.
  feed.onChangedHere((change) => {
    const [kinds, products] = [new Set<string>(change.kinds), new Set(change.productIds ?? [])];
    for (const [key, entry] of entries) if (touched(entry, kinds, products)) entries.delete(key);
  });

  return {
    async get<V>(key: string, depends: CacheDependency<V>, load: () => Promise<V>): Promise<V> {
      const now = await feed.current();
      const hit = entries.get(key);
      const delta = hit && hit.version !== now ? feed.changesSince(hit.version) : undefined;
      if (hit && (hit.version === now || (delta && !touched(hit, delta.kinds, delta.products)))) {
        hit.version = now;
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as V;
      }
      const value = await load();
      entries.set(key, {
        version: now,
        value,
        product: depends.productOf?.(value),
        depends: depends as CacheDependency<never>,
      });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
