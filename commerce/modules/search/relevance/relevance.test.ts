import { beforeAll, describe, expect, it } from "vitest";
import { withDemoShop } from "#tests/fixtures/demo-shop.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import { englishQueries } from "./queries-en.ts";
import { swedishQueries } from "./queries-sv.ts";
import {
  describeFailure,
  queryGroups,
  relevanceSuiteSize,
  relevanceTargets,
  runRelevanceSuite,
  type RelevanceQuery,
  type RelevanceReport,
} from "./relevance.ts";

const shop = withDemoShop();
const suites: Record<ShopLocale, RelevanceQuery[]> = { "sv-SE": swedishQueries, "en-GB": englishQueries };
let report: RelevanceReport;

beforeAll(() => shop.commerce.search.warmUp());
beforeAll(async () => {
  report = await runRelevanceSuite(shop.commerce, suites);
  const failures = report.outcomes.filter((outcome) => !outcome.passed).map(describeFailure);
  // eslint-disable-next-line no-console -- the table and the failing queries are what the engine is tuned by
  console.log(`${report.table}\n\nFailing queries (${failures.length}):\n${failures.join("\n")}`);
}, 120_000);

describe.each(shopLocales)("the %s relevance suite", (locale) => {
  it("is large enough for a group's mean to say something", () => {
    expect(suites[locale].length).toBeGreaterThanOrEqual(relevanceSuiteSize.queriesPerLocale);
    const smallGroups = queryGroups.filter(
      (group) => suites[locale].filter((query) => query.group === group).length < relevanceSuiteSize.queriesPerGroup,
    );
    expect(smallGroups).toEqual([]);
  });

  it("means products the catalogue has, never one both first and absent", () => {
    expect(report.defects.filter((defect) => defect.locale === locale).map((defect) => defect.problem)).toEqual([]);
  });

  it.each(queryGroups.filter((group) => group !== "no-result"))("meets the targets for %s queries", (group) => {
    const summary = report.summaries.find((candidate) => candidate.locale === locale && candidate.group === group)!;
    expect.soft(summary.meanPrecisionAt5, "mean P@5").toBeGreaterThanOrEqual(relevanceTargets.precisionAt5);
    expect.soft(summary.meanRecall, "mean recall").toBeGreaterThanOrEqual(relevanceTargets.recall);
    expect
      .soft(summary.withAbsentProducts, "queries showing an absent product")
      .toBeLessThanOrEqual(relevanceTargets.queriesWithAbsentProducts);
  });

  it("finds nothing for what the shop does not sell", () => {
    const found = report.outcomes
      .filter((outcome) => outcome.locale === locale && outcome.query.group === "no-result" && outcome.itemCount > 0)
      .map((outcome) => `${outcome.query.query}: ${outcome.firstNames.join(" | ")}`);
    expect(found.length, found.join("\n")).toBeLessThanOrEqual(relevanceTargets.noResultQueriesWithResults);
  });
});
