import { sql } from "drizzle-orm";
import { type Database, selectRows } from "#commerce/db/client.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { parseStaffInput } from "#commerce/validation.ts";
import { readSetting } from "../settings/index.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import { createCatalogueCache, type CatalogueCache } from "./catalogue-cache.ts";
import type { CatalogueFeed } from "./catalogue-changes.ts";
import { categories } from "./schema.ts";
import { staffProductListInput, type StaffProductListQuery } from "./staff-product-inputs.ts";
import { listStaffProducts, type StaffProductListPage } from "./staff-product-list.ts";
import { createStockSummaries } from "./stock-summaries.ts";
import { getVocabulary } from "./vocabulary.ts";

/** The shop's default currency as pricing knows it (pricing caches it; it builds on the catalogue, not the other way). */
export type ReadDefaultCurrency = () => Promise<{ code: string; priceListId: number }>;

/** A category the product list's filter offers: every one, hidden ones too (marked), in tree order with its depth. */
export interface StaffCategoryChoice {
  id: number;
  name: string;
  depth: number;
  active: boolean;
}

/** What the product list's filters offer, in the member's language. */
export interface StaffProductFilterOptions {
  categories: StaffCategoryChoice[];
  brands: { id: number; name: string }[];
  flags: { id: number; name: string }[];
}

/** A page of the product list with what its filters offer: the page's one read. */
export type StaffProductListView = StaffProductListPage & { filterOptions: StaffProductFilterOptions };

/** Every category in tree order (siblings by their sort order), named in the locale or else the other shop locale. */
async function readCategoryChoices(db: Database, locale: ShopLocale): Promise<StaffCategoryChoice[]> {
  const other = shopLocales.find((candidate) => candidate !== locale)!;
  const rows = await selectRows<{ id: number; parent_id: number | null; name: string | null; active: boolean }>(
    db,
    sql`select c.id, c.parent_id, c.is_active as active,
          coalesce((select name from category_translations t where t.category_id = c.id and t.locale = ${locale}),
                   (select name from category_translations t where t.category_id = c.id and t.locale = ${other})) as name
        from ${categories} c order by c.sort_order, c.id`,
  );
  const childrenOf = new Map<number | null, typeof rows>();
  for (const row of rows) childrenOf.set(row.parent_id, [...(childrenOf.get(row.parent_id) ?? []), row]);
  const flatten = (parentId: number | null, depth: number): StaffCategoryChoice[] =>
    (childrenOf.get(parentId) ?? []).flatMap((row) => [
      { id: row.id, name: row.name ?? String(row.id), depth, active: row.active },
      ...flatten(row.id, depth + 1),
    ]);
  return flatten(null, 0);
}

/** The filters' choices from this process's cache: categories until one changes, brands and flags with the vocabulary. */
async function readFilterOptions(
  db: Database,
  cache: CatalogueCache,
  locale: ShopLocale,
): Promise<StaffProductFilterOptions> {
  const [categoryChoices, vocabulary] = await Promise.all([
    cache.get(`staff-categories|${locale}`, { kinds: ["category"] }, () => readCategoryChoices(db, locale)),
    getVocabulary(db, cache, locale),
  ]);
  return {
    categories: categoryChoices,
    brands: [...vocabulary.brands.values()].sort((a, b) => a.name.localeCompare(b.name, locale)),
    flags: [...vocabulary.flags.values()]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ id, name }) => ({ id, name })),
  };
}

/**
 * The catalogue as the back office reads it (every call needs `catalogue.manage`: owners and
 * managers). Input comes as a query string would carry it and is checked here: bad input is a
 * 400 naming its fields.
 */
export interface StaffCatalogueService {
  /**
   * A page of products matching the filter, named in `locale`, sorted by name, newest or stock (page
   * on with `after`/`before`), with what the filters offer: every category, brand and flag.
   */
  listProducts(actor: StaffActor, locale: ShopLocale, query: StaffProductListQuery): Promise<StaffProductListView>;
}

/** The back office's catalogue reads on one database, with this process's stock summaries following the catalogue feed. */
export function createStaffCatalogueService(
  db: Database,
  readDefaultCurrency: ReadDefaultCurrency,
  catalogueFeed: CatalogueFeed,
): StaffCatalogueService {
  const stockSummaries = createStockSummaries(db, catalogueFeed);
  const cache = createCatalogueCache(catalogueFeed);
  return {
    async listProducts(actor, locale, query) {
      requirePermission(actor, "catalogue.manage");
      const parsed = parseStaffInput(staffProductListInput, query, "query");
      const [currency, threshold] = await Promise.all([readDefaultCurrency(), readSetting(db, "lowStockThreshold")]);
      const [page, filterOptions] = await Promise.all([
        listStaffProducts(db, stockSummaries, parsed, {
          locale,
          priceListId: currency.priceListId,
          currencyCode: currency.code,
          lowStockThreshold: threshold.quantity,
        }),
        readFilterOptions(db, cache, locale),
      ]);
      return { ...page, filterOptions };
    },
  };
}
