import { type SQL, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";
import { placeholderSql, reusableSql } from "#commerce/db/reusable-statements.ts";
import { catalogueChangeSteps, recordCatalogueChange } from "../catalogue/index.ts";
import {
  activeVariantRows,
  productFlagRows,
  productRows,
  productValueRows,
  variantValueRows,
} from "../catalogue/index.ts";
import { storeStockRows, warehouseStockRows } from "../stores/index.ts";

type ProductScope = (column: SQL) => SQL;

const scopeOf =
  (productIds: readonly number[] | undefined): ProductScope =>
  (column) =>
    productIds ? sql`${column} = any(${sql.param([...productIds])}::int[])` : sql`true`;

/**
 * Rebuilds the search index of the given products (all products when none are given): their
 * product_facets rows from the catalogue and stock, and tells every process through the change
 * feed. Call it after changing products, variants, flags or texts.
 */
export async function refreshSearchIndex(db: DatabaseOrTransaction, productIds?: readonly number[]): Promise<number> {
  await refreshProductFacets(db, scopeOf(productIds));
  return recordCatalogueChange(db, productIds ? { kinds: ["product"], productIds } : { kinds: ["all"] });
}

/**
 * After stock moved: only the products' in-stock facts change, so one statement rewrites their
 * facet rows and records the change (this runs in every order).
 */
export async function refreshStockFacets(
  db: DatabaseOrTransaction,
  productIds: readonly number[],
): Promise<number | undefined> {
  if (productIds.length === 0) return undefined;
  const [row] = await stockFacetsRefresh(db, { productIds });
  return row!.version;
}

// Run after every order placed: built once, its products the placeholder `productIds`.
const stockFacetsRefresh = reusableSql<{ version: number }>(
  "stock_facets_refresh",
  sql`with ${productFacetSteps((column) => sql`${column} = any(${sql.placeholder("productIds")}::int[])`)},
      ${catalogueChangeSteps({ kinds: ["stock"], productIds: placeholderSql("productIds") })} select version from raised`,
);

/** Rewrites the product_facets rows of the products in scope; inactive products lose theirs. */
async function refreshProductFacets(db: DatabaseOrTransaction, inScope: ProductScope): Promise<void> {
  await db.execute(sql`with ${productFacetSteps(inScope)} select 1`);
  await db.execute(sql`
    delete from product_facets pf using ${productRows} p
    where p.id = pf.product_id and not p.is_active and ${inScope(sql.raw("pf.product_id"))}`);
}

/** The steps that upsert the facet rows of the active products in scope (`refreshed`), as common table expressions. */
function productFacetSteps(inScope: ProductScope): SQL {
  return sql`
    scoped_variants as (
      select v.id, v.product_id from ${activeVariantRows} v where ${inScope(sql.raw("v.product_id"))}
    ),
    warehouse_totals as (
      select w.variant_id, sum(w.on_hand) as on_hand from ${warehouseStockRows} w join scoped_variants sv on sv.id = w.variant_id group by w.variant_id
    ),
    store_totals as (
      select s.variant_id, sum(s.on_hand) as on_hand from ${storeStockRows} s join scoped_variants sv on sv.id = s.variant_id group by s.variant_id
    ),
    variant_stock as (
      select sv.id, sv.product_id, coalesce(w.on_hand, 0) + coalesce(s.on_hand, 0) > 0 as in_stock
      from scoped_variants sv left join warehouse_totals w on w.variant_id = sv.id left join store_totals s on s.variant_id = sv.id
    ),
    value_rows as (
      select vs.product_id, x.value_id, bool_or(vs.in_stock) as in_stock
      from variant_stock vs join ${variantValueRows} x on x.variant_id = vs.id group by vs.product_id, x.value_id
      union all
      select pv.product_id, pv.value_id, true from ${productValueRows} pv where ${inScope(sql.raw("pv.product_id"))}
    ),
    value_sets as (
      select product_id,
        array_agg(distinct value_id order by value_id) as value_ids,
        coalesce(array_agg(distinct value_id order by value_id) filter (where in_stock), '{}') as in_stock_value_ids
      from value_rows group by product_id
    ),
    stock as (select product_id, bool_or(in_stock) as in_stock from variant_stock group by product_id),
    flag_sets as (
      select f.product_id, array_agg(f.flag_id order by f.flag_id) as flag_ids from ${productFlagRows} f where ${inScope(sql.raw("f.product_id"))} group by f.product_id
    ),
    refreshed as (
      insert into product_facets (product_id, category_id, manufacturer_id, created_at, in_stock, value_ids, in_stock_value_ids, flag_ids)
    select p.id, p.category_id, p.manufacturer_id, p.created_at, coalesce(s.in_stock, false),
      coalesce(vs.value_ids, '{}'), coalesce(vs.in_stock_value_ids, '{}'), coalesce(fs.flag_ids, '{}')
    from ${productRows} p
      left join value_sets vs on vs.product_id = p.id
      left join stock s on s.product_id = p.id
      left join flag_sets fs on fs.product_id = p.id
    where p.is_active and ${inScope(sql.raw("p.id"))}
    on conflict (product_id) do update set
      category_id = excluded.category_id, manufacturer_id = excluded.manufacturer_id, created_at = excluded.created_at,
      in_stock = excluded.in_stock, value_ids = excluded.value_ids, in_stock_value_ids = excluded.in_stock_value_ids, flag_ids = excluded.flag_ids
    )`;
}

/**
 * Rebuilds every facet row when their number differs from the active products (a database from
 * before product_facets existed, or one loaded by other tools). Cheap enough to run at each start.
 */
export async function ensureSearchIndex(db: DatabaseOrTransaction): Promise<boolean> {
  const [counts] = await selectRows<{ products: number; facets: number }>(
    db,
    sql`select (select count(*) from ${productRows} p where p.is_active)::int as products, (select count(*) from product_facets)::int as facets`,
  );
  if (!counts || counts.products === counts.facets) return false;
  await refreshSearchIndex(db);
  return true;
}
