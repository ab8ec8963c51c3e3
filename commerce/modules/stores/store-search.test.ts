import { describe, expect, it } from "vitest";
import { searchStores } from "./store-search.ts";

const stores = [
  { name: "Butik Göteborg Avenyn", city: "Göteborg", zipCode: "411 36" },
  { name: "Butik Södermalm", city: "Stockholm", zipCode: "116 21" },
  { name: "Butik Malmö", city: "Malmö", zipCode: "211 34" },
];

describe("searching stores", () => {
  it("finds by city, ignoring case and accents", () => {
    expect(searchStores(stores, "goteborg").map((store) => store.city)).toEqual(["Göteborg"]);
    expect(searchStores(stores, "MALMÖ").map((store) => store.city)).toEqual(["Malmö"]);
  });

  it("finds by postcode with or without its space, and by name", () => {
    expect(searchStores(stores, "41136").map((store) => store.city)).toEqual(["Göteborg"]);
    expect(searchStores(stores, "116 2").map((store) => store.city)).toEqual(["Stockholm"]);
    expect(searchStores(stores, "södermalm").map((store) => store.city)).toEqual(["Stockholm"]);
  });

  it("keeps every store for an empty query and none for a miss", () => {
    expect(searchStores(stores, "  ")).toHaveLength(3);
    expect(searchStores(stores, "Kiruna")).toEqual([]);
  });
});
