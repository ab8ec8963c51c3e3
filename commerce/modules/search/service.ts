import { sql } from "drizzle-orm";
import { type Database, selectRows } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import {
  type CatalogueFeed,
  collectCategoryIds,
  findCategory,
  type CatalogueService,
  type CategoryNode,
  type ProductCard,
} from "../catalogue/index.ts";
import { Bitset, unionOf } from "./bitset.ts";
import type { FacetIndex } from "./facet-index.ts";
import { createFacetIndexKeeper, type FacetIndexKeeperOptions } from "./facet-index-keeper.ts";
import type { SelectedFilters } from "./filter-text.ts";
import { matchFreeText } from "./free-text.ts";
import {
  listingPageInput,
  listingScopeInput,
  type ListingPage,
  type ListingScope,
  type ListingSort,
} from "./inputs.ts";
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

export type SearchServiceOptions = FacetIndexKeeperOptions;

/**
 * Listing and faceted filtering (SPEC §7 list-product and list-product-filters) over this process's
 * in-memory facet index (facet-index-keeper.ts), which follows the catalogue's change feed, so N
 * processes on one database agree within about a second.
 */
export function createSearchService(
  db: Database,
  catalogue: CatalogueService,
  catalogueFeed: CatalogueFeed,
  options: SearchServiceOptions = {},
) {
  const keeper = createFacetIndexKeeper(db, catalogueFeed, options);
  const facetIndex = () => keeper.current();

  async function categorySet(
    index: FacetIndex,
    locale: ShopLocale,
    categoryIds: readonly number[],
    expand: boolean,
  ): Promise<Bitset> {
    const tree = expand ? await catalogue.getCategoryTree(locale) : [];
    const ids = expand
      ? categoryIds.flatMap((id) => {
          const node = findCategory(tree, id);
          return node ? collectCategoryIds(node) : [id];
        })
      : categoryIds;
    return unionOf(
      index.capacity,
      ids.map((id) => index.byCategory.get(id)),
    );
  }

  /** Each selected filter group as the set of products it allows. */
  async function groupSets(
    index: FacetIndex,
    locale: ShopLocale,
    priceListId: number,
    minorUnitsPerUnit: number,
    selected: SelectedFilters,
  ): Promise<Map<GroupKey, Bitset>> {
    const groups = new Map<GroupKey, Bitset>();
    for (const [parametricId, valueIds] of Object.entries(selected.parametric)) {
      groups.set(
        `parametric:${Number(parametricId)}`,
        unionOf(
          index.capacity,
          valueIds.map((id) => index.byValue.get(id)),
        ),
      );
    }
    if (selected.category.length > 0) groups.set("category", await categorySet(index, locale, selected.category, true));
    if (selected.brands.length > 0)
      groups.set(
        "brand",
        unionOf(
          index.capacity,
          selected.brands.map((id) => index.byBrand.get(id)),
        ),
      );
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
    if (selected.flags.length > 0)
      groups.set(
        "flags",
        unionOf(
          index.capacity,
          selected.flags.map((id) => index.byFlag.get(id)),
        ),
      );
    return groups;
  }

  /** The listing's own scope (priced in the list, in its categories, matching the search) and the search's order. */
  async function scopeSet(
    index: FacetIndex,
    scope: {
      locale: ShopLocale;
      priceListId: number;
      categoryIds?: number[] | undefined;
      searchString?: string | undefined;
    },
  ) {
    let set = index.prices.get(scope.priceListId)?.priced ?? new Bitset(index.capacity);
    if (scope.categoryIds) set = set.and(await categorySet(index, scope.locale, scope.categoryIds, false));
    let relevanceOrder: Int32Array | undefined;
    const words = scope.searchString ? await matchFreeText(db, scope.locale, scope.searchString) : undefined;
    if (words) {
      const matches = await selectRows<{ product_id: number }>(
        db,
        sql`select pf.product_id from product_facets pf where ${words.condition} order by ${words.rank} desc, pf.product_id`,
      );
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
      await keeper.warmUp();
    },

    /** Whether this process has its first facet index (listings answer without waiting). */
    isBuilt(): boolean {
      return keeper.isBuilt();
    },

    /** Rebuilds the search index of the given products (or all, then this process's facet index); other processes follow the feed. */
    async refresh(productIds?: readonly number[]): Promise<void> {
      const version = await refreshSearchIndex(db, productIds);
      catalogueFeed.changedHere(productIds ? { kinds: ["product"], productIds } : { kinds: ["all"] });
      if (productIds) await keeper.applyOwnChange(productIds, "product", version);
      else await keeper.rebuild();
    },

    /** Stock of these products moved: their in-stock facts change, here at once and in every other process's index within about a second. */
    async stockChanged(productIds: readonly number[]): Promise<void> {
      const version = await refreshStockFacets(db, productIds);
      if (version === undefined) return;
      catalogueFeed.changedHere({ kinds: ["stock"], productIds });
      await keeper.applyOwnChange(productIds, "stock", version);
    },

    /** A page of products matching the scope and the filters, with the total count. */
    async listProducts(
      input: ListingPage,
      selected: SelectedFilters,
    ): Promise<{ items: ProductCard[]; itemCount: number }> {
      const page = listingPageInput.parse(input);
      const index = await facetIndex();
      const { set, relevanceOrder } = await scopeSet(index, page);
      const matched = intersectAll(
        set,
        (await groupSets(index, page.locale, page.priceListId, page.minorUnitsPerUnit, selected)).values(),
      );
      const sort: ListingSort =
        page.sort === "relevance" && !relevanceOrder
          ? "latest"
          : (page.sort ?? (relevanceOrder ? "relevance" : "latest"));
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
          result = intersectAll(
            set,
            [...groups].filter(([key]) => key !== except).map(([, group]) => group),
          );
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
      parametrics.sort(
        (a, b) =>
          vocabulary.parametrics.get(a.parametricId)!.sortOrder -
            vocabulary.parametrics.get(b.parametricId)!.sortOrder || a.sortOrder - b.sortOrder,
      );

      return {
        parametrics,
        categories: categoryFacets(index, tree, scope.categoryIds, allowed("category"), selected),
        brands: idFacets(
          index.byBrand,
          set,
          allowed("brand"),
          (id) => vocabulary.brands.get(id)?.name,
          selected.brands,
        ).sort((a, b) => a.name.localeCompare(b.name)),
        flags: idFacets(index.byFlag, set, allowed("flags"), (id) => vocabulary.flags.get(id)?.name, selected.flags),
        stock: { count: index.inStock.countAnd(allowed("stock")), selected: selected.stock },
        price: priceRange(index, scope.priceListId, allowed("price"), scope.minorUnitsPerUnit, selected.price),
      };
    },
  };
}

function idFacets(
  sets: Map<number, Bitset>,
  scope: Bitset,
  allowed: Bitset,
  nameOf: (id: number) => string | undefined,
  selectedIds: readonly number[],
): IdFacetItem[] {
  return [...sets]
    .filter(([, products]) => products.countAnd(scope) > 0)
    .map(([id, products]) => ({
      id,
      name: nameOf(id) ?? "",
      count: products.countAnd(allowed),
      selected: selectedIds.includes(id),
    }));
}

/** catf lists the categories one level below the listing's own (the top level without one), counting everything beneath each. */
function categoryFacets(
  index: FacetIndex,
  tree: CategoryNode[],
  scopeCategoryIds: number[] | undefined,
  allowed: Bitset,
  selected: SelectedFilters,
): IdFacetItem[] {
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

function priceRange(
  index: FacetIndex,
  priceListId: number,
  allowed: Bitset,
  minorUnitsPerUnit: number,
  selected: SelectedFilters["price"],
): ListingFacets["price"] {
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
