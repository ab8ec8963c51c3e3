import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { selectRows } from "../client.ts";
import { demoCategories, type CategorySeed, type ProductNoun } from "./demo-catalogue.ts";
import { seedDemoShopIfEmpty, seedShop } from "./seed-shop.ts";

const demoNouns = (seeds: CategorySeed[] = demoCategories): ProductNoun[] =>
  seeds.flatMap((seed) => [...(seed.products?.nouns ?? []), ...demoNouns(seed.children ?? [])]);

let database: TestDatabase;
const one = async <T>(query: ReturnType<typeof sql>) => (await selectRows<T>(database.db, query))[0]!;
const number = async (query: ReturnType<typeof sql>) => (await one<{ n: number }>(query)).n;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoShopIfEmpty(database.db);
});
afterAll(() => database.destroy());

describe("the demo shop", () => {
  it("has at least 8 top categories, 3 levels deep somewhere, with å/ä/ö and spaces in names", async () => {
    expect(await number(sql`select count(*)::int as n from categories where parent_id is null`)).toBeGreaterThanOrEqual(
      8,
    );
    expect(
      await number(
        sql`select count(*)::int as n from categories c join categories p on p.id = c.parent_id where p.parent_id is not null`,
      ),
    ).toBeGreaterThan(0);
    const names = await selectRows<{ name: string }>(
      database.db,
      sql`select name from category_translations where locale = 'sv-SE'`,
    );
    expect(names.some((row) => /[åäö]/i.test(row.name) && row.name.includes(" "))).toBe(true);
  });

  it("has every product and category text in Swedish and English", async () => {
    const missing = await number(sql`
      select ((select count(*) from products p where (select count(*) from product_translations t where t.product_id = p.id and t.locale in ('sv-SE', 'en-GB')) <> 2)
           + (select count(*) from categories c where (select count(*) from category_translations t where t.category_id = c.id and t.locale in ('sv-SE', 'en-GB')) <> 2))::int as n`);
    expect(missing).toBe(0);
  });

  it("has at least 300 products from at least 6 brands, each with colour × size variants", async () => {
    expect(await number(sql`select count(*)::int as n from products`)).toBeGreaterThanOrEqual(300);
    expect(await number(sql`select count(distinct manufacturer_id)::int as n from products`)).toBeGreaterThanOrEqual(6);
    const withoutAxes = await number(sql`
      select count(*)::int as n from variants v
      where (select count(*) from variant_parametric_values x join parametrics p on p.id = x.parametric_id where x.variant_id = v.id and p.code in ('color', 'size')) <> 2`);
    expect(withoutAxes).toBe(0);
  });

  it("has uneven stock: colours sold out in every size, and single sizes sold out", async () => {
    const stockByVariant = sql`(select v.id, v.product_id, x.value_id as colour,
        coalesce((select sum(on_hand) from warehouse_stock w where w.variant_id = v.id), 0) + coalesce((select sum(on_hand) from store_stock s where s.variant_id = v.id), 0) as stock
      from variants v join variant_parametric_values x on x.variant_id = v.id join parametrics p on p.id = x.parametric_id and p.code = 'color')`;
    const soldOutColours = await number(
      sql`select count(*)::int as n from (select product_id, colour from ${stockByVariant} s group by product_id, colour having max(stock) = 0) c`,
    );
    const partlySoldOut = await number(
      sql`select count(*)::int as n from (select product_id, colour from ${stockByVariant} s group by product_id, colour having max(stock) > 0 and min(stock) = 0) c`,
    );
    expect(soldOutColours).toBeGreaterThan(10);
    expect(partlySoldOut).toBeGreaterThan(10);
    expect(await number(sql`select count(*)::int as n from store_stock`)).toBeGreaterThan(1000);
  });

  it("has news and sale flags, and sale prices below the original", async () => {
    const flagged = await selectRows<{ code: string; n: number }>(
      database.db,
      sql`select f.code, count(*)::int as n from product_flags pf join flags f on f.id = pf.flag_id group by f.code`,
    );
    expect(Object.fromEntries(flagged.map((row) => [row.code, row.n > 10]))).toEqual({ news: true, sale: true });
    expect(
      await number(
        sql`select count(*)::int as n from product_prices where original_price_inc_vat is not null and original_price_inc_vat <= price_inc_vat`,
      ),
    ).toBe(0);
  });

  it("prices every product in SEK, EUR and GBP", async () => {
    const perCurrency = await selectRows<{ code: string; n: number }>(
      database.db,
      sql`
      select c.code, count(pp.product_id)::int as n from currencies c join price_lists pl on pl.currency_id = c.id
      left join product_prices pp on pp.price_list_id = pl.id group by c.code order by c.code`,
    );
    const products = await number(sql`select count(*)::int as n from products`);
    expect(perCurrency).toEqual([
      { code: "EUR", n: products },
      { code: "GBP", n: products },
      { code: "SEK", n: products },
    ]);
  });

  it("has at least 10 stores with address, coordinates, hours, phone, fax and email", async () => {
    const stores = await selectRows<Record<string, unknown>>(database.db, sql`select * from stores`);
    expect(stores.length).toBeGreaterThanOrEqual(10);
    for (const store of stores) {
      expect(store).toMatchObject({
        street_address: expect.any(String),
        zip_code: expect.stringMatching(/^\d{3} \d{2}$/),
        phone: expect.any(String),
        fax: expect.any(String),
        email: expect.stringContaining("@"),
      });
      expect(Number(store.latitude)).toBeGreaterThan(55);
      expect(store.weekday_opens).not.toBeNull();
    }
    expect(stores.some((store) => store.sunday_opens === null)).toBe(true);
  });

  it("pictures every product as the kind of product its name says, in each of its colours", async () => {
    const pictures = await selectRows<{ product_id: number; name: string; key: string; swatch: string; svg: string }>(
      database.db,
      sql`select pf.product_id, t.name, pf.key, v.swatch, convert_from(m.bytes, 'UTF8') as svg
        from product_files pf join media_files m on m.key = pf.key
        join product_translations t on t.product_id = pf.product_id and t.locale = 'sv-SE'
        join parametric_values v on v.id = pf.colour_value_id`,
    );
    const nouns = demoNouns().sort((a, b) => b.sv.length - a.sv.length);
    const drawnAs = (svg: string) => /data-kind="([a-z-]+)"/.exec(svg)?.[1];
    for (const picture of pictures) {
      const noun = nouns.find((candidate) => picture.name.endsWith(` ${candidate.sv}`));
      expect({ name: picture.name, kind: drawnAs(picture.svg) }).toEqual({ name: picture.name, kind: noun?.kind });
      expect(picture.svg).toContain(`fill="${picture.swatch}"`);
    }
    expect(new Set(pictures.map((picture) => drawnAs(picture.svg))).size).toBe(new Set(nouns.map((n) => n.kind)).size);
    expect(new Set(pictures.map((picture) => picture.key)).size).toBe(pictures.length);
  });
});

describe("a generated large catalogue", () => {
  // Two seeds of 2,100 products take 15–20 s alone on PGlite; beside another file on two cores, twice that.
  it("is deterministic and replaces what was there", { timeout: 90_000 }, async () => {
    const progress: number[] = [];
    const fingerprint = sql`select count(*)::int as n, sum(pp.price_inc_vat)::bigint::text as prices, md5(string_agg(v.part_no, ',' order by v.id)) as parts
      from variants v join product_prices pp on pp.product_id = v.product_id and pp.price_list_id = (select min(id) from price_lists)`;
    await seedShop(database.db, { products: 2100, onProgress: (p) => progress.push(p.products) });
    const first = await one<{ n: number; prices: string; parts: string }>(fingerprint);
    await seedShop(database.db, { products: 2100 });
    const second = await one<{ n: number; prices: string; parts: string }>(fingerprint);
    expect(progress).toEqual([2000, 2100]);
    expect(await number(sql`select count(*)::int as n from products`)).toBe(2100);
    expect(second).toEqual(first);
    expect(first.n).toBeGreaterThan(2100 * 3);
  });
});
