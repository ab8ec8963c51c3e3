import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { toCsv } from "#commerce/csv.ts";
import { selectRows } from "#commerce/db/client.ts";
import type { StaffActor } from "#commerce/modules/access/index.ts";
import { productCsvHeader } from "#commerce/modules/catalogue/index.ts";
import { createSaleClock, saleRowsOf, withOneCategoryShop } from "#tests/fixtures/one-category-shop.ts";

// The product CSV and timed sales (ADR 0020, docs/product-csv.md): a file's price is the regular
// price, or with a price before a sale a sale without times; a timed sale planned in the editor is
// not in the file and goes on applying on the file's regular price, ending back at it. The oracle
// is the raw price and schedule rows, and the sale sweeper run by the test's clock.

const shop = withOneCategoryShop("csv-sales");
/** The test's clock (08:00 in Stockholm); sales below are typed in Stockholm's time. */
const { setClock, editor, sweeper } = createSaleClock(shop);
const sweep = () => sweeper()();
let manager: StaffActor;
let priceListId: number;

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(shop.database.db, query);

const { priceRow, scheduleRow } = saleRowsOf(shop);

const header = productCsvHeader(["SEK"]);

/** A file of products without variants, each with its price and price before a sale in kronor ("" for none). */
const fileOf = (products: { uniqueName: string; price: string; original?: string }[]) =>
  toCsv(
    header,
    products.map(({ uniqueName, price, original = "" }) => {
      const cells: Record<string, string> = {
        product: uniqueName,
        "name.sv-SE": uniqueName,
        "name.en-GB": uniqueName,
        category: "friluftsliv",
        vat: "25",
        published: "true",
        "price.SEK": price,
        "original_price.SEK": original,
      };
      return header.map((column) => cells[column] ?? "");
    }),
  );

async function importFile(csv: string) {
  const result = await shop.commerce.staffProductCsv.applyImport(manager, { csv });
  expect(result.report.problems).toEqual([]);
  expect(result.applied).toBe(true);
}

/** A product imported at this regular price (kronor); its id. */
async function createProduct(uniqueName: string, price = "1000"): Promise<number> {
  await importFile(fileOf([{ uniqueName, price }]));
  return (await rows<{ id: number }>(sql`select id from products where unique_name = ${uniqueName}`))[0]!.id;
}

/** Plans a sale in the editor, as staff do, over the product's form as loaded. */
async function planSale(productId: number, sale: { price: string; startsAt?: string; endsAt?: string }) {
  const { product, prices, version } = await editor().getProduct(manager, productId, "sv-SE");
  const texts = { name: product.uniqueName, shortDescription: "", description: "" };
  await editor().updateProduct(manager, productId, {
    uniqueName: product.uniqueName,
    texts: { "sv-SE": texts, "en-GB": texts },
    manufacturerId: "",
    categoryId: String(product.categoryId),
    productTypeId: "",
    valueIds: [],
    flagIds: [],
    vatRate: "2500",
    published: true,
    prices: { [String(priceListId)]: prices.find((price) => price.priceListId === priceListId)!.price },
    sales: { [String(priceListId)]: { startsAt: "", endsAt: "", ...sale } },
    version,
  });
}

/** The product's price in SEK as the editor shows it. */
const editorPrice = async (productId: number) =>
  (await editor().getProduct(manager, productId, "sv-SE")).prices.find((price) => price.priceListId === priceListId);

async function exportText(): Promise<string> {
  let text = "";
  for await (const chunk of await shop.commerce.staffProductCsv.exportProducts(manager)) text += chunk;
  return text;
}

beforeAll(() => {
  manager = shop.staff.manager;
  priceListId = shop.priceListId;
});

describe("importing prices of a product with a timed sale", () => {
  it("keeps a running sale on the file's new regular price, and the sale ends back at that price", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("csv-rea-pagaende");
    await planSale(productId, { price: "800", startsAt: "2030-06-01T10:00", endsAt: "2030-06-01T12:00" });
    setClock("2030-06-01T08:00:00Z");
    await sweep();
    expect(await priceRow(productId)).toEqual({ price: 80000, original: 100000 });

    await importFile(fileOf([{ uniqueName: "csv-rea-pagaende", price: "1200" }]));
    expect(await priceRow(productId)).toEqual({ price: 80000, original: 120000 });
    expect(await scheduleRow(productId)).toMatchObject({ sale: 80000, ends_at: "2030-06-01T10:00Z", started: true });
    expect(await editorPrice(productId)).toMatchObject({
      price: "1200",
      sale: { price: "800", endsAt: "2030-06-01T12:00", running: true },
    });

    setClock("2030-06-01T10:00:00Z");
    expect((await sweep()).ended).toEqual([{ productId, priceListId }]);
    expect(await priceRow(productId)).toEqual({ price: 120000, original: null });
    expect(await scheduleRow(productId)).toBeUndefined();
  });

  it("ends a running sale at once when the file's regular price is not above it", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("csv-rea-under");
    await planSale(productId, { price: "800", endsAt: "2030-06-01T12:00" });
    expect(await priceRow(productId)).toEqual({ price: 80000, original: 100000 });

    await importFile(fileOf([{ uniqueName: "csv-rea-under", price: "700" }]));
    expect(await priceRow(productId)).toEqual({ price: 70000, original: null });
    expect(await scheduleRow(productId)).toBeUndefined();
    expect(await editorPrice(productId)).toMatchObject({ price: "700", sale: null });
  });

  it("changes a running sale's price to the file's, and it still ends at its time", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("csv-rea-djupare");
    await planSale(productId, { price: "800", endsAt: "2030-06-01T12:00" });

    await importFile(fileOf([{ uniqueName: "csv-rea-djupare", price: "750", original: "1100" }]));
    expect(await priceRow(productId)).toEqual({ price: 75000, original: 110000 });
    expect(await scheduleRow(productId)).toMatchObject({ sale: 75000, ends_at: "2030-06-01T10:00Z", started: true });

    setClock("2030-06-01T10:00:00Z");
    await sweep();
    expect(await priceRow(productId)).toEqual({ price: 110000, original: null });
  });

  it("replaces a planned sale with a sale the file gives, which the planned one no longer overwrites", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("csv-rea-planerad");
    await planSale(productId, { price: "700", startsAt: "2030-06-01T10:00", endsAt: "2030-06-01T12:00" });

    await importFile(fileOf([{ uniqueName: "csv-rea-planerad", price: "900", original: "1000" }]));
    expect(await priceRow(productId)).toEqual({ price: 90000, original: 100000 });
    expect(await scheduleRow(productId)).toBeUndefined();
    for (const at of ["2030-06-01T08:00:00Z", "2030-06-01T10:00:00Z"]) {
      setClock(at);
      await sweep();
      expect(await priceRow(productId)).toEqual({ price: 90000, original: 100000 });
    }
  });

  it("keeps a planned sale on the file's regular price", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("csv-rea-senare");
    await planSale(productId, { price: "700", startsAt: "2030-06-01T10:00", endsAt: "2030-06-01T12:00" });

    await importFile(fileOf([{ uniqueName: "csv-rea-senare", price: "1100" }]));
    expect(await priceRow(productId)).toEqual({ price: 110000, original: null });
    expect(await scheduleRow(productId)).toMatchObject({ sale: 70000, started: false });
    setClock("2030-06-01T08:00:00Z");
    await sweep();
    expect(await priceRow(productId)).toEqual({ price: 70000, original: 110000 });
    setClock("2030-06-01T10:00:00Z");
    await sweep();
    expect(await priceRow(productId)).toEqual({ price: 110000, original: null });
  });

  it("takes a planned sale out of a price list with the price, so a later price is not put on sale", async () => {
    setClock("2030-06-01T06:00:00Z");
    const productId = await createProduct("csv-rea-utan-pris");
    await planSale(productId, { price: "700", startsAt: "2030-06-01T10:00" });

    await importFile(fileOf([{ uniqueName: "csv-rea-utan-pris", price: "" }]));
    expect(await priceRow(productId)).toBeUndefined();
    expect(await scheduleRow(productId)).toBeUndefined();
    await importFile(fileOf([{ uniqueName: "csv-rea-utan-pris", price: "1000" }]));
    setClock("2030-06-01T08:00:00Z");
    await sweep();
    expect(await priceRow(productId)).toEqual({ price: 100000, original: null });
  });

  it("changes nothing when the export is imported again, timed sales planned and running included", async () => {
    setClock("2030-06-01T06:00:00Z");
    const planned = await createProduct("csv-rea-export-planerad");
    const running = await createProduct("csv-rea-export-pagaende");
    await planSale(planned, { price: "700", startsAt: "2030-06-01T10:00", endsAt: "2030-06-01T12:00" });
    await planSale(running, { price: "800", endsAt: "2030-06-01T12:00" });
    const state = async () =>
      rows(
        sql`select pp.product_id, pp.price_inc_vat, pp.original_price_inc_vat, s.sale_price_inc_vat, s.starts_at, s.ends_at, s.started
            from product_prices pp left join sale_schedules s using (product_id, price_list_id)
            order by pp.product_id, pp.price_list_id`,
      );
    const before = await state();
    const exported = await exportText();
    await importFile(exported);
    expect(await state()).toEqual(before);
    expect(await exportText()).toBe(exported);
  });
});
