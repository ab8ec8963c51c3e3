/**
 * Remembers what `load` gives for each key, for data that rarely changes (categories, currencies).
 * A failed load is forgotten, so the next call tries again instead of repeating the error.
 */
export function memoize<K, V>(load: (key: K) => Promise<V>) {
  const cache = new Map<K, Promise<V>>();
  return {
    get(key: K): Promise<V> {
      let value = cache.get(key);
      if (!value) {
        value = load(key).catch((error: unknown) => {
          cache.delete(key);
          throw error;
        });
        cache.set(key, value);
      }
      return value;
    },
    clear(): void {
      cache.clear();
    },
  };
}
