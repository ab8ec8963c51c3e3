import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { withHttpServer } from "#tests/fixtures/http-server.ts";
import { createApi } from "./app.ts";

const shop = withDemoShop();
const server = withHttpServer(() =>
  new Hono().route(
    "/api",
    createApi(
      shop.commerce,
      () => undefined,
      () => "https://shop.example",
    ),
  ),
);
const getJson = async (path: string) => {
  const response = await fetch(server.url(path));
  return { status: response.status, body: await response.json() };
};
const postJson = async (path: string, body: unknown) => {
  const response = await fetch(server.url(path), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe("GET /api/product/get-product-by-unique-name", () => {
  it("answers variants with VariantParametrics, OnHand.Value and OnHandStore.Value, and Files", async () => {
    const { status, body } = await getJson(
      "/api/product/get-product-by-unique-name?uniqueName=women-abisko-down-jacket&cultureCode=en-GB",
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      Id: expect.any(Number),
      Name: "Abisko Down Jacket",
      UniqueName: "women-abisko-down-jacket",
      PriceIncVat: expect.any(Number),
    });
    const variant = body.Variants[0];
    expect(variant).toMatchObject({
      PartNo: expect.any(String),
      OnHand: { Value: expect.any(Number) },
      OnHandStore: { Value: expect.any(Number) },
    });
    expect(variant.VariantParametrics.map((value: { Code: string }) => value.Code).sort()).toEqual(["color", "size"]);
    expect(variant.VariantParametrics[0]).toMatchObject({
      ValueId: expect.any(Number),
      ValueIdSeed: expect.any(String),
    });
    expect(body.Files[0]).toMatchObject({
      Key: expect.any(String),
      ImageKey: expect.any(String),
      Path: expect.stringMatching(/^\/img\//),
    });
  });

  it("answers an unknown product with 404 and a missing name with 400", async () => {
    expect((await getJson("/api/product/get-product-by-unique-name?uniqueName=nope")).status).toBe(404);
    const missing = await getJson("/api/product/get-product-by-unique-name");
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty("uniqueName");
  });
});

describe("GET /api/product/get-products-by-ids", () => {
  it("answers Items in the order of idSeed, as cards or with variants", async () => {
    expect(
      (await getJson("/api/product/get-products-by-ids?idSeed=3,1,2")).body.Items.map(
        (item: { Id: number }) => item.Id,
      ),
    ).toEqual([3, 1, 2]);
    const withVariants = (await getJson("/api/product/get-products-by-ids?idSeed=1&asVariants=true")).body.Items[0];
    expect(withVariants.Variants.length).toBeGreaterThan(0);
  });

  it("counts store stock only in the stores of storeSeed", async () => {
    const everywhere = (await getJson("/api/product/get-products-by-ids?idSeed=1&asVariants=true")).body.Items[0];
    const nowhere = (await getJson("/api/product/get-products-by-ids?idSeed=1&asVariants=true&storeSeed=99999")).body
      .Items[0];
    expect(
      everywhere.Variants.some((variant: { OnHandStore: { Value: number } }) => variant.OnHandStore.Value > 0),
    ).toBe(true);
    expect(
      nowhere.Variants.every((variant: { OnHandStore: { Value: number } }) => variant.OnHandStore.Value === 0),
    ).toBe(true);
  });

  it("refuses a malformed idSeed", async () => {
    const bad = await getJson("/api/product/get-products-by-ids?idSeed=1,x");
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("idSeed");
  });
});

describe("the other product calls", () => {
  it("answers relations, types, parametrics and price lists", async () => {
    const related = (await getJson("/api/product/get-product-relations?productId=1")).body;
    expect(related.Items.length).toBeGreaterThan(0);
    expect(related.Items.map((item: { Id: number }) => item.Id)).not.toContain(1);
    expect((await getJson("/api/product/get-product-types?cultureCode=en-GB")).body.length).toBeGreaterThan(20);
    const parametrics = (await getJson("/api/product/get-all-parametrics?cultureCode=en-GB")).body;
    expect(parametrics.map((parametric: { Code: string }) => parametric.Code)).toEqual(["color", "size", "material"]);
    expect(parametrics[0].Values[0]).toMatchObject({
      Id: expect.any(Number),
      Name: "Black",
      Swatch: expect.stringMatching(/^#/),
    });
    const info = (await getJson(`/api/product/get-parametrics-information?parametricIds=${parametrics[2].Id}`)).body;
    expect(info.map((parametric: { Code: string }) => parametric.Code)).toEqual(["material"]);
    expect(
      (await getJson("/api/product/get-pricelist")).body.map((list: { CurrencyCode: string }) => list.CurrencyCode),
    ).toEqual(["SEK", "EUR", "GBP"]);
  });

  it("answers stock by part number per warehouse and per store, summing to OnHand and OnHandStore", async () => {
    const product = (await getJson("/api/product/get-product-by-unique-name?uniqueName=women-abisko-down-jacket")).body;
    const variant = product.Variants[0];
    const { status, body } = await postJson("/api/product/get-product-onhand-by-partno", {
      partNo: variant.PartNo,
      cultureCode: "sv-SE",
    });
    expect(status).toBe(200);
    expect(body.OnHand.Value).toBe(variant.OnHand.Value);
    expect(body.OnHandStore.Value).toBe(variant.OnHandStore.Value);
    expect(body.Stores.reduce((sum: number, store: { OnHand: { Value: number } }) => sum + store.OnHand.Value, 0)).toBe(
      variant.OnHandStore.Value,
    );
    expect(body.Stores.length).toBeGreaterThanOrEqual(10);
    expect(body.Stores[0]).toMatchObject({
      Name: expect.stringContaining("Butik"),
      City: expect.any(String),
      Latitude: expect.any(Number),
    });
  });

  it("answers a bad stock request with 400 and an unknown part number with 404", async () => {
    expect((await postJson("/api/product/get-product-onhand-by-partno", {})).body.fields).toHaveProperty("partNo");
    expect((await postJson("/api/product/get-product-onhand-by-partno", { partNo: "NOPE" })).status).toBe(404);
  });
});
