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

describe("/api/stores and /api/warehouses", () => {
  it("lists the locale's stores with address, contact, coordinates and opening hours", async () => {
    const { status, body } = await getJson("/api/stores/get-all-stores?cultureCode=en-GB&currencyId=0");
    expect(status).toBe(200);
    expect(body).toHaveLength(13);
    expect(body[0]).toMatchObject({
      Id: expect.any(Number),
      Name: expect.any(String),
      StreetAddress: expect.any(String),
      City: expect.any(String),
      Latitude: expect.any(Number),
      Longitude: expect.any(Number),
      Phone: expect.any(String),
      Email: expect.stringContaining("@"),
      OpeningHours: {
        Weekdays: { opens: expect.stringMatching(/^\d\d:\d\d$/), closes: expect.stringMatching(/^\d\d:\d\d$/) },
      },
      IsOpenNow: expect.any(Boolean),
    });
    expect((await getJson("/api/stores/get-all-stores?currencyId=999")).status).toBe(400);
  });

  it("lists the warehouses", async () => {
    const { body } = await getJson("/api/warehouses/get-all-warehouses");
    expect(body.length).toBeGreaterThan(0);
    expect(body[0]).toMatchObject({ Id: expect.any(Number), Code: expect.any(String), Name: expect.any(String) });
  });
});
