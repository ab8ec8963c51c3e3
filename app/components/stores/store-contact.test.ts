import { describe, expect, it } from "vitest";
import { directionsUrl, telephoneUrl } from "./store-contact.ts";

describe("store contact links", () => {
  it("dials Swedish numbers in international form", () => {
    expect(telephoneUrl("08-411 22 30")).toBe("tel:+4684112230");
    expect(telephoneUrl("0920-22 41 30")).toBe("tel:+46920224130");
    expect(telephoneUrl("+46 8 411 22 30")).toBe("tel:+4684112230");
  });

  it("gives directions to the store's coordinates", () => {
    expect(directionsUrl({ latitude: 57.7006, longitude: 11.9745 })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=57.7006,11.9745",
    );
  });
});
