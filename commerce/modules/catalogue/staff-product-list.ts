import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import { type Database, readSideBySide, selectRows } from "#commerce/db/client.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { listPriceOf } from "../pricing/index.ts";
import { foldedText } from "./folded-text.ts";
import { firstImageSql } from "./product-card-columns.ts";
import {
  categories,
  categoryTranslations,
  manufacturers,
  productFlags,
  products,
  productTranslations,
  variants,
} from "./schema.ts";
import type { ProductStockState } from "./staff-product-choices.ts";
import type { ParsedStaffProductListQuery } from "./staff-product-inputs.ts";
import type { StockSummaries } from "./stock-summaries.ts";
import {
  stockFromSummaries,
  stockPerProduct,
  stockStateIs,
  stockStateSql,
  type ProductStockColumns,
} from "./staff-product-stock.ts";

/** One product in the back office's list, named in the member's locale (or, lacking that, the other shop locale). */
export interface StaffProductListEntry {
  id: number;
  uniqueName: string;
  name: string;
  /** The locale the name is in: the member's, the other shop locale's when it has none in theirs, null when it has no name at all (then `name` is its unique name). */
  nameLocale: ShopLocale | null;
  brand: string | null;
  /** The category's names from the top of the tree down to it. */
  categoryPath: string[];
  imageKey: string | null;
  /** Variants on sale, and what they hold together across every warehouse and store. */
  variantCount: number;
  totalStock: number;
  stockState: ProductStockState;
  /** In the default currency's price list, minor units including VAT; null when it has no price there. */
  priceIncVat: number | null;
  /** The price before the sale, when the product is on sale. */
  originalPriceIncVat: number | null;
  published: boolean;
  /** Archived by staff: hidden from the shop, and listed only when the filter asks for archived products. */
  archived: boolean;
  createdAt: Date;
}

/** A row as read, before its category's path is added. */
type ListedRow = Omit<StaffProductListEntry, "categoryPath"> & { categoryId: number };

/** A page of the list, how many products match in all, and the cursors of the pages either side. */
export interface StaffProductListPage {
  rows: StaffProductListEntry[];
  total: number;
  /** Pass as `after` for the next page; null on the last one. */
  nextCursor: number | null;
  /** Pass as `before` for the page before; null on the first one. */
  previousCursor: number | null;
  /** The currency the prices are in (the shop's default). */
  currencyCode: string;
}

/** What the list reads besides the query: the member's locale, the default price list, the low-stock threshold. */
export interface StaffProductListScope {
  locale: ShopLocale;
  priceListId: number;
  currencyCode: string;
  lowStockThreshold: number;
}

/** `%` and `_` are LIKE's wildcards: a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The shop locale a product is named in when it has no name in `locale`. */
const otherLocaleThan = (locale: ShopLocale) => shopLocales.find((candidate) => candidate !== locale)!;

/** A product's name in the member's locale, and in the other one for products without it. */
const ownName = alias(productTranslations, "own_name");
const otherName = alias(productTranslations, "other_name");

/** The name a product is listed under: its own, else the other locale's, else its unique name. */
const listedName = sql<string>`coalesce(${ownName.name}, ${otherName.name}, ${products.uniqueName})`;

/**
 * Products whose name (as listed), unique name or a part number contains the text. Each part is
 * its own select so each uses its own trigram index (0013); one OR across three tables could not.
 */
function searchMatches(search: string, locale: ShopLocale): SQL {
  const pattern = likePattern(search);
  const named = sql`select 1 from ${productTranslations} own where own.product_id = ${productTranslations.productId} and own.locale = ${locale}`;
  return sql`${products.id} in (
    select ${productTranslations.productId} from ${productTranslations}
      where ${foldedText(productTranslations.name)} like ${foldedText(sql`${pattern}`)}
        and (${productTranslations.locale} = ${locale} or (${productTranslations.locale} = ${otherLocaleThan(locale)} and not exists (${named})))
    union all select ${products.id} from ${products} where ${products.uniqueName} like ${foldedText(sql`${pattern}`)}
    union all select ${variants.productId} from ${variants} where ${variants.partNo} ilike ${pattern})`;
}

/** The category and every category under it. */
const categoryAndBelow = (categoryId: number) =>
  sql`${products.categoryId} in (with recursive tree(id) as (
    select ${categoryId}::int union all select c.id from ${categories} c join tree on c.parent_id = tree.id
  ) select id from tree)`;

/** The filter as conditions on the product, its translation and (for the stock state) its stock. */
function filterConditions(
  query: ParsedStaffProductListQuery,
  scope: StaffProductListScope,
  stock: ProductStockColumns,
) {
  return and(
    query.search ? searchMatches(query.search, scope.locale) : undefined,
    query.categoryId === undefined ? undefined : categoryAndBelow(query.categoryId),
    query.brandId === undefined ? undefined : eq(products.manufacturerId, query.brandId),
    query.flagId === undefined
      ? undefined
      : sql`exists (select 1 from ${productFlags} where ${productFlags.productId} = ${products.id} and ${productFlags.flagId} = ${query.flagId})`,
    query.published === undefined ? undefined : eq(products.isActive, query.published === "published"),
    query.archived === "included"
      ? undefined
      : query.archived === "only"
        ? isNotNull(products.archivedAt)
        : isNull(products.archivedAt),
    query.stock === undefined ? undefined : stockStateIs(stock, scope.lowStockThreshold, query.stock),
  );
}

/**
 * Each sort's key, the product id breaking ties (names and dates repeat), all in one direction so
 * a row comparison pages it; the cursor's own key is read back in SQL by its id.
 */
function sortKeys(
  db: Database,
  query: ParsedStaffProductListQuery,
  scope: StaffProductListScope,
  stock: ProductStockColumns,
  cursorStock: (productId: number) => number,
) {
  if (query.sort === "newest")
    return {
      direction: "desc" as const,
      keys: [products.createdAt, products.id],
      keysOf: (cursor: number) => sql`(select created_at, id from ${products} where id = ${cursor})`,
    };
  if (query.sort === "stock")
    return {
      direction: "asc" as const,
      keys: [stock.totalStock, products.id],
      // The cursor's stock as the sort saw it: from the same summaries, not read again.
      keysOf: (cursor: number) => sql`(${cursorStock(cursor)}::int, ${cursor}::int)`,
    };
  return {
    direction: "asc" as const,
    // A name may come from either locale, so the name order is sorted rather than read off one locale's index.
    keys: [listedName, products.id],
    keysOf: (cursor: number) =>
      sql`(${joinNames(db.select({ name: listedName, id: products.id }).from(products).$dynamic(), scope.locale).where(
        eq(products.id, cursor),
      )})`,
  };
}

/** Joins each product's name in the locale and in the other one (see `listedName`). */
const joinNames = <Query extends PgSelect>(query: Query, locale: ShopLocale) =>
  query
    .leftJoin(ownName, and(eq(ownName.productId, products.id), eq(ownName.locale, locale)))
    .leftJoin(otherName, and(eq(otherName.productId, products.id), eq(otherName.locale, otherLocaleThan(locale))));

/** Each category's names from the top of the tree down, in the locale. */
async function readCategoryPaths(db: Database, categoryIds: number[], locale: ShopLocale) {
  if (categoryIds.length === 0) return new Map<number, string[]>();
  const rows = await selectRows<{ id: number; path: string[] }>(
    db,
    sql`with recursive up(start_id, id, depth) as (
      select id, id, 0 from ${categories} where id = any(${sql.param(categoryIds)}::int[])
      union all select up.start_id, c.parent_id, up.depth + 1 from up join ${categories} c on c.id = up.id where c.parent_id is not null
    )
    select up.start_id as id, array_agg(ct.name order by up.depth desc) as path
    from up join ${categoryTranslations} ct on ct.category_id = up.id and ct.locale = ${locale}
    group by up.start_id`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.path]));
}

/**
 * Products matching the filter in the asked order, `limit` at a time after `after` or before
 * `before`, with how many match in all. A product is listed under its name in the member's
 * locale, or the other shop locale's when it has none in theirs (marked by `nameLocale`).
 */
export async function listStaffProducts(
  db: Database,
  stockSummaries: StockSummaries,
  query: ParsedStaffProductListQuery,
  scope: StaffProductListScope,
): Promise<StaffProductListPage> {
  // Sorting or filtering by stock needs every product's stock: this process's summaries. Otherwise
  // the list reads it live, product by product, for the rows of the page.
  const summaries = query.sort === "stock" || query.stock !== undefined ? await stockSummaries.read() : undefined;
  const stockSource = summaries ? stockFromSummaries(summaries) : stockPerProduct();
  const stock = stockSource.columns;
  const price = listPriceOf(products.id, scope.priceListId);
  const filter = filterConditions(query, scope, stock);
  const { direction, keys, keysOf } = sortKeys(
    db,
    query,
    scope,
    stock,
    (productId) => summaries?.get(productId)?.totalStock ?? 0,
  );
  const backwards = query.before !== undefined;
  const cursor = query.before ?? query.after;
  // Going back reads the page before the cursor in reverse order, then turns it round.
  const ascending = (direction === "asc") !== backwards;
  const page = and(
    filter,
    cursor === undefined
      ? undefined
      : sql`(${sql.join(keys, sql`, `)}) ${ascending ? sql`>` : sql`<`} ${keysOf(cursor)}`,
  );
  const columns = {
    id: products.id,
    uniqueName: products.uniqueName,
    name: listedName,
    nameLocale: sql<ShopLocale | null>`case when ${ownName.name} is not null then ${scope.locale}::text when ${otherName.name} is not null then ${otherLocaleThan(scope.locale)}::text end`,
    brand: manufacturers.name,
    categoryId: products.categoryId,
    imageKey: firstImageSql(products.id),
    variantCount: stock.variantCount,
    totalStock: stock.totalStock,
    stockState: stockStateSql(stock, scope.lowStockThreshold),
    priceIncVat: price.priceIncVat,
    originalPriceIncVat: price.originalPriceIncVat,
    published: products.isActive,
    archived: sql<boolean>`${products.archivedAt} is not null`,
    createdAt: products.createdAt,
  };
  const order = ascending ? asc : desc;
  const counting = db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .$dynamic();
  const [read, [counted]] = await readSideBySide<[ListedRow[], { total: number }[]]>(db, [
    () =>
      stockSource
        .join(
          joinNames(db.select(columns).from(products).$dynamic(), scope.locale)
            .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
            .leftJoinLateral(price, sql`true`)
            .$dynamic(),
        )
        .where(page)
        .orderBy(...keys.map((key) => order(key)))
        .limit(query.limit + 1),
    // The count reads stock only when the filter asks about it.
    () => (query.stock ? stockSource.join(counting) : counting).where(filter),
  ]);
  const more = read.length > query.limit;
  const shown = more ? read.slice(0, query.limit) : read;
  if (backwards) shown.reverse();
  const paths = await readCategoryPaths(db, [...new Set(shown.map((row) => row.categoryId))], scope.locale);
  const rows = shown.map(({ categoryId, ...row }) => ({ ...row, categoryPath: paths.get(categoryId) ?? [] }));
  const [first, last] = [rows[0], rows.at(-1)];
  return {
    rows,
    total: counted!.total,
    // Forwards, the cursor itself lies before this page; backwards, after it.
    nextCursor: (backwards ? rows.length > 0 : more) ? last!.id : null,
    previousCursor: (backwards ? more : cursor !== undefined && rows.length > 0) ? first!.id : null,
    currencyCode: scope.currencyCode,
  };
}
