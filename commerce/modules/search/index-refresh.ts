import type { Database } from "#commerce/db/client.ts";
import type { CatalogueFeed } from "../catalogue/index.ts";
import type { FacetIndexKeeper } from "./facet-index-keeper.ts";
import { refreshSearchIndex, refreshStockFacets } from "./search-index.ts";

/** What a change this process makes passes through: the database's search index, the feed every process follows, and this process's facet index. */
export interface IndexRefreshTargets {
  db: Database;
  catalogueFeed: CatalogueFeed;
  keeper: FacetIndexKeeper;
}

/** Rebuilds the search index of the given products (or all, then this process's facet index); other processes follow the feed. */
export async function refreshProducts(targets: IndexRefreshTargets, productIds?: readonly number[]): Promise<void> {
  const version = await refreshSearchIndex(targets.db, productIds);
  targets.catalogueFeed.changedHere(productIds ? { kinds: ["product"], productIds } : { kinds: ["all"] });
  if (productIds) await targets.keeper.applyOwnChange(productIds, "product", version);
  else await targets.keeper.rebuild();
}

/** Stock of these products moved: their in-stock facts change, here at once and in every other process's index within about a second. */
export async function refreshProductStock(targets: IndexRefreshTargets, productIds: readonly number[]): Promise<void> {
  const version = await refreshStockFacets(targets.db, productIds);
  if (version === undefined) return;
  targets.catalogueFeed.changedHere({ kinds: ["stock"], productIds });
  await targets.keeper.applyOwnChange(productIds, "stock", version);
}
