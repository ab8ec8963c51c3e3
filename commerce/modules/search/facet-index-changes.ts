import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "#commerce/db/client.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import type { CatalogueDelta, ProductChangeKind } from "../catalogue/index.ts";
import {
  clearFacets,
  type FacetIndex,
  type FacetRow,
  placeFacets,
  priceListOf,
  setName,
  setPrice,
  takePosition,
  vacatePosition,
} from "./facet-index.ts";
import { productTextRows } from "../catalogue/index.ts";
import { priceRows as allPriceRows } from "../pricing/index.ts";

/** What the index needs of the changed products, read in three queries whatever their number. */
export interface ChangedProducts {
  kindsOf: ReadonlyMap<number, ReadonlySet<ProductChangeKind>>;
  facets: Map<number, FacetRow>;
  prices: Map<number, { price_list_id: number; price_inc_vat: number }[]>;
  names: Map<number, Map<ShopLocale, string>>;
}

/** Reads the rows of the products a delta names: facets for all, prices and names only where those may have changed. */
export async function readChangedProducts(db: Database, delta: CatalogueDelta): Promise<ChangedProducts> {
  const ids = [...delta.products.keys()];
  const idsWith = (...kinds: ProductChangeKind[]) =>
    ids.filter((id) => kinds.some((kind) => delta.products.get(id)!.has(kind)));
  // A stock change (every order) reads its facet rows only.
  const rowsOf = <T>(productIds: number[], query: SQL): Promise<T[]> =>
    productIds.length === 0 ? Promise.resolve([]) : selectRows<T>(db, query);
  const [pricedIds, namedIds] = [idsWith("price", "product"), idsWith("product")];
  const [facetRows, priceRows, nameRows] = await Promise.all([
    selectRows<FacetRow>(
      db,
      sql`select product_id, category_id, manufacturer_id, extract(epoch from created_at)::float8 as created, in_stock, value_ids, in_stock_value_ids, flag_ids
          from product_facets where product_id = any(${sql.param(ids)}::int[])`,
    ),
    rowsOf<{ product_id: number; price_list_id: number; price_inc_vat: number }>(
      pricedIds,
      sql`select product_id, price_list_id, price_inc_vat from ${allPriceRows} pp where product_id = any(${sql.param(pricedIds)}::int[])`,
    ),
    rowsOf<{ product_id: number; locale: ShopLocale; name: string }>(
      namedIds,
      sql`select product_id, locale, name from ${productTextRows} pt where product_id = any(${sql.param(namedIds)}::int[])`,
    ),
  ]);
  const changed: ChangedProducts = {
    kindsOf: delta.products,
    facets: new Map(facetRows.map((row) => [row.product_id, row])),
    prices: new Map(),
    names: new Map(),
  };
  for (const id of pricedIds) changed.prices.set(id, []);
  for (const row of priceRows) changed.prices.get(row.product_id)!.push(row);
  for (const id of namedIds) changed.names.set(id, new Map());
  for (const row of nameRows) changed.names.get(row.product_id)!.set(row.locale, row.name);
  return changed;
}

/**
 * Updates the changed products in place: their sets (stock, values, flags, category, brand), and
 * their place in the price and name orders when a price or name changed. Synchronous, so a request
 * never sees a product half updated. Answers false when a new product found no spare position
 * (the index must be rebuilt).
 */
export function applyChangedProducts(index: FacetIndex, changed: ChangedProducts): boolean {
  for (const productId of changed.kindsOf.keys()) {
    const facets = changed.facets.get(productId);
    let position = index.positionOf.get(productId);
    if (!facets) {
      // Gone from product_facets: removed or made inactive.
      if (position !== undefined) vacatePosition(index, position);
      continue;
    }
    if (position === undefined) {
      position = takePosition(index, productId, facets.created);
      if (position === undefined) return false;
      index.latestOrder.insert(position);
    } else {
      clearFacets(index, position);
      setCreated(index, position, facets.created);
    }
    placeFacets(index, position, facets);
    const prices = changed.prices.get(productId);
    if (prices) applyPrices(index, position, prices);
    const names = changed.names.get(productId);
    if (names) for (const locale of shopLocales) setName(index, locale, position, names.get(locale) ?? "");
  }
  return true;
}

function applyPrices(
  index: FacetIndex,
  position: number,
  prices: { price_list_id: number; price_inc_vat: number }[],
): void {
  for (const row of prices) priceListOf(index, row.price_list_id);
  for (const [listId, list] of index.prices)
    setPrice(list, position, prices.find((row) => row.price_list_id === listId)?.price_inc_vat ?? -1);
}

function setCreated(index: FacetIndex, position: number, created: number): void {
  if (index.created[position] === created) return;
  index.latestOrder.remove(position);
  index.created[position] = created;
  index.latestOrder.insert(position);
}
