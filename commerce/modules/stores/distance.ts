export interface Coordinates {
  latitude: number;
  longitude: number;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (haversine). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(a));
}

/** Places nearest first, each with its distance from `from`. */
export function sortByDistance<T extends Coordinates>(
  places: readonly T[],
  from: Coordinates,
): (T & { distanceKm: number })[] {
  return places
    .map((place) => ({ ...place, distanceKm: distanceKm(from, place) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
}
