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
  /** Name and description per locale, for the products whose texts may have changed. */
  texts: Map<number, Map<ShopLocale, ProductText>>;
}

interface ProductText {
  name: string;
  description: string;
}

/** Reads the rows of the products a delta names: facets for all, prices and texts only where those may have changed. */
export async function readChangedProducts(db: Database, delta: CatalogueDelta): Promise<ChangedProducts> {
  const ids = [...delta.products.keys()];
  const idsWith = (...kinds: ProductChangeKind[]) =>
    ids.filter((id) => kinds.some((kind) => delta.products.get(id)!.has(kind)));
  // A stock change (every order) reads its facet rows only.
  const rowsOf = <T>(productIds: number[], query: SQL): Promise<T[]> =>
    productIds.length === 0 ? Promise.resolve([]) : selectRows<T>(db, query);
  const [pricedIds, namedIds] = [idsWith("price", "product"), idsWith("product")];
  const [facetRows, priceRows, textRows] = await Promise.all([
    selectRows<FacetRow>(
      db,
      sql`select product_id, category_id, manufacturer_id, extract(epoch from created_at)::float8 as created, in_stock, value_ids, in_stock_value_ids, flag_ids
          from product_facets where product_id = any(${sql.param(ids)}::int[])`,
    ),
    rowsOf<{ product_id: number; price_list_id: number; price_inc_vat: number }>(
      pricedIds,
      sql`select product_id, price_list_id, price_inc_vat from ${allPriceRows} pp where product_id = any(${sql.param(pricedIds)}::int[])`,
    ),
    rowsOf<{ product_id: number; locale: ShopLocale } & ProductText>(
      namedIds,
      sql`select product_id, locale, name, description from ${productTextRows} pt where product_id = any(${sql.param(namedIds)}::int[])`,
    ),
  ]);
  const changed: ChangedProducts = {
    kindsOf: delta.products,
    facets: new Map(facetRows.map((row) => [row.product_id, row])),
    prices: new Map(),
    texts: new Map(),
  };
  for (const id of pricedIds) changed.prices.set(id, []);
  for (const row of priceRows) changed.prices.get(row.product_id)!.push(row);
  for (const id of namedIds) changed.texts.set(id, new Map());
  for (const { product_id, locale, name, description } of textRows)
    changed.texts.get(product_id)!.set(locale, { name, description });
  return changed;
}

/**
 * Updates the changed products in place: their sets (stock, values, flags, category, brand), their
 * place in the price and name orders when a price or name changed, and their description's words
 * when their texts were read. Synchronous, so a request never sees a product half updated. Answers
 * false when a new product found no spare position (the index must be rebuilt).
 */
export function applyChangedProducts(index: FacetIndex, changed: ChangedProducts): boolean {
  forgetDescriptions(index, changed);
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
    const texts = changed.texts.get(productId);
    if (!texts) continue;
    for (const locale of shopLocales) {
      const text = texts.get(locale);
      setName(index, locale, position, text?.name ?? "");
      if (text?.description) index.descriptions.get(locale)!.add(position, text.description);
    }
  }
  return true;
}

/** Takes the products whose texts were read, or which are gone, out of the description words: one pass for them all. */
function forgetDescriptions(index: FacetIndex, changed: ChangedProducts): void {
  const retold = new Set<number>();
  for (const productId of changed.kindsOf.keys()) {
    const position = index.positionOf.get(productId);
    if (position !== undefined && (changed.texts.has(productId) || !changed.facets.has(productId)))
      retold.add(position);
  }
  for (const words of index.descriptions.values()) words.remove(retold);
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
