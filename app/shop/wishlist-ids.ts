/** SPEC §4's wishlist toggle: an id already present is removed, otherwise added. */
export function toggleWishlistId(ids: readonly number[], productId: number): number[] {
  return ids.includes(productId) ? ids.filter((id) => id !== productId) : [...ids, productId];
}

/** SPEC §9: the ids are kept as numbers separated by commas; anything else in storage is dropped. */
export function parseWishlistIds(stored: string | null): number[] {
  if (!stored) return [];
  return [
    ...new Set(
      stored
        .split(",")
        .map(Number)
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  ];
}
