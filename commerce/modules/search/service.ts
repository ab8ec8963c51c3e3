import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "../../db/client.ts";
import type { ShopLocale } from "../../locale.ts";
import { collectCategoryIds, findCategory, type CatalogueService, type CategoryNode, type ProductCard } from "../catalogue/index.ts";
import type { SelectedFilters } from "./filter-text.ts";
import { matchFreeText } from "./free-text.ts";
import { listingPageInput, listingScopeInput, type ListingPage, type ListingScope, type ListingSort } from "./inputs.ts";

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

type GroupKey = `parametric:${number}` | "category" | "brand" | "price" | "stock" | "flags";

const sortOrder: Record<Exclude<ListingSort, "relevance">, SQL> = {
  "name-asc": sql`pt.name asc`,
  "name-desc": sql`pt.name desc`,
  latest: sql`pf.created_at desc`,
  "price-asc": sql`pp.price_inc_vat asc`,
  "price-desc": sql`pp.price_inc_vat desc`,
};

const intArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/** Listing and faceted filtering over product_facets (SPEC §7 list-product and list-product-filters). */
export function createSearchService(db: Database, catalogue: CatalogueService) {
  /** Each selected filter group as a condition on the `pf` (product_facets) and `pp` (price) rows. */
  async function groupConditions(locale: ShopLocale, selected: SelectedFilters, minorUnitsPerUnit: number): Promise<Map<GroupKey, SQL>> {
    const conditions = new Map<GroupKey, SQL>();
    for (const [parametricId, valueIds] of Object.entries(selected.parametric)) {
      conditions.set(`parametric:${Number(parametricId)}`, sql`pf.value_ids && ${intArray(valueIds)}`);
    }
    if (selected.category.length > 0) {
      const tree = await catalogue.getCategoryTree(locale);
      const ids = selected.category.flatMap((id) => {
        const node = findCategory(tree, id);
        return node ? collectCategoryIds(node) : [id];
      });
      conditions.set("category", sql`pf.category_id = any(${intArray(ids)})`);
    }
    if (selected.brands.length > 0) conditions.set("brand", sql`pf.manufacturer_id = any(${intArray(selected.brands)})`);
    if (selected.price) {
      conditions.set("price", sql`pp.price_inc_vat between ${selected.price.min * minorUnitsPerUnit} and ${selected.price.max * minorUnitsPerUnit}`);
    }
    if (selected.stock) conditions.set("stock", sql`pf.in_stock`);
    if (selected.flags.length > 0) conditions.set("flags", sql`pf.flag_ids && ${intArray(selected.flags)}`);
    return conditions;
  }

  /** The listing's own scope, its category and the words searched for, and the search's ranking. */
  async function listingScope(scope: { locale: ShopLocale; categoryIds?: number[] | undefined; searchString?: string | undefined }) {
    const parts: SQL[] = [sql`true`];
    if (scope.categoryIds) parts.push(sql`pf.category_id = any(${intArray(scope.categoryIds)})`);
    const words = scope.searchString ? await matchFreeText(db, scope.locale, scope.searchString) : undefined;
    if (words) parts.push(words.condition);
    return { condition: sql.join(parts, sql` and `), rank: words?.rank };
  }

  const allOf = (conditions: Iterable<SQL>) => sql.join([sql`true`, ...conditions], sql` and `);

  return {
    /** A page of products matching the scope and the filters, with the total count. */
    async listProducts(input: ListingPage, selected: SelectedFilters): Promise<{ items: ProductCard[]; itemCount: number }> {
      const page = listingPageInput.parse(input);
      const conditions = await groupConditions(page.locale, selected, page.minorUnitsPerUnit);
      const { condition, rank } = await listingScope(page);
      const sort: ListingSort = page.sort === "relevance" && !rank ? "latest" : (page.sort ?? (rank ? "relevance" : "latest"));
      const order = sort === "relevance" ? sql`${rank} desc` : sortOrder[sort];
      const from = sql`product_facets pf
        join product_prices pp on pp.product_id = pf.product_id and pp.price_list_id = ${page.priceListId}
        ${sort.startsWith("name") ? sql`join product_translations pt on pt.product_id = pf.product_id and pt.locale = ${page.locale}` : sql``}`;
      const where = sql`${condition} and ${allOf(conditions.values())}`;
      const [rows, [total]] = await Promise.all([
        selectRows<{ product_id: number }>(
          db,
          sql`select pf.product_id from ${from} where ${where} order by ${order}, pf.product_id
              limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`,
        ),
        selectRows<{ count: number }>(db, sql`select count(*)::int as count from ${from} where ${where}`),
      ]);
      const items = await catalogue.getProductCards(page.locale, page.priceListId, rows.map((row) => row.product_id));
      return { items, itemCount: total?.count ?? 0 };
    },

    /** Filter groups with standard facet counts for the scope and the current selection. */
    async listProductFilters(input: ListingScope, selected: SelectedFilters): Promise<ListingFacets> {
      const scope = listingScopeInput.parse(input);
      const conditions = await groupConditions(scope.locale, selected, scope.minorUnitsPerUnit);
      const keys = [...conditions.keys()];
      // One boolean column per selected group, computed once per product in the scan below.
      const matchColumns = keys.map((key, index) => sql`${conditions.get(key)!} as m${sql.raw(String(index))}`);
      const allExcept = (except: GroupKey | undefined) =>
        allOf(keys.flatMap((key, index) => (key === except ? [] : [sql.raw(`m${index}`)])));
      const parametricIds = keys.filter((key) => key.startsWith("parametric:")).map((key) => Number(key.slice("parametric:".length)));
      const valueCondition = parametricIds.length
        ? sql`case pv.parametric_id ${sql.join(parametricIds.map((id) => sql`when ${id} then ${allExcept(`parametric:${id}`)}`), sql` `)} else ${allExcept(undefined)} end`
        : allExcept(undefined);

      const rows = await selectRows<{ kind: string; id: number | null; count: number; extra: number | null }>(
        db,
        sql`with scoped as materialized (
              select pf.product_id, pf.category_id, pf.manufacturer_id, pf.value_ids, pf.in_stock_value_ids, pf.flag_ids, pf.in_stock,
                pp.price_inc_vat as price ${matchColumns.length ? sql`, ${sql.join(matchColumns, sql`, `)}` : sql``}
              from product_facets pf join product_prices pp on pp.product_id = pf.product_id and pp.price_list_id = ${scope.priceListId}
              where ${(await listingScope(scope)).condition}
            )
            select 'value' as kind, v.value_id as id, (count(*) filter (where ${valueCondition}))::int as count,
              (bool_or(v.value_id = any(s.in_stock_value_ids)) filter (where ${valueCondition}))::int as extra
              from scoped s cross join unnest(s.value_ids) as v(value_id) join parametric_values pv on pv.id = v.value_id group by v.value_id
            union all
            select 'category', s.category_id, (count(*) filter (where ${allExcept("category")}))::int, null from scoped s group by s.category_id
            union all
            select 'brand', s.manufacturer_id, (count(*) filter (where ${allExcept("brand")}))::int, null from scoped s where s.manufacturer_id is not null group by s.manufacturer_id
            union all
            select 'flag', f.flag_id, (count(*) filter (where ${allExcept("flags")}))::int, null from scoped s cross join unnest(s.flag_ids) as f(flag_id) group by f.flag_id
            union all
            select 'stock', null, (count(*) filter (where ${allExcept("stock")} and s.in_stock))::int, null from scoped s
            union all
            select 'price-min', null, 0, min(s.price) filter (where ${allExcept("price")}) from scoped s
            union all
            select 'price-max', null, 0, max(s.price) filter (where ${allExcept("price")}) from scoped s`,
      );
      return shapeFacets(rows, selected, scope.minorUnitsPerUnit, await catalogue.getVocabulary(scope.locale), await catalogue.getCategoryTree(scope.locale), scope.categoryIds);
    },
  };
}

function shapeFacets(
  rows: { kind: string; id: number | null; count: number; extra: number | null }[],
  selected: SelectedFilters,
  minorUnitsPerUnit: number,
  vocabulary: Awaited<ReturnType<CatalogueService["getVocabulary"]>>,
  tree: CategoryNode[],
  scopeCategoryIds: number[] | undefined,
): ListingFacets {
  const of = (kind: string) => rows.filter((row) => row.kind === kind);
  const parametrics = of("value").flatMap((row): ParametricFacetItem[] => {
    const value = vocabulary.values.get(row.id!);
    const parametric = value && vocabulary.parametrics.get(value.parametricId);
    if (!value || !parametric) return [];
    const multi = parametric.type === "multi";
    return [
      {
        id: `${multi ? "M" : "L"}${parametric.id}_${value.id}`,
        parametricId: parametric.id,
        parametricCode: parametric.code.split("-")[0]!.toLowerCase(),
        parametricName: parametric.name,
        type: multi ? "MultiValue" : "ListValue",
        valueId: value.id,
        name: value.name,
        swatch: value.swatch,
        sortOrder: value.sortOrder,
        count: row.count,
        inStock: row.extra === 1,
        selected: selected.parametric[parametric.id]?.includes(value.id) ?? false,
      },
    ];
  });
  parametrics.sort((a, b) => (vocabulary.parametrics.get(a.parametricId)!.sortOrder - vocabulary.parametrics.get(b.parametricId)!.sortOrder) || a.sortOrder - b.sortOrder);

  // catf lists the categories one level below the listing's own (the top level without one), counting everything beneath each.
  const countsByCategory = new Map(of("category").map((row) => [row.id!, row.count]));
  const scopeNode = scopeCategoryIds?.[0] === undefined ? undefined : findCategory(tree, scopeCategoryIds[0]);
  const categories = (scopeNode ? scopeNode.children : tree)
    .map((node) => ({
      id: node.id,
      name: node.name,
      count: collectCategoryIds(node).reduce((sum, id) => sum + (countsByCategory.get(id) ?? 0), 0),
      selected: selected.category.includes(node.id),
    }))
    .filter((item) => item.count > 0 || item.selected);

  const brands = of("brand")
    .map((row) => ({ id: row.id!, name: vocabulary.brands.get(row.id!)?.name ?? "", count: row.count, selected: selected.brands.includes(row.id!) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const flags = of("flag").map((row) => ({ id: row.id!, name: vocabulary.flags.get(row.id!)?.name ?? "", count: row.count, selected: selected.flags.includes(row.id!) }));
  const minPrice = of("price-min")[0]?.extra;
  const maxPrice = of("price-max")[0]?.extra;
  return {
    parametrics,
    categories,
    brands,
    flags,
    stock: { count: of("stock")[0]?.count ?? 0, selected: selected.stock },
    price:
      minPrice === null || minPrice === undefined || maxPrice === null || maxPrice === undefined
        ? undefined
        : { fromIncVat: Math.floor(minPrice / minorUnitsPerUnit), toIncVat: Math.ceil(maxPrice / minorUnitsPerUnit), selected: selected.price },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
