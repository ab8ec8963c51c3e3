import { describe, expect, it } from "vitest";
import { coordinatesAt, projectToMap } from "./map-projection.ts";

describe("the store map's projection", () => {
  it("finds the point a map position shows, the way back from projectToMap", () => {
    for (const place of [
      { latitude: 59.3326, longitude: 18.0649 },
      { latitude: 55.605, longitude: 13.0038 },
      { latitude: 67.8558, longitude: 20.2253 },
    ]) {
      const back = coordinatesAt(projectToMap(place));
      expect(back.latitude).toBeCloseTo(place.latitude, 9);
      expect(back.longitude).toBeCloseTo(place.longitude, 9);
    }
  });

  it("puts Stockholm east of Gothenburg and Kiruna north of both", () => {
    const stockholm = coordinatesAt({ x: 200, y: 400 });
    const west = coordinatesAt({ x: 50, y: 400 });
    const north = coordinatesAt({ x: 200, y: 50 });
    expect(stockholm.longitude).toBeGreaterThan(west.longitude);
    expect(north.latitude).toBeGreaterThan(stockholm.latitude);
    expect(west.latitude).toBeCloseTo(stockholm.latitude, 9);
  });
});
