import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  productFiles,
  productFlags,
  productParametricValues,
  productRelations,
  products,
  productTranslations,
  variantParametricValues,
  variants,
} from "#commerce/modules/catalogue/schema.ts";
import { mediaFiles } from "#commerce/modules/media/schema.ts";
import { currencies, productPrices } from "#commerce/modules/pricing/schema.ts";
import { storeStock, warehouseStock } from "#commerce/modules/stores/schema.ts";
import { refreshSearchIndex } from "#commerce/modules/search/index.ts";
import { bulkInsert, resetIdentitySequences } from "../bulk-insert.ts";
import { type Database, type DatabaseOrTransaction, selectRows } from "../client.ts";
import { takeSchemaLock } from "../migrate.ts";
import { drawProductArtwork } from "./artwork.ts";
import { writeDemoContent } from "./demo-content/seed-content.ts";
import { writeDemoCustomer } from "./demo-customer.ts";
import { writeDemoOwner } from "./demo-staff.ts";
import type { ProductKind } from "./artwork/kinds.ts";
import { generateProductBatch, sharedArtworkKey, type CatalogueShape, type ProductBatch } from "./product-batch.ts";
import { writeShopBase, type ShopBase } from "./shop-base.ts";

/** The demo shop's size: over 300 products, each with its own pictures and generous store stock. */
export const demoShopProducts = 338;

export interface SeedProgress {
  products: number;
  totalProducts: number;
  rows: number;
  elapsedMs: number;
}

export interface SeedOptions {
  products: number;
  onProgress?: (progress: SeedProgress) => void;
}

const productsPerBatch = 2000;

/** Tables in the order a batch is written: parents before the rows that refer to them. */
const batchTables: [keyof ProductBatch, PgTable][] = [
  ["mediaFiles", mediaFiles],
  ["products", products],
  ["productTranslations", productTranslations],
  ["variants", variants],
  ["variantParametricValues", variantParametricValues],
  ["productParametricValues", productParametricValues],
  ["productFlags", productFlags],
  ["productPrices", productPrices],
  ["productFiles", productFiles],
  ["warehouseStock", warehouseStock],
  ["storeStock", storeStock],
];

/**
 * Empties the database and writes a generated shop of `products` products. Products are written in
 * batches, each in its own transaction, so progress can be shown and memory stays flat.
 */
export async function seedShop(db: Database, options: SeedOptions): Promise<{ rows: number; elapsedMs: number }> {
  const started = Date.now();
  const base = await db.transaction(async (tx) => {
    await takeSchemaLock(tx);
    await emptyDatabase(tx);
    return writeShopBase(tx);
  });
  const rows = await writeProducts(db, (work) => db.transaction(work), base, options, started);
  await writeDemoCustomer(db);
  await writeDemoOwner(db);
  await writeDemoContent(db);
  return { rows, elapsedMs: Date.now() - started };
}

/** Seeds the demo shop into an empty database; safe when several processes start at once. */
export async function seedDemoShopIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await takeSchemaLock(tx);
    const existing = await tx.select({ id: currencies.id }).from(currencies).limit(1);
    if (existing.length > 0) return false;
    const base = await writeShopBase(tx);
    await writeProducts(tx, (work) => work(tx), base, { products: demoShopProducts }, Date.now());
    await writeDemoCustomer(tx);
    await writeDemoOwner(tx);
    await writeDemoContent(tx);
    return true;
  });
}

type BatchRunner = (work: (tx: DatabaseOrTransaction) => Promise<void>) => Promise<void>;

async function writeProducts(
  db: DatabaseOrTransaction,
  runBatch: BatchRunner,
  base: ShopBase,
  options: SeedOptions,
  started: number,
): Promise<number> {
  const shape: CatalogueShape = {
    totalProducts: options.products,
    // Pictures are drawn per kind of product; drawing one per product (3–5 kB each) only pays in the demo shop.
    artworkPerProduct: options.products <= demoShopProducts,
    storeStockChance: options.products <= 5000 ? 0.45 : 0.12,
  };
  let rows = 0;
  if (!shape.artworkPerProduct) rows += await writeSharedArtwork(db, base);
  // Relations point forward to later products, so they go in once every product exists.
  const relations: ProductBatch["productRelations"] = [];
  for (let firstId = 1; firstId <= options.products; firstId += productsPerBatch) {
    const batch = generateProductBatch(base, shape, firstId, productsPerBatch);
    await runBatch(async (tx) => {
      for (const [key, table] of batchTables) rows += await bulkInsert(tx, table, batch[key]);
    });
    relations.push(...batch.productRelations);
    options.onProgress?.({
      products: Math.min(firstId + productsPerBatch - 1, options.products),
      totalProducts: options.products,
      rows,
      elapsedMs: Date.now() - started,
    });
  }
  rows += await bulkInsert(db, productRelations, relations);
  await resetIdentitySequences(db, [products, variants]);
  await refreshSearchIndex(db);
  // Fresh statistics, or the planner guesses thousands of rows per product (and JIT-compiles).
  await db.execute(sql`analyze`);
  return rows;
}

/** Generated catalogues share one picture per kind of product and colour instead of one per product. */
async function writeSharedArtwork(db: DatabaseOrTransaction, base: ShopBase): Promise<number> {
  const kinds = new Set<ProductKind>(base.leaves.flatMap((leaf) => leaf.line.nouns.map((noun) => noun.kind)));
  const rows = [...kinds].flatMap((kind, index) =>
    base.colours.map((colour) => ({
      key: sharedArtworkKey(kind, colour),
      contentType: "image/svg+xml",
      bytes: Buffer.from(drawProductArtwork(kind, colour.swatch ?? "#888", colour.id * 97 + index)),
    })),
  );
  return bulkInsert(db, mediaFiles, rows);
}

async function emptyDatabase(tx: DatabaseOrTransaction): Promise<void> {
  const tables = await selectRows<{ tablename: string }>(
    tx,
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename <> 'butik_migrations'`,
  );
  if (tables.length === 0) return;
  const names = sql.join(
    tables.map((row) => sql.identifier(row.tablename)),
    sql`, `,
  );
  await tx.execute(sql`truncate table ${names} restart identity cascade`);
}
