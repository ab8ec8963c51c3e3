/** Lower case, accents removed and spaces dropped, so "goteborg", "Göteborg" and "411 36" / "41136" match. */
const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, "");

/** Stores whose city, postcode or name contains the query (case, accents and spaces ignored); all of them for an empty query. */
export function searchStores<T extends { name: string; city: string; zipCode: string }>(
  stores: readonly T[],
  query: string,
): T[] {
  const wanted = normalize(query);
  if (!wanted) return [...stores];
  return stores.filter((store) =>
    [store.city, store.zipCode, store.name].some((field) => normalize(field).includes(wanted)),
  );
}
