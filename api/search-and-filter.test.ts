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

describe("GET /api/search-and-filter/product/list-product", () => {
  it("answers Items and ItemCount with SPEC §3 field names", async () => {
    const { status, body } = await getJson(
      "/api/search-and-filter/product/list-product?cultureCode=en-GB&categorySeed=1&sort=price-asc&pageSize=5",
    );
    expect(status).toBe(200);
    expect(body.ItemCount).toBeGreaterThan(5);
    expect(body.Items).toHaveLength(5);
    expect(body.Items[0]).toMatchObject({
      Id: expect.any(Number),
      Name: expect.any(String),
      UniqueName: expect.any(String),
      PriceIncVat: expect.any(Number),
      ImageKey: expect.any(String),
      InStock: expect.any(Boolean),
    });
    expect(body.Items[0].PriceIncVat).toBeLessThanOrEqual(body.Items[4].PriceIncVat);
  });

  it("prices in the requested currency", async () => {
    const application = (await getJson("/api/get-application")).body;
    const euro = application.Currencies.find((currency: { Code: string }) => currency.Code === "EUR");
    const sek = (await getJson("/api/search-and-filter/product/list-product?categorySeed=1&sort=name-asc&pageSize=1"))
      .body.Items[0];
    const eur = (
      await getJson(
        `/api/search-and-filter/product/list-product?categorySeed=1&sort=name-asc&pageSize=1&currencyId=${euro.Id}`,
      )
    ).body.Items[0];
    expect(eur.Id).toBe(sek.Id);
    expect(eur.PriceIncVat).toBeLessThan(sek.PriceIncVat / 5);
    expect(String(eur.PriceIncVat)).toMatch(/\.95$/);
  });

  it("gives ItemCount equal to a value's Count when that one value is the filter", async () => {
    const filters = (await getJson("/api/search-and-filter/product/list-product-filters?categorySeed=19")).body;
    const parametric = filters.find((group: { Name: string }) => group.Name === "parf");
    for (const item of parametric.Items.slice(0, 6)) {
      const listed = (
        await getJson(
          `/api/search-and-filter/product/list-product?categorySeed=19&filter=${encodeURIComponent(`parf|${item.Id}`)}`,
        )
      ).body;
      expect(listed.ItemCount).toBe(item.Count);
    }
  });

  it.each([
    ["pageSize=0", "pageSize"],
    ["pageNo=abc", "pageNo"],
    ["sort=cheapest", "sort"],
    ["filter=parf|red", "filter"],
    ["currencyId=999", "currencyId"],
    ["categorySeed=abc", "categorySeed"],
    ["categorySeed=99999", "categorySeed"],
    ["cultureCode=de-DE", "cultureCode"],
  ])("answers %s with a 400 naming %s", async (query, parameter) => {
    const { status, body } = await getJson(`/api/search-and-filter/product/list-product?${query}`);
    expect(status).toBe(400);
    expect(body.statusMessage).toContain(parameter);
    expect(Object.keys(body.fields)).toContain(parameter);
  });
});

describe("GET /api/search-and-filter/product/list-product-filters", () => {
  it("answers the six filter groups with counts", async () => {
    const { body } = await getJson(
      "/api/search-and-filter/product/list-product-filters?cultureCode=sv-SE&categorySeed=1&filter=ohf|true",
    );
    expect(body.map((group: { Name: string }) => group.Name)).toEqual(["parf", "catf", "prcf", "mfrf", "ohf", "flgf"]);
    const parametric = body[0].Items[0];
    expect(parametric).toMatchObject({
      Id: expect.stringMatching(/^[LM]\d+_\d+$/),
      Name: expect.any(String),
      Count: expect.any(Number),
      ParametricId: expect.any(Number),
      ParametricCode: "color",
      Type: "ListValue",
      SortOrder: expect.any(Number),
      InStock: expect.any(Boolean),
    });
    expect(body[2].Items[0]).toMatchObject({ FromIncVat: expect.any(Number), ToIncVat: expect.any(Number) });
    expect(body[4].Items[0]).toMatchObject({ Id: "true", Name: "I lager", Selected: true });
  });
});

describe("application and categories", () => {
  it("lists cultures and currencies with the default", async () => {
    const { body } = await getJson("/api/get-application");
    expect(body.Cultures.map((culture: { Code: string }) => culture.Code)).toEqual(["sv-SE", "en-GB"]);
    expect(body.Currencies.map((currency: { Code: string }) => currency.Code)).toEqual(["SEK", "EUR", "GBP"]);
    expect(body.Currencies.find((currency: { Id: number }) => currency.Id === body.DefaultCurrencyId).Code).toBe("SEK");
  });

  it("answers get-categories as a flat list under data", async () => {
    const { body } = await getJson("/api/category/get-categories?cultureCode=en-GB");
    expect(body.data.length).toBe(37);
    expect(body.data.find((category: { Name: string }) => category.Name === "Tents")).toMatchObject({
      ParentId: expect.any(Number),
      Path: "outdoor/tents-and-sleeping-bags/tents",
    });
  });
});

describe("GET /api/search-and-filter/product/suggest", () => {
  const suggest = (query: string) => getJson(`/api/search-and-filter/product/suggest?${query}`);

  it("suggests products, and the categories and brands whose names have every word typed", async () => {
    const { status, body } = await suggest("cultureCode=sv-SE&searchString=jackor");
    expect(status).toBe(200);
    expect(body.Products.length).toBeGreaterThan(0);
    expect(body.Products.length).toBeLessThanOrEqual(5);
    expect(body.Products[0]).toMatchObject({ Name: expect.stringMatching(/jacka/), PriceIncVat: expect.any(Number) });
    expect(body.ItemCount).toBeGreaterThan(body.Products.length);
    expect(body.Categories[0]).toMatchObject({ Name: "Jackor", Path: expect.stringMatching(/\/jackor$/) });
    expect(body.Categories.length).toBeLessThanOrEqual(3);
    expect(body.DidYouMean).toBeNull();

    const brand = (await suggest("cultureCode=en-GB&searchString=ljung%20and%20lav")).body;
    expect(brand.Brands).toEqual([{ Id: expect.any(Number), Name: "Ljung och Lav" }]);
    expect(brand.Categories).toEqual([]);
  });

  it("matches the last word as typed so far", async () => {
    const { body } = await suggest("cultureCode=en-GB&searchString=sleeping%20ba");
    expect(body.Products[0].Name).toMatch(/Sleeping Bag/);
  });

  it("corrects a search that finds nothing", async () => {
    const { body } = await suggest("cultureCode=en-GB&searchString=jkacet");
    expect(body).toMatchObject({ Products: [], ItemCount: 0, Categories: [], Brands: [], DidYouMean: "jacket" });
  });

  it("answers a missing or too long search 400 with the field named", async () => {
    for (const query of ["cultureCode=sv-SE", `cultureCode=sv-SE&searchString=${"a".repeat(101)}`]) {
      const { status, body } = await suggest(query);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain("searchString");
    }
  });
});
