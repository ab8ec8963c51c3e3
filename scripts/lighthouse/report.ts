import { percentile } from "../bench/percentile.ts";
import { printVerdicts, row, type Verdict, whole } from "../bench/report-table.ts";
import { auditedCategories, type PageAudit } from "./audit-page.ts";

/** Issue 18's targets for every audited page. */
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;

/** The run with the median performance score (the lower middle of an even number). */
function medianRun(runs: readonly PageAudit[]): PageAudit {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Prints each page's median run and the targets; answers whether every page met them. */
export function printLighthouseReport(pages: { name: string; path: string; runs: PageAudit[] }[]): boolean {
  const widths = [14, 6, 6, 6, 6, 8, 8, 7, 6, 8, 12];
  console.log(
    `\n${row(["page", "perf", "a11y", "bp", "seo", "LCP ms", "FCP ms", "TBT ms", "CLS", "JS kB", "perf runs"], widths)}`,
  );
  const verdicts: Verdict[] = [];
  for (const page of pages) {
    const median = medianRun(page.runs);
    console.log(
      row(
        [
          page.name,
          ...auditedCategories.map((id) => String(median.scores[id])),
          whole(median.lcpMs),
          whole(median.fcpMs),
          whole(median.tbtMs),
          median.cls.toFixed(3),
          median.scriptKb.toFixed(0),
          page.runs.map((run) => run.scores.performance).join("/"),
        ],
        widths,
      ),
    );
    const missed = auditedCategories.filter((id) => median.scores[id] < targets[id]);
    verdicts.push([
      missed.length === 0,
      `${page.name}: performance ≥ ${targets.performance}, the rest 100`,
      missed.length === 0
        ? auditedCategories.map((id) => median.scores[id]).join("/")
        : `${missed.map((id) => `${id} ${median.scores[id]}`).join(", ")}${median.failing.length > 0 ? `; failing: ${median.failing.join(", ")}` : ""}`,
    ]);
  }
  console.log(
    `(the run with the median performance score; LCP p50 over all runs ${whole(
      percentile(
        pages.flatMap((page) => page.runs.map((run) => run.lcpMs)),
        50,
      ),
    )} ms)`,
  );
  return printVerdicts("Targets (issue 18, Lighthouse mobile)", verdicts);
}
