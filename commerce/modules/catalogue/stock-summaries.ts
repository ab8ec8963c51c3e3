import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { storeStockRows, warehouseStockRows } from "../stores/index.ts";
import type { CatalogueChangeKind, CatalogueFeed } from "./catalogue-changes.ts";
import { variants } from "./schema.ts";

/**
 * A product's variants on sale: how many, what they hold together, and what says whether one runs
 * low. A variant runs low below its own low-stock threshold, or the shop's when it has none; the
 * shop's is a setting that may change at any time, so the summary keeps what holds for any value.
 */
export interface StockSummary {
  variantCount: number;
  totalStock: number;
  /** What the variant holding least of those following the shop's threshold holds; null when every one has its own. */
  lowestOnShopThreshold: number | null;
  /** How many variants hold fewer than their own threshold. */
  belowOwnThreshold: number;
}

/** Every product's stock summary (products without variants on sale are absent: none, holding nothing). */
export interface StockSummaries {
  /** Fresh up to the change feed's current version. */
  read(): Promise<ReadonlyMap<number, StockSummary>>;
}

/** Kinds of change that can alter a product's summary: its stock (a variant's low-stock threshold too), its variants, or anything at all. */
const summaryKinds: readonly CatalogueChangeKind[] = ["stock", "product"];

/** Summaries of the products `productIds` names, or of every product; one pass of hash joins over the stock rows. */
async function readSummaries(db: DatabaseOrTransaction, productIds?: readonly number[]) {
  const onHand = sql`(coalesce(w.on_hand, 0) + coalesce(s.on_hand, 0))`;
  const rows = await selectRows<
    { product_id: number; lowest_on_shop_threshold: number | null } & Record<
      "variant_count" | "total_stock" | "below_own_threshold",
      number
    >
  >(
    db,
    sql`select v.product_id, count(*)::int as variant_count, sum(${onHand})::int as total_stock,
        (min(${onHand}) filter (where v.low_stock_threshold is null))::int as lowest_on_shop_threshold,
        (count(*) filter (where ${onHand} < v.low_stock_threshold))::int as below_own_threshold
      from ${variants} v
      left join (select variant_id, sum(on_hand) as on_hand from ${warehouseStockRows} ws group by variant_id) w on w.variant_id = v.id
      left join (select variant_id, sum(on_hand) as on_hand from ${storeStockRows} ss group by variant_id) s on s.variant_id = v.id
      where v.is_active ${productIds ? sql`and v.product_id = any(${sql.param([...productIds])}::int[])` : sql``}
      group by v.product_id`,
  );
  return rows.map(
    (row) =>
      [
        Number(row.product_id),
        {
          variantCount: row.variant_count,
          totalStock: row.total_stock,
          lowestOnShopThreshold: row.lowest_on_shop_threshold,
          belowOwnThreshold: row.below_own_threshold,
        },
      ] as const,
  );
}

/**
 * Every product's stock summary kept in this process, for sorting and filtering the whole
 * catalogue by stock without reading a million stock rows per page (about a second at 100,000
 * products). Read in full on first use; after that the change feed names the products whose
 * stock or variants changed, here at once and in other processes within a second, and only
 * theirs are read again; a change the feed lost track of reads everything again.
 */
export function createStockSummaries(db: DatabaseOrTransaction, feed: CatalogueFeed): StockSummaries {
  let held: Map<number, StockSummary> | undefined;
  let freshAt: number | undefined;
  let everything = false;
  const stale = new Set<number>();
  let pending: Promise<Map<number, StockSummary>> | undefined;

  function markStale(kinds: Iterable<CatalogueChangeKind>, productIds: Iterable<number>) {
    const changed = [...kinds];
    if (changed.includes("all")) everything = true;
    else if (changed.some((kind) => summaryKinds.includes(kind))) for (const id of productIds) stale.add(id);
  }

  feed.onChangedHere((change) => markStale(change.kinds, change.productIds ?? []));

  async function bringUpToDate(): Promise<Map<number, StockSummary>> {
    const now = await feed.current();
    if (held && freshAt !== undefined && now !== freshAt) {
      const delta = feed.changesSince(freshAt);
      if (delta) markStale(delta.kinds, delta.products.keys());
      else everything = true;
    }
    // The version is taken before reading: a change made meanwhile is read again next time.
    freshAt = now;
    if (!held || everything) {
      everything = false;
      stale.clear();
      held = new Map(await readSummaries(db));
    } else if (stale.size > 0) {
      const productIds = [...stale];
      stale.clear();
      const summaries = await readSummaries(db, productIds).catch((error: unknown) => {
        for (const productId of productIds) stale.add(productId);
        throw error;
      });
      for (const productId of productIds) held.delete(productId);
      for (const [productId, summary] of summaries) held.set(productId, summary);
    }
    return held;
  }

  return {
    read() {
      // One reader at a time brings the summaries up to date; the others wait for it.
      pending ??= bringUpToDate().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
