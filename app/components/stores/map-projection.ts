import type { Coordinates } from "#commerce/modules/stores/index.ts";

/**
 * The store map's projection: equirectangular around Sweden, with longitudes shrunk by the cosine
 * of the middle latitude so the country keeps its shape. Shared by the outline generator and the pins.
 */
export const swedenFrame = { west: 10.5, east: 24.5, south: 55, north: 69.3, pixelsPerDegree: 40 } as const;

const longitudeScale = Math.cos((((swedenFrame.south + swedenFrame.north) / 2) * Math.PI) / 180);

export const mapWidth = Math.round(
  (swedenFrame.east - swedenFrame.west) * longitudeScale * swedenFrame.pixelsPerDegree,
);
export const mapHeight = Math.round((swedenFrame.north - swedenFrame.south) * swedenFrame.pixelsPerDegree);

/** A point's position on the map, in SVG user units. */
export function projectToMap({ latitude, longitude }: Coordinates): { x: number; y: number } {
  return {
    x: (longitude - swedenFrame.west) * longitudeScale * swedenFrame.pixelsPerDegree,
    y: (swedenFrame.north - latitude) * swedenFrame.pixelsPerDegree,
  };
}

/** The point a map position shows: the inverse of projectToMap. */
export function coordinatesAt({ x, y }: { x: number; y: number }): Coordinates {
  return {
    latitude: swedenFrame.north - y / swedenFrame.pixelsPerDegree,
    longitude: swedenFrame.west + x / (longitudeScale * swedenFrame.pixelsPerDegree),
  };
}
