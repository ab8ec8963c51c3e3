import { openDatabase } from "#commerce/db/client.ts";
import type { CatalogueDelta, ProductChangeKind } from "#commerce/modules/catalogue/index.ts";
import { buildFacetIndex } from "#commerce/modules/search/build-facet-index.ts";
import {
  applyChangedProducts,
  type ChangedProducts,
  readChangedProducts,
} from "#commerce/modules/search/facet-index-changes.ts";

/** What applying a change to the facet index costs, per kind of change. */
export interface FacetDeltaFigures {
  kind: ProductChangeKind;
  products: number;
  /** Reading the changed products' rows (three queries for the whole batch). */
  readMs: number;
  /** Moving them in memory: sets, and the price, name or newest-first orders. */
  applyMicrosecondsPerProduct: number;
}

/**
 * Builds the facet index in this process and applies changes of `sampleSize` random products to
 * it, each kind in turn. The rows read are altered in memory first (stock flipped, price raised,
 * name extended), so every product really moves, as a real change would make it.
 */
export async function measureFacetDeltas(databaseUrl: string, sampleSize: number): Promise<FacetDeltaFigures[]> {
  const handle = await openDatabase({ engine: "postgres", url: databaseUrl, poolSize: 4 });
  try {
    const index = await buildFacetIndex(handle.db);
    const productIds = [...index.positionOf.keys()].sort(() => Math.random() - 0.5).slice(0, sampleSize);
    const figures: FacetDeltaFigures[] = [];
    for (const kind of ["stock", "price", "product"] as const) {
      const delta: CatalogueDelta = {
        upTo: index.version,
        kinds: new Set([kind]),
        products: new Map(productIds.map((id) => [id, new Set([kind])])),
      };
      const readAt = performance.now();
      const changed = await readChangedProducts(handle.db, delta);
      const readMs = performance.now() - readAt;
      alter(changed, kind);
      const applyAt = performance.now();
      if (!applyChangedProducts(index, changed))
        throw new Error("the facet index had no room for the measured products");
      figures.push({
        kind,
        products: productIds.length,
        readMs,
        applyMicrosecondsPerProduct: ((performance.now() - applyAt) * 1000) / productIds.length,
      });
    }
    return figures;
  } finally {
    await handle.close();
  }
}

function alter(changed: ChangedProducts, kind: ProductChangeKind): void {
  if (kind === "stock")
    for (const row of changed.facets.values())
      [row.in_stock, row.in_stock_value_ids] = [!row.in_stock, row.in_stock ? [] : row.value_ids];
  if (kind === "price") for (const rows of changed.prices.values()) for (const row of rows) row.price_inc_vat += 100;
  if (kind === "product")
    for (const texts of changed.texts.values())
      for (const [locale, { name, description }] of texts)
        texts.set(locale, { name: `${name} II`, description: `${description} II` });
}
