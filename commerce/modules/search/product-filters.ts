import { collectCategoryIds, findCategory, type CatalogueVocabulary, type CategoryNode } from "../catalogue/index.ts";
import type { Bitset } from "./bitset.ts";
import type { FacetIndex } from "./facet-index.ts";
import type { SelectedFilters } from "./filter-text.ts";
import { listingScopeInput, type ListingScope } from "./inputs.ts";
import { type GroupKey, groupSets, intersectAll, type ListingSources, scopeSet } from "./listing-scope.ts";

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

/** The products every selected group allows except the one named (its own counts ignore it). */
type AllowedExcept = (except: GroupKey | "none") => Bitset;

/** Filter groups with standard facet counts for the scope and the current selection. */
export async function listProductFilters(
  sources: ListingSources,
  input: ListingScope,
  selected: SelectedFilters,
): Promise<ListingFacets> {
  const scope = listingScopeInput.parse(input);
  const index = await sources.keeper.current();
  const { set } = await scopeSet(sources, index, scope);
  const groups = await groupSets(sources, index, scope.locale, scope.priceListId, scope.minorUnitsPerUnit, selected);
  const allowedExcept = new Map<GroupKey | "none", Bitset>();
  const allowed: AllowedExcept = (except) => {
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
  const vocabulary = await sources.catalogue.getVocabulary(scope.locale);
  const tree = await sources.catalogue.getCategoryTree(scope.locale);

  return {
    parametrics: parametricFacets(index, set, vocabulary, groups, allowed, selected),
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
}

/** Every attribute value found in the scope, in its attribute's order and then its own. */
function parametricFacets(
  index: FacetIndex,
  scope: Bitset,
  vocabulary: CatalogueVocabulary,
  groups: Map<GroupKey, Bitset>,
  allowed: AllowedExcept,
  selected: SelectedFilters,
): ParametricFacetItem[] {
  const parametrics: ParametricFacetItem[] = [];
  for (const [valueId, products] of index.byValue) {
    const value = vocabulary.values.get(valueId);
    const parametric = value && vocabulary.parametrics.get(value.parametricId);
    if (!value || !parametric || products.countAnd(scope) === 0) continue;
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
  return parametrics.sort(
    (a, b) =>
      vocabulary.parametrics.get(a.parametricId)!.sortOrder - vocabulary.parametrics.get(b.parametricId)!.sortOrder ||
      a.sortOrder - b.sortOrder,
  );
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
