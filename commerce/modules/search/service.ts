import { sql } from "drizzle-orm";
import { type Database, selectRows } from "../../db/client.ts";
import type { ShopLocale } from "../../locale.ts";
import { type CatalogueDelta, type CatalogueFeed, collectCategoryIds, findCategory, type CatalogueService, type CategoryNode, type ProductCard } from "../catalogue/index.ts";
import { Bitset, unionOf } from "./bitset.ts";
import { buildFacetIndex } from "./build-facet-index.ts";
import { applyChangedProducts, readChangedProducts } from "./facet-index-changes.ts";
import type { FacetIndex } from "./facet-index.ts";
import { loadFacetIndexSnapshot, saveFacetIndexSnapshot } from "./facet-index-snapshot.ts";
import type { SelectedFilters } from "./filter-text.ts";
import { matchFreeText } from "./free-text.ts";
import { listingPageInput, listingScopeInput, type ListingPage, type ListingScope, type ListingSort } from "./inputs.ts";
import { refreshSearchIndex, refreshStockFacets } from "./search-index.ts";

export interface ParametricFacetItem {
  id: string;
  parametricId: number;
  parametricCode: string;
  parametricName: string;
  type: "ListValue" | "MultiValue";
  valueId: number;
  name: string;
  swatch: string | null;
  sortOrder: number;
  count: number;
  inStock: boolean;
  selected: boolean;
}

export interface IdFacetItem {
  id: number;
  name: string;
  count: number;
  selected: boolean;
}

/** SPEC §3 filter groups: each count applies every other selected group but not its own. */
export interface ListingFacets {
  parametrics: ParametricFacetItem[];
  categories: IdFacetItem[];
  brands: IdFacetItem[];
  flags: IdFacetItem[];
  stock: { count: number; selected: boolean };
  /** Whole currency units over the products the other filters leave; `selected` is the chosen range. */
  price: { fromIncVat: number; toIncVat: number; selected: { min: number; max: number } | undefined } | undefined;
}

/** A sequence of positions in listing order. */
type Positions = Pick<Int32Array, "length" | "at">;

type GroupKey = `parametric:${number}` | "category" | "brand" | "price" | "stock" | "flags";

export interface SearchServiceOptions {
  /**
   * Hears each time this process's facet index is made whole: loaded from the snapshot and caught up
   * through the feed (at start), or fully built (at start without a usable snapshot, after a bulk
   * change, when too far behind).
   */
  onBuilt?: (built: { from: "snapshot" | "build"; products: number; version: number; durationMs: number }) => void;
  /** Hears of a snapshot that could not be loaded or saved; the index is built, or the next snapshot saved, instead. */
  warn?: (message: string, details?: object) => void;
}

/** A delta naming more products than this share of the index rebuilds it instead. */
const largestDeltaShare = 0.1;

/**
 * Once the index has moved this many versions past the snapshot this process last saved or loaded,
 * it saves another: a starting process must find one the feed (10,000 changes) still reaches.
 */
const snapshotEveryVersions = 5000;

/**
 * Listing and faceted filtering (SPEC §7 list-product and list-product-filters) over an in-memory
 * facet index. Every process keeps its own index and follows the catalogue's change feed, updating
 * only the products a change names, so N processes on one database agree within about a second.
 * A process starts from the last saved snapshot of the index when the feed still reaches it.
 */
export function createSearchService(db: Database, catalogue: CatalogueService, catalogueFeed: CatalogueFeed, options: SearchServiceOptions = {}) {
  let current: FacetIndex | undefined;
  let starting: Promise<FacetIndex> | undefined;
  let building: Promise<FacetIndex> | undefined;
  let catchingUp: Promise<void> | undefined;
  let snapshotVersion: number | undefined;
  let savingSnapshot = false;

  const announce = (from: "snapshot" | "build", index: FacetIndex, startedAt: number) =>
    options.onBuilt?.({ from, products: index.positionOf.size, version: index.version, durationMs: Math.round(performance.now() - startedAt) });

  /** Saves the index as the snapshot in the background: a failure is logged, and nobody waits for it. */
  function saveSnapshot(index: FacetIndex): void {
    if (savingSnapshot) return;
    savingSnapshot = true;
    snapshotVersion = index.version;
    // After the requests waiting for this index have been answered: serializing holds the thread.
    setImmediate(() => {
      saveFacetIndexSnapshot(db, index)
        .catch((error: unknown) => options.warn?.("facet index snapshot not saved", { err: error }))
        .finally(() => {
          savingSnapshot = false;
        });
    });
  }

  const rebuild = (): Promise<FacetIndex> => {
    if (building) return building;
    const startedAt = performance.now();
    building = buildFacetIndex(db)
      .then((index) => {
        current = index;
        announce("build", index, startedAt);
        saveSnapshot(index);
        return index;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  };

  /** What changed since the index's version, when applying it beats a rebuild (the feed reaches back that far, no bulk change, not too many products). */
  function deltaFor(index: FacetIndex): CatalogueDelta | undefined {
    const delta = catalogueFeed.changesSince(index.version);
    return delta && !delta.kinds.has("all") && delta.products.size <= index.capacity * largestDeltaShare ? delta : undefined;
  }

  /** Brings the index up to date through the feed; a process too far behind rebuilds in the background, serving the older index meanwhile. */
  async function catchUp(index: FacetIndex): Promise<void> {
    const delta = deltaFor(index);
    if (!delta) {
      void rebuild().catch(() => undefined);
      return;
    }
    const changed = await readChangedProducts(db, delta);
    if (current !== index || index.version >= delta.upTo) return;
    if (!applyChangedProducts(index, changed)) {
      void rebuild().catch(() => undefined);
      return;
    }
    index.version = delta.upTo;
    if (index.version - (snapshotVersion ?? index.version) > snapshotEveryVersions) saveSnapshot(index);
  }

  /** The snapshot's index caught up through the feed; undefined when there is none, or the feed no longer reaches it. */
  async function restoreSnapshot(): Promise<FacetIndex | undefined> {
    const index = await loadFacetIndexSnapshot(db);
    if (!index || !(await catalogueFeed.holdChangesSince(index.version))) return undefined;
    const loadedVersion = index.version;
    const delta = deltaFor(index);
    if (!delta || !applyChangedProducts(index, await readChangedProducts(db, delta))) return undefined;
    index.version = Math.max(index.version, delta.upTo);
    snapshotVersion = loadedVersion;
    return index;
  }

  /** The first index: the snapshot's when it can be caught up, else a full build. Nobody sees it before it is whole. */
  async function startIndex(): Promise<FacetIndex> {
    const startedAt = performance.now();
    const restored = await restoreSnapshot().catch((error: unknown) => {
      options.warn?.("facet index snapshot not loaded", { err: error });
      return undefined;
    });
    if (!restored) return rebuild();
    // A full build asked for meanwhile (a bulk change) is at least as new.
    current ??= restored;
    announce("snapshot", restored, startedAt);
    return current;
  }

  const firstIndex = (): Promise<FacetIndex> =>
    (starting ??= startIndex().finally(() => {
      starting = undefined;
    }));

  /** The current index, first brought up to the catalogue's version; the first callers wait for the first index. */
  async function facetIndex(): Promise<FacetIndex> {
    if (!current) return firstIndex();
    if ((await catalogueFeed.current()) !== current.version && !building) {
      catchingUp ??= catchUp(current).finally(() => {
        catchingUp = undefined;
      });
      await catchingUp;
    }
    return current;
  }

  async function categorySet(index: FacetIndex, locale: ShopLocale, categoryIds: readonly number[], expand: boolean): Promise<Bitset> {
    const tree = expand ? await catalogue.getCategoryTree(locale) : [];
    const ids = expand ? categoryIds.flatMap((id) => { const node = findCategory(tree, id); return node ? collectCategoryIds(node) : [id]; }) : categoryIds;
    return unionOf(index.capacity, ids.map((id) => index.byCategory.get(id)));
  }

  /** Each selected filter group as the set of products it allows. */
  async function groupSets(index: FacetIndex, locale: ShopLocale, priceListId: number, minorUnitsPerUnit: number, selected: SelectedFilters): Promise<Map<GroupKey, Bitset>> {
    const groups = new Map<GroupKey, Bitset>();
    for (const [parametricId, valueIds] of Object.entries(selected.parametric)) {
      groups.set(`parametric:${Number(parametricId)}`, unionOf(index.capacity, valueIds.map((id) => index.byValue.get(id))));
    }
    if (selected.category.length > 0) groups.set("category", await categorySet(index, locale, selected.category, true));
    if (selected.brands.length > 0) groups.set("brand", unionOf(index.capacity, selected.brands.map((id) => index.byBrand.get(id))));
    if (selected.price) {
      const inRange = new Bitset(index.capacity);
      const prices = index.prices.get(priceListId)?.price;
      const [low, high] = [selected.price.min * minorUnitsPerUnit, selected.price.max * minorUnitsPerUnit];
      prices?.forEach((price, position) => {
        if (price >= low && price <= high) inRange.add(position);
      });
      groups.set("price", inRange);
    }
    if (selected.stock) groups.set("stock", index.inStock);
    if (selected.flags.length > 0) groups.set("flags", unionOf(index.capacity, selected.flags.map((id) => index.byFlag.get(id))));
    return groups;
  }

  /** The listing's own scope (priced in the list, in its categories, matching the search) and the search's order. */
  async function scopeSet(index: FacetIndex, scope: { locale: ShopLocale; priceListId: number; categoryIds?: number[] | undefined; searchString?: string | undefined }) {
    let set = index.prices.get(scope.priceListId)?.priced ?? new Bitset(index.capacity);
    if (scope.categoryIds) set = set.and(await categorySet(index, scope.locale, scope.categoryIds, false));
    let relevanceOrder: Int32Array | undefined;
    const words = scope.searchString ? await matchFreeText(db, scope.locale, scope.searchString) : undefined;
    if (words) {
      const matches = await selectRows<{ product_id: number }>(db, sql`select pf.product_id from product_facets pf where ${words.condition} order by ${words.rank} desc, pf.product_id`);
      const found = new Bitset(index.capacity);
      const order: number[] = [];
      for (const { product_id } of matches) {
        const position = index.positionOf.get(product_id);
        if (position === undefined) continue;
        found.add(position);
        order.push(position);
      }
      set = set.and(found);
      relevanceOrder = Int32Array.from(order);
    }
    return { set, relevanceOrder };
  }

  const intersectAll = (base: Bitset, sets: Iterable<Bitset>) => {
    let result = base;
    for (const set of sets) result = result.and(set);
    return result;
  };

  return {
    /** Makes this process's first facet index now (from the snapshot or a build), so the first shopper does not wait for it. */
    async warmUp(): Promise<void> {
      await firstIndex();
    },

    /** Whether this process has its first facet index (listings answer without waiting). */
    isBuilt(): boolean {
      return current !== undefined;
    },

    /** Rebuilds the search index of the given products (or all, then this process's facet index); other processes follow the feed. */
    async refresh(productIds?: readonly number[]): Promise<void> {
      await refreshSearchIndex(db, productIds);
      catalogueFeed.forget();
      if (!productIds) await rebuild();
    },

    /** Stock of these products moved: their in-stock facts change, in every process's index. */
    async stockChanged(productIds: readonly number[]): Promise<void> {
      await refreshStockFacets(db, productIds);
      catalogueFeed.forget();
    },

    /** A page of products matching the scope and the filters, with the total count. */
    async listProducts(input: ListingPage, selected: SelectedFilters): Promise<{ items: ProductCard[]; itemCount: number }> {
      const page = listingPageInput.parse(input);
      const index = await facetIndex();
      const { set, relevanceOrder } = await scopeSet(index, page);
      const matched = intersectAll(set, (await groupSets(index, page.locale, page.priceListId, page.minorUnitsPerUnit, selected)).values());
      const sort: ListingSort = page.sort === "relevance" && !relevanceOrder ? "latest" : (page.sort ?? (relevanceOrder ? "relevance" : "latest"));
      const ascending = index.prices.get(page.priceListId)?.ascending ?? new Int32Array(0);
      const names = index.names.get(page.locale)!.order;
      const orders: Record<ListingSort, { positions: Positions; reversed: boolean }> = {
        relevance: { positions: relevanceOrder ?? new Int32Array(0), reversed: false },
        latest: { positions: index.latestOrder, reversed: false },
        "price-asc": { positions: ascending, reversed: false },
        "price-desc": { positions: ascending, reversed: true },
        "name-asc": { positions: names, reversed: false },
        "name-desc": { positions: names, reversed: true },
      };
      const { positions, reversed } = orders[sort];
      const skip = (page.pageNo - 1) * page.pageSize;
      const ids: number[] = [];
      let seen = 0;
      for (let step = 0; step < positions.length && ids.length < page.pageSize; step += 1) {
        const position = positions.at(reversed ? positions.length - 1 - step : step)!;
        if (!matched.has(position)) continue;
        if (seen >= skip) ids.push(index.productIds[position]!);
        seen += 1;
      }
      return { items: await catalogue.getProductCards(page.locale, page.priceListId, ids), itemCount: matched.count() };
    },

    /** Filter groups with standard facet counts for the scope and the current selection. */
    async listProductFilters(input: ListingScope, selected: SelectedFilters): Promise<ListingFacets> {
      const scope = listingScopeInput.parse(input);
      const index = await facetIndex();
      const { set } = await scopeSet(index, scope);
      const groups = await groupSets(index, scope.locale, scope.priceListId, scope.minorUnitsPerUnit, selected);
      const allowedExcept = new Map<GroupKey | "none", Bitset>();
      const allowed = (except: GroupKey | "none") => {
        let result = allowedExcept.get(except);
        if (!result) {
          result = intersectAll(set, [...groups].filter(([key]) => key !== except).map(([, group]) => group));
          allowedExcept.set(except, result);
        }
        return result;
      };
      const vocabulary = await catalogue.getVocabulary(scope.locale);
      const tree = await catalogue.getCategoryTree(scope.locale);

      const parametrics: ParametricFacetItem[] = [];
      for (const [valueId, products] of index.byValue) {
        const value = vocabulary.values.get(valueId);
        const parametric = value && vocabulary.parametrics.get(value.parametricId);
        if (!value || !parametric || products.countAnd(set) === 0) continue;
        const others = allowed(groups.has(`parametric:${parametric.id}`) ? `parametric:${parametric.id}` : "none");
        const multi = parametric.type === "multi";
        parametrics.push({
          id: `${multi ? "M" : "L"}${parametric.id}_${value.id}`,
          parametricId: parametric.id,
          parametricCode: parametric.code.split("-")[0]!.toLowerCase(),
          parametricName: parametric.name,
          type: multi ? "MultiValue" : "ListValue",
          valueId: value.id,
          name: value.name,
          swatch: value.swatch,
          sortOrder: value.sortOrder,
          count: products.countAnd(others),
          inStock: (index.inStockByValue.get(valueId)?.countAnd(others) ?? 0) > 0,
          selected: selected.parametric[parametric.id]?.includes(value.id) ?? false,
        });
      }
      parametrics.sort((a, b) => vocabulary.parametrics.get(a.parametricId)!.sortOrder - vocabulary.parametrics.get(b.parametricId)!.sortOrder || a.sortOrder - b.sortOrder);

      return {
        parametrics,
        categories: categoryFacets(index, tree, scope.categoryIds, allowed("category"), selected),
        brands: idFacets(index.byBrand, set, allowed("brand"), (id) => vocabulary.brands.get(id)?.name, selected.brands).sort((a, b) => a.name.localeCompare(b.name)),
        flags: idFacets(index.byFlag, set, allowed("flags"), (id) => vocabulary.flags.get(id)?.name, selected.flags),
        stock: { count: index.inStock.countAnd(allowed("stock")), selected: selected.stock },
        price: priceRange(index, scope.priceListId, allowed("price"), scope.minorUnitsPerUnit, selected.price),
      };
    },
  };
}

function idFacets(sets: Map<number, Bitset>, scope: Bitset, allowed: Bitset, nameOf: (id: number) => string | undefined, selectedIds: readonly number[]): IdFacetItem[] {
  return [...sets]
    .filter(([, products]) => products.countAnd(scope) > 0)
    .map(([id, products]) => ({ id, name: nameOf(id) ?? "", count: products.countAnd(allowed), selected: selectedIds.includes(id) }));
}

/** catf lists the categories one level below the listing's own (the top level without one), counting everything beneath each. */
function categoryFacets(index: FacetIndex, tree: CategoryNode[], scopeCategoryIds: number[] | undefined, allowed: Bitset, selected: SelectedFilters): IdFacetItem[] {
  const scopeNode = scopeCategoryIds?.[0] === undefined ? undefined : findCategory(tree, scopeCategoryIds[0]);
  return (scopeNode ? scopeNode.children : tree)
    .map((node) => ({
      id: node.id,
      name: node.name,
      count: collectCategoryIds(node).reduce((sum, id) => sum + (index.byCategory.get(id)?.countAnd(allowed) ?? 0), 0),
      selected: selected.category.includes(node.id),
    }))
    .filter((item) => item.count > 0 || item.selected);
}

function priceRange(index: FacetIndex, priceListId: number, allowed: Bitset, minorUnitsPerUnit: number, selected: SelectedFilters["price"]): ListingFacets["price"] {
  const prices = index.prices.get(priceListId)?.price;
  if (!prices) return undefined;
  let [low, high] = [Infinity, -Infinity];
  allowed.forEach((position) => {
    const price = prices[position]!;
    if (price < low) low = price;
    if (price > high) high = price;
  });
  if (low === Infinity) return undefined;
  return { fromIncVat: Math.floor(low / minorUnitsPerUnit), toIncVat: Math.ceil(high / minorUnitsPerUnit), selected };
}

export type SearchService = ReturnType<typeof createSearchService>;
