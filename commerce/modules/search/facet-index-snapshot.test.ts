import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { basketView } from "#tests/fixtures/basket.ts";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { listEverything } from "#tests/fixtures/listing.ts";
import { createCommerce, type Commerce } from "#commerce/commerce.ts";
import { selectRows } from "#commerce/db/client.ts";
import { shopLocales } from "#commerce/locale.ts";
import { recordCatalogueChange } from "../catalogue/index.ts";
import { buildFacetIndex } from "./build-facet-index.ts";
import { deserializeFacetIndex, serializeFacetIndex, snapshotFormat } from "./facet-index-snapshot.ts";
import { emptyFilters, parseFilterText } from "./filter-text.ts";
import { sortKeys, type ListingScope } from "./inputs.ts";
import { refreshSearchIndex } from "./search-index.ts";

const shop = withDemoShop();

/** The engines started so far that still follow the feed (and would save snapshots of their own). */
const runningEngines: Commerce[] = [];
const stopRunningEngines = () => Promise.all(runningEngines.splice(0).map((engine) => engine.search.stop()));
afterEach(stopRunningEngines);

/** A second engine on the same database stands in for a server process; it records where each of its indexes came from. */
function startProcess(): { engine: Commerce; indexes: ("snapshot" | "build")[] } {
  const indexes: ("snapshot" | "build")[] = [];
  const engine = createCommerce(
    shop.database.db,
    { warn: () => {} },
    { onFacetIndexBuilt: (built) => indexes.push(built.from) },
  );
  runningEngines.push(engine);
  return { engine, indexes };
}

const snapshotVersion = async () =>
  (await selectRows<{ version: number }>(shop.database.db, sql`select version from facet_index_snapshots`))[0]?.version;

/** A process that builds its index (no snapshot it could start from), once its snapshot of it is saved. */
async function buildAndSnapshot(): Promise<ReturnType<typeof startProcess>> {
  // Engines started before would rebuild after the bulk change too, and save snapshots of their own.
  await stopRunningEngines();
  // A bulk change: a snapshot of any index before it (another test's process may still be saving one) is of no use.
  await recordCatalogueChange(shop.database.db, { kinds: ["all"] });
  const built = startProcess();
  await built.engine.search.warmUp();
  expect(built.indexes).toEqual(["build"]);
  const [{ version }] = (await selectRows<{ version: number }>(
    shop.database.db,
    sql`select version from catalogue_state`,
  )) as [{ version: number }];
  await expect.poll(snapshotVersion).toBe(version);
  return built;
}

/** Every listing (each sort, with and without filters, both locales, a category) and the filter counts of one process, for comparing with another. */
async function everyListing(engine: Commerce) {
  const priceListId = (await basketView(shop)).priceListId;
  const women = (await engine.catalogue.getCategoryTree("sv-SE"))[0]!.id;
  const [brand] = await selectRows<{ id: number }>(
    shop.database.db,
    sql`select manufacturer_id as id from product_facets where manufacturer_id is not null order by product_id limit 1`,
  );
  const filterings = [
    emptyFilters(),
    parseFilterText("ohf|true"),
    parseFilterText(`mfrf|${brand!.id};prcf|true_100-2000`),
  ];
  const scopes: ListingScope[] = [
    { locale: "sv-SE", priceListId },
    { locale: "en-GB", priceListId },
    { locale: "en-GB", priceListId, categoryIds: [women] },
  ];
  const seen: unknown[] = [];
  for (const scope of scopes) {
    for (const filters of filterings) {
      for (const sort of sortKeys) seen.push(await listEverything(engine, scope, sort, filters));
      seen.push(await engine.search.listProductFilters(scope, filters));
    }
  }
  return seen;
}

async function soldOutEverywhere(engine: Commerce, productId: number): Promise<void> {
  await shop.database.db.execute(
    sql`update warehouse_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${productId})`,
  );
  await shop.database.db.execute(
    sql`update store_stock set on_hand = 0 where variant_id in (select id from variants where product_id = ${productId})`,
  );
  await engine.search.stockChanged([productId]);
}

const inStockProducts = async (count: number) =>
  (
    await selectRows<{ product_id: number }>(
      shop.database.db,
      sql`select product_id from product_facets where in_stock order by product_id desc limit ${count}`,
    )
  ).map((row) => row.product_id);

describe("facet index snapshots", () => {
  it("give back, byte for byte, the index they were made of", async () => {
    const built = await buildFacetIndex(shop.database.db);
    const bytes = serializeFacetIndex(built);
    const restored = deserializeFacetIndex(bytes);
    expect(serializeFacetIndex(restored).equals(bytes)).toBe(true);
    expect(restored.positionOf).toEqual(built.positionOf);
    expect([...restored.names.get("sv-SE")!.name]).toEqual([...built.names.get("sv-SE")!.name]);
    expect(built.descriptions.get("en-GB")!.positionsOf.size).toBeGreaterThan(0);
    for (const locale of shopLocales)
      expect(restored.descriptions.get(locale)!.positionsOf).toEqual(built.descriptions.get(locale)!.positionsOf);
  });

  it("start a new process without a build, listing and filtering exactly as a fresh build does", async () => {
    const builder = await buildAndSnapshot();
    const started = startProcess();
    await started.engine.search.warmUp();
    expect(started.indexes).toEqual(["snapshot"]);
    expect(await everyListing(started.engine)).toEqual(await everyListing(builder.engine));
  });

  it("catch up on the changes recorded after them (a sale, a rename) before the first listing", async () => {
    const builder = await buildAndSnapshot();
    const [soldOut, renamed] = (await inStockProducts(2)) as [number, number];
    await soldOutEverywhere(builder.engine, soldOut);
    await shop.database.db.execute(
      sql`update product_translations set name = 'Aaa ' || name where product_id = ${renamed}`,
    );
    await refreshSearchIndex(shop.database.db, [renamed]);

    const started = startProcess();
    const inStock = await listEverything(
      started.engine,
      { locale: "sv-SE", priceListId: (await basketView(shop)).priceListId },
      "latest",
      parseFilterText("ohf|true"),
    );
    expect(started.indexes).toEqual(["snapshot"]);
    expect(inStock.ids).not.toContain(soldOut);
    const byName = await listEverything(
      started.engine,
      { locale: "en-GB", priceListId: (await basketView(shop)).priceListId },
      "name-asc",
      emptyFilters(),
    );
    expect(byName.ids[0]).toBe(renamed);

    await shop.database.db.execute(sql`delete from facet_index_snapshots`);
    const fresh = startProcess();
    expect(await everyListing(started.engine)).toEqual(await everyListing(fresh.engine));
    expect(fresh.indexes).toEqual(["build"]);
  });

  it("catch up through changes older than the feed keeps in memory, reading them from the database", async () => {
    await buildAndSnapshot();
    const [soldOut] = (await inStockProducts(1)) as [number];
    await soldOutEverywhere(startProcess().engine, soldOut);
    // 2,500 more changes since (the feed keeps 2,000 in memory, 10,000 in the database).
    await shop.database.db.execute(sql`
      with raised as (update catalogue_state set version = version + 2500 returning version)
      insert into catalogue_changes (version, kinds, product_ids)
      select v, '{stock}', array[${soldOut}::int] from raised, generate_series(raised.version - 2499, raised.version) v`);

    const started = startProcess();
    const inStock = await listEverything(
      started.engine,
      { locale: "sv-SE", priceListId: (await basketView(shop)).priceListId },
      "latest",
      parseFilterText("ohf|true"),
    );
    expect(started.indexes).toEqual(["snapshot"]);
    expect(inStock.ids).not.toContain(soldOut);
  });

  it("are ignored when of another format, or older than the feed reaches: the process builds", async () => {
    await buildAndSnapshot();
    await shop.database.db.execute(sql`update facet_index_snapshots set format = 'facet-index/0'`);
    const otherFormat = startProcess();
    await otherFormat.engine.search.warmUp();
    expect(otherFormat.indexes).toEqual(["build"]);
    const savedFormat = async () =>
      (await selectRows<{ format: string }>(shop.database.db, sql`select format from facet_index_snapshots`))[0]
        ?.format;
    await expect.poll(savedFormat).toBe(snapshotFormat);

    const builder = await buildAndSnapshot();
    const [soldOut] = (await inStockProducts(1)) as [number];
    await soldOutEverywhere(builder.engine, soldOut);
    await shop.database.db.execute(
      sql`delete from catalogue_changes where version = (select version from facet_index_snapshots) + 1`,
    );
    const beyondTheFeed = startProcess();
    const inStock = await listEverything(
      beyondTheFeed.engine,
      { locale: "sv-SE", priceListId: (await basketView(shop)).priceListId },
      "latest",
      parseFilterText("ohf|true"),
    );
    expect(beyondTheFeed.indexes).toEqual(["build"]);
    expect(inStock.ids).not.toContain(soldOut);
  });
});
