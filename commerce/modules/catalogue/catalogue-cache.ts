import type { VersionWatch } from "./catalogue-version.ts";

/** Entries kept per process (product details, trees, vocabularies, currencies); the oldest go first. */
const capacity = 5000;

/**
 * Remembers loaded values per key while the catalogue version stays the same; any change to
 * products, prices or stock raises the version and so empties it, in every process, within a second.
 */
export function createCatalogueCache(version: VersionWatch) {
  const entries = new Map<string, { version: number; value: unknown }>();
  return {
    /** The value cached under `key`, loaded again when the catalogue changed; keys must be unique per kind of value. */
    async get<V>(key: string, load: () => Promise<V>): Promise<V> {
      const now = await version.current();
      const hit = entries.get(key);
      if (hit && hit.version === now) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as V;
      }
      const value = await load();
      entries.set(key, { version: now, value });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
