/**
 * `npm run seed` replaces everything in the database with the demo shop.
 * `npm run seed -- --products 100000` generates a large deterministic catalogue instead.
 */
import { parseArgs } from "node:util";
import { migrateDatabase } from "#commerce/db/migrate.ts";
import { demoShopProducts, seedShop } from "#commerce/db/seed/seed-shop.ts";
import { readEnv } from "#commerce/env.ts";
import { saveFreshFacetIndexSnapshot } from "#commerce/modules/search/index.ts";
import { openScriptDatabase } from "./open-script-database.ts";

const { values } = parseArgs({ options: { products: { type: "string" } } });
const products = values.products === undefined ? demoShopProducts : Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
  console.error(`--products must be a whole number from 1 to 5000000, got "${values.products}"`);
  process.exit(2);
}

const env = readEnv();
const handle = await openScriptDatabase(env);
await migrateDatabase(handle.db);
console.log(
  `Seeding ${products.toLocaleString("en")} products into ${handle.engine === "pglite" ? `PGlite (${env.DATA_DIR})` : "PostgreSQL"}...`,
);
const result = await seedShop(handle.db, {
  products,
  onProgress: ({ products: done, totalProducts, rows, elapsedMs }) => {
    const perSecond = Math.round(rows / Math.max(elapsedMs / 1000, 0.001));
    console.log(
      `  ${done.toLocaleString("en")}/${totalProducts.toLocaleString("en")} products · ${rows.toLocaleString("en")} rows · ${perSecond.toLocaleString("en")} rows/s`,
    );
  },
});
const seconds = result.elapsedMs / 1000;
console.log(
  `Done: ${result.rows.toLocaleString("en")} rows in ${seconds.toFixed(1)} s (${Math.round(result.rows / seconds).toLocaleString("en")} rows/s).`,
);
// The server's first start then loads the facet index instead of building it.
const snapshotStartedAt = performance.now();
await saveFreshFacetIndexSnapshot(handle.db);
console.log(`Facet index snapshot saved in ${((performance.now() - snapshotStartedAt) / 1000).toFixed(1)} s.`);
await handle.close();
