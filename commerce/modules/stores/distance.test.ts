import { describe, expect, it } from "vitest";
import { distanceKm, sortByDistance } from "./distance.ts";

const stockholm = { latitude: 59.3293, longitude: 18.0686 };
const gothenburg = { latitude: 57.7089, longitude: 11.9746 };
const malmo = { latitude: 55.605, longitude: 13.0038 };

describe("distances", () => {
  it("measures the great-circle distance", () => {
    expect(distanceKm(stockholm, gothenburg)).toBeCloseTo(398, -1);
    expect(distanceKm(stockholm, stockholm)).toBe(0);
  });

  it("sorts places nearest first", () => {
    const sorted = sortByDistance(
      [
        { name: "Malmö", ...malmo },
        { name: "Stockholm", ...stockholm },
        { name: "Göteborg", ...gothenburg },
      ],
      { latitude: 57.0, longitude: 12.5 },
    );
    expect(sorted.map((place) => place.name)).toEqual(["Göteborg", "Malmö", "Stockholm"]);
    expect(sorted[0]!.distanceKm).toBeGreaterThan(0);
  });
});
