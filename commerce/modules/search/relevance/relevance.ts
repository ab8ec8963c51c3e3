/**
 * Issue 19's relevance suite: shoppers' searches, each with the products a shopper means, run through
 * the storefront's own listing call against the demo catalogue and scored as precision at 5 and recall.
 */

import type { ShopLocale } from "#commerce/locale.ts";
import type { CatalogueService, CategoryNode } from "../../catalogue/index.ts";
import type { PricingService } from "../../pricing/index.ts";
import { emptyFilters } from "../filter-text.ts";
import type { SearchService } from "../service.ts";

/** What search must reach, per group of queries and locale; the engine is tuned against these. */
export const relevanceTargets = {
  /** Mean share of the first five results (fewer when fewer products are meant) that are meant. */
  precisionAt5: 0.9,
  /** Mean share of the meant products that are found at all. */
  recall: 0.9,
  /** Queries that show a product that must not appear. */
  queriesWithAbsentProducts: 0,
  /** Searches for what the shop does not sell that find anything. */
  noResultQueriesWithResults: 0,
} as const;

/** How large the suite must stay, so that a group's mean is not one or two queries' luck. */
export const relevanceSuiteSize = { queriesPerLocale: 60, queriesPerGroup: 6 } as const;

/** The kinds of searches, each a way shoppers type. */
export const queryGroups = [
  "inflection",
  "compound",
  "typo",
  "diacritics",
  "multi-word",
  "brand",
  "category",
  "description",
  "no-result",
] as const;
export type QueryGroup = (typeof queryGroups)[number];

/**
 * Which products a shopper means, in the catalogue's own words rather than product ids, which the
 * seed may renumber. Words compare case-insensitively but with their å, ä and ö, as the catalogue spells them.
 */
export type ProductTest =
  /** The name has this word, or these words in a row: a noun ("Dunjacka", "Down Jacket") or a model ("Åre"). */
  | { name: string }
  /** A word of the name ends with this: the head of a Swedish compound ("jacka" in Dunjacka and Regnjacka). */
  | { nameEnds: string }
  | { brand: string }
  /** The product's category or one above it has this name. */
  | { category: string }
  /** One of the product's variants has this colour. */
  | { colour: string }
  | { material: string }
  /** The description has this word, or these words in a row (UV-skydd is two words, uv and skydd). */
  | { description: string }
  | { allOf: ProductTest[] }
  | { anyOf: ProductTest[] }
  | { not: ProductTest };

/** One search as a shopper types it, and what it must show. */
export type RelevanceQuery =
  | {
      group: Exclude<QueryGroup, "no-result">;
      query: string;
      /** The products meant: they fill the first results, and every one of them is found. */
      first: ProductTest;
      /**
       * Products that must not appear at all. Left out only where no product can be ruled out
       * (every product has a word that may count as one of the search's).
       */
      absent?: ProductTest;
    }
  | { group: "no-result"; query: string };

/** A product as the judge sees it, in one locale. */
interface JudgedProduct {
  id: number;
  name: string;
  brand: string | null;
  /** Category names from the top category down to the product's own. */
  categories: string[];
  colours: string[];
  /** The values of the product's attributes, which in the demo shop are its materials. */
  materials: string[];
  /** The words of its description, lower-cased, punctuation left out. */
  description: string[];
}

/** How one search did. Scores are undefined for a no-result query, which passes when nothing is found. */
export interface QueryOutcome {
  locale: ShopLocale;
  query: RelevanceQuery;
  itemCount: number;
  /** The names of the first five results, to show what went wrong. */
  firstNames: string[];
  precisionAt5?: number;
  recall?: number;
  /** The names of the shown products that must not appear. */
  absentShown: string[];
  passed: boolean;
}

export interface GroupSummary {
  locale: ShopLocale;
  group: QueryGroup | "all";
  queries: number;
  meanPrecisionAt5?: number;
  meanRecall?: number;
  /** Queries with P@5 or recall below 1, an absent product shown, or, for no-result queries, any result. */
  failing: number;
  withAbsentProducts: number;
}

export interface RelevanceReport {
  /** Mistakes in the queries rather than the engine (see findSuiteDefects); the scores mean nothing until there are none. */
  defects: { locale: ShopLocale; problem: string }[];
  outcomes: QueryOutcome[];
  /** Per locale, one summary per group and one for all its queries. */
  summaries: GroupSummary[];
  /** The summaries as a table for the console. */
  table: string;
}

/** The storefront's search page size, the most one listing call returns. */
const pageSize = 100;
const precisionDepth = 5;

/** What the engine's services are needed for: the storefront's search call and the products' texts. */
export interface RelevanceShop {
  search: Pick<SearchService, "listProducts">;
  catalogue: Pick<
    CatalogueService,
    "getCategoryTree" | "listProductNames" | "countActiveProducts" | "getProductByUniqueName"
  >;
  pricing: Pick<PricingService, "getDefaultCurrency">;
}

/** Runs every locale's queries as the storefront's search does and scores them against the catalogue. */
export async function runRelevanceSuite(
  shop: RelevanceShop,
  suites: Record<ShopLocale, readonly RelevanceQuery[]>,
): Promise<RelevanceReport> {
  const { priceListId } = await shop.pricing.getDefaultCurrency();
  const defects: RelevanceReport["defects"] = [];
  const outcomes: QueryOutcome[] = [];
  for (const [locale, queries] of Object.entries(suites) as [ShopLocale, readonly RelevanceQuery[]][]) {
    const products = await readJudgedProducts(shop, locale, priceListId);
    const catalogue = [...products.values()];
    defects.push(...findSuiteDefects(queries, catalogue).map((problem) => ({ locale, problem })));
    for (const query of queries) {
      const { items, itemCount } = await shop.search.listProducts(
        { locale, priceListId, searchString: query.query, sort: "relevance", pageSize },
        emptyFilters(),
      );
      const shown = items.map((item) => {
        const product = products.get(item.id);
        if (!product)
          throw new Error(`${locale} "${query.query}" found ${item.name}, which the catalogue did not list`);
        return product;
      });
      outcomes.push(judgeQuery(locale, query, shown, itemCount, catalogue));
    }
  }
  const summaries = Object.keys(suites).flatMap((locale) =>
    summarise(outcomes.filter((outcome) => outcome.locale === locale)),
  );
  return { defects, outcomes, summaries, table: formatRelevanceTable(summaries) };
}

/** Every active product with its name, brand, category trail, colours, materials and description, read through the catalogue. */
async function readJudgedProducts(
  shop: Pick<RelevanceShop, "catalogue">,
  locale: ShopLocale,
  priceListId: number,
): Promise<Map<number, JudgedProduct>> {
  const trails = categoryTrails(await shop.catalogue.getCategoryTree(locale));
  const uniqueNames = await shop.catalogue.listProductNames(1, await shop.catalogue.countActiveProducts());
  const products = new Map<number, JudgedProduct>();
  for (const uniqueName of uniqueNames) {
    const detail = await shop.catalogue.getProductByUniqueName(locale, uniqueName, priceListId);
    if (!detail) continue;
    products.set(detail.id, {
      id: detail.id,
      name: detail.name,
      brand: detail.brand,
      categories: trails.get(detail.categoryId) ?? [],
      colours: [
        ...new Set(
          detail.variants.flatMap((variant) => variant.values.filter((v) => v.code === "color").map((v) => v.name)),
        ),
      ],
      materials: detail.attributes.flatMap((attribute) => attribute.values),
      description: textWordsOf(detail.description),
    });
  }
  return products;
}

function categoryTrails(nodes: readonly CategoryNode[], above: string[] = []): Map<number, string[]> {
  const trails = new Map<number, string[]>();
  for (const node of nodes) {
    const trail = [...above, node.name];
    trails.set(node.id, trail);
    for (const [id, below] of categoryTrails(node.children, trail)) trails.set(id, below);
  }
  return trails;
}

const lower = (text: string) => text.toLocaleLowerCase("sv-SE");
const wordsOf = (text: string) => lower(text).split(/\s+/).filter(Boolean);
const same = (a: string | null, b: string) => a !== null && lower(a) === lower(b);
/** The words of running text, without its punctuation: "Vattentät, med UV-skydd." is vattentät, med, uv, skydd. */
const textWordsOf = (text: string) =>
  lower(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
/** Whether `words` has `phrase`'s words in a row. */
const hasInARow = (words: readonly string[], phrase: readonly string[]) =>
  words.some((_, start) => phrase.every((word, offset) => words[start + offset] === word));

/** Whether a product is one the test describes. */
function matchesTest(product: JudgedProduct, test: ProductTest): boolean {
  if ("name" in test) return hasInARow(wordsOf(product.name), wordsOf(test.name));
  if ("nameEnds" in test) return wordsOf(product.name).some((word) => word.endsWith(lower(test.nameEnds)));
  if ("brand" in test) return same(product.brand, test.brand);
  if ("category" in test) return product.categories.some((category) => same(category, test.category));
  if ("colour" in test) return product.colours.some((colour) => same(colour, test.colour));
  if ("material" in test) return product.materials.some((material) => same(material, test.material));
  if ("description" in test) return hasInARow(product.description, textWordsOf(test.description));
  if ("allOf" in test) return test.allOf.every((part) => matchesTest(product, part));
  if ("anyOf" in test) return test.anyOf.some((part) => matchesTest(product, part));
  return !matchesTest(product, test.not);
}

/** A test in words, for the list of failing queries. */
function describeTest(test: ProductTest): string {
  if ("name" in test) return `name has "${test.name}"`;
  if ("nameEnds" in test) return `a name word ends in "${test.nameEnds}"`;
  if ("brand" in test) return `brand ${test.brand}`;
  if ("category" in test) return `in ${test.category}`;
  if ("colour" in test) return `colour ${test.colour}`;
  if ("material" in test) return `material ${test.material}`;
  if ("description" in test) return `description has "${test.description}"`;
  if ("allOf" in test) return `(${test.allOf.map(describeTest).join(" and ")})`;
  if ("anyOf" in test) return `(${test.anyOf.map(describeTest).join(" or ")})`;
  return `not ${describeTest(test.not)}`;
}

/**
 * Scores one search. Precision at 5 is the share of the first min(5, meant) results that are meant;
 * recall the share of the meant products among the (at most 100) shown. With more than 100 meant,
 * the first 100 should all be meant and the count should cover them: recall is the lower of the two.
 */
function judgeQuery(
  locale: ShopLocale,
  query: RelevanceQuery,
  shown: readonly JudgedProduct[],
  itemCount: number,
  catalogue: readonly JudgedProduct[],
): QueryOutcome {
  const firstNames = shown.slice(0, precisionDepth).map((product) => product.name);
  if (query.group === "no-result") {
    return { locale, query, itemCount, firstNames, absentShown: [], passed: itemCount === 0 };
  }
  const isMeant = (product: JudgedProduct) => matchesTest(product, query.first);
  const meant = catalogue.filter(isMeant).length;
  const depth = Math.min(precisionDepth, meant);
  const precisionAt5 = depth === 0 ? 0 : shown.slice(0, depth).filter(isMeant).length / depth;
  const found = shown.filter(isMeant).length;
  const recall = meant === 0 ? 0 : meant > pageSize ? Math.min(found / pageSize, itemCount / meant, 1) : found / meant;
  const absent = query.absent;
  const absentShown = absent ? shown.filter((product) => matchesTest(product, absent)).map((p) => p.name) : [];
  const passed = precisionAt5 === 1 && recall === 1 && absentShown.length === 0;
  return { locale, query, itemCount, firstNames, precisionAt5, recall, absentShown, passed };
}

/**
 * Mistakes in the queries rather than the engine: a query meaning no product of the catalogue, or
 * calling the same product both meant and absent. Each is a sentence naming the query.
 */
function findSuiteDefects(queries: readonly RelevanceQuery[], catalogue: readonly JudgedProduct[]): string[] {
  return queries.flatMap((query) => {
    if (query.group === "no-result") return [];
    const meant = catalogue.filter((product) => matchesTest(product, query.first));
    const absent = query.absent;
    const both = absent ? meant.filter((product) => matchesTest(product, absent)) : [];
    return [
      ...(meant.length === 0 ? [`"${query.query}" means no product: ${describeTest(query.first)}`] : []),
      ...(both.length > 0 ? [`"${query.query}" has ${both[0]!.name} both first and absent`] : []),
    ];
  });
}

const mean = (values: number[]) =>
  values.length === 0 ? undefined : values.reduce((sum, value) => sum + value, 0) / values.length;

function summarise(outcomes: readonly QueryOutcome[]): GroupSummary[] {
  const locale = outcomes[0]?.locale;
  if (!locale) return [];
  const summary = (group: GroupSummary["group"], members: readonly QueryOutcome[]): GroupSummary => ({
    locale,
    group,
    queries: members.length,
    meanPrecisionAt5: mean(members.flatMap((outcome) => outcome.precisionAt5 ?? [])),
    meanRecall: mean(members.flatMap((outcome) => outcome.recall ?? [])),
    failing: members.filter((outcome) => !outcome.passed).length,
    withAbsentProducts: members.filter((outcome) => outcome.absentShown.length > 0).length,
  });
  return [
    ...queryGroups.map((group) =>
      summary(
        group,
        outcomes.filter((outcome) => outcome.query.group === group),
      ),
    ),
    summary("all", outcomes),
  ];
}

/** The summaries as an aligned plain-text table, one row per locale and group. */
function formatRelevanceTable(summaries: readonly GroupSummary[]): string {
  const score = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(2));
  const rows = [
    ["locale", "group", "queries", "P@5", "recall", "failing", "with absent"],
    ...summaries.map((s) => [
      s.locale,
      s.group,
      String(s.queries),
      score(s.meanPrecisionAt5),
      score(s.meanRecall),
      String(s.failing),
      String(s.withAbsentProducts),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** One failing query on a few lines: its scores, what it meant, and what came first instead. */
export function describeFailure(outcome: QueryOutcome): string {
  const { query } = outcome;
  const scores =
    outcome.precisionAt5 === undefined
      ? `${outcome.itemCount} found`
      : `P@5 ${outcome.precisionAt5.toFixed(2)}, recall ${outcome.recall!.toFixed(2)}, ${outcome.itemCount} found`;
  const lines = [`${outcome.locale} ${query.group} "${query.query}": ${scores}`];
  if (query.group !== "no-result") {
    lines.push(
      `    meant: ${describeTest(query.first)}${query.absent ? `; absent: ${describeTest(query.absent)}` : ""}`,
    );
  }
  if (outcome.absentShown.length > 0)
    lines.push(`    absent but shown: ${outcome.absentShown.slice(0, 5).join(" | ")}`);
  lines.push(`    first 5: ${outcome.firstNames.join(" | ") || "(nothing)"}`);
  return lines.join("\n");
}
