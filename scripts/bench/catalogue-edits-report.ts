import type { CatalogueEditsResult, EditPhase } from "./catalogue-edits.ts";
import { cpuMsPerSecond, cpuPerEdit, savingProcess } from "./edit-cpu.ts";
import type { EditRun } from "./edit-loop.ts";
import { percentile } from "./percentile.ts";
import { bestListing, change, listingCells, printVerdicts, row, type Verdict, whole } from "./report-table.ts";
import { editKinds } from "./edit-kinds.ts";

/** Issue 17's targets, at 100,000 products on PostgreSQL. */
const targets = {
  cpuMsPerEdit: 50,
  visibilityMs: 1000,
  listingChangePercent: 10,
  busyRate: 1,
};

const oneDecimal = (value: number | undefined) => (value === undefined ? "—" : value.toFixed(1));

function printCpu(result: CatalogueEditsResult) {
  const { quiet, busy } = result.cpu;
  const perEdit = cpuPerEdit(quiet, busy);
  const widths = [16, 14, 16, 16];
  console.log(
    `\nCPU per product edit (${busy.edits?.saved ?? 0} edits at 1/s over ${whole(busy.wallMs / 1000)} s, less as long without edits, measured before and after; a listing heartbeat every 100 ms to A and B throughout)`,
  );
  console.log(row(["process", "quiet ms/s", "with edits ms/s", "per edit ms"], widths));
  for (const name of Object.keys(busy.cpuMs))
    console.log(
      row(
        [
          name,
          oneDecimal(cpuMsPerSecond(quiet, name)),
          oneDecimal(cpuMsPerSecond([busy], name)),
          oneDecimal(perEdit[name]),
        ],
        widths,
      ),
    );
  console.log(
    `(A and B learn of each edit through the change feed; "${savingProcess}" is the process whose engine saves it, with its own facet index: it also plans each edit, reading the product as the editor opens it)`,
  );
}

const quietListing = (result: CatalogueEditsResult) =>
  bestListing(result.phases.filter((phase) => phase.rate === 0).map((phase) => phase.listing));

function printListing(result: CatalogueEditsResult) {
  const base = quietListing(result);
  const widths = [10, 8, 8, 8, 8, 8, 7, 7, 9];
  console.log(
    `\nListing on process A (${result.options.connections} connections): ${result.listingUrl.replace(/^http:\/\/[^/]+/, "")}`,
  );
  console.log(row(["edits/s", "req/s", "change", "p50 ms", "p99 ms", "change", "errors", "edits", "save p99"], widths));
  const labelled: [string, EditPhase][] = [
    ["warm-up", result.warmup],
    ...result.phases.map((phase): [string, EditPhase] => [String(phase.rate), phase]),
  ];
  for (const [label, { rate, listing, edits }] of labelled) {
    const against = rate === 0 || label === "warm-up" ? undefined : base;
    console.log(
      row(
        [
          label,
          ...listingCells(listing, against),
          `${edits.saved}/${edits.planned}`,
          whole(percentile(edits.saveMs, 99)),
        ],
        widths,
      ),
    );
  }
}

function printProbes(result: CatalogueEditsResult) {
  const widths = [12, 7, 10, 10, 10];
  console.log(
    "\nEdits seen by process B (from the save's answer to B's first answer showing it; B polled every 10 ms, A under listing load):",
  );
  console.log(row(["edit", "probes", "p50 ms", "max ms", "not seen"], widths));
  for (const kind of editKinds) {
    const probes = result.probes.filter((probe) => probe.kind === kind);
    const delays = probes.flatMap((probe) => (probe.delayMs === undefined ? [] : [probe.delayMs]));
    console.log(
      row(
        [
          kind,
          probes.length,
          whole(percentile(delays, 50)),
          whole(percentile(delays, 100)),
          probes.length - delays.length,
        ],
        widths,
      ),
    );
  }
  for (const probe of result.probes.filter((probe) => probe.failure))
    console.log(`  NOT SEEN (${probe.kind}): ${probe.failure}`);
  const { requestsPerSecond, p99Ms } = result.probeListing;
  console.log(`  meanwhile the listing on A: ${whole(requestsPerSecond)} req/s, p99 ${p99Ms} ms`);
  console.log("\nProcess B left alone for 1 s after an edit, then asked once:");
  for (const check of result.quietChecks)
    console.log(
      `  ${check.kind.padEnd(11)} ${check.shown ? "shown" : `NOT SHOWN${check.failure ? `: ${check.failure}` : " (it answered from before the edit)"}`}`,
    );
}

function printEditFailures(runs: EditRun[]) {
  const failures = new Map<string, number>();
  for (const run of runs)
    for (const [reason, count] of run.failures) failures.set(reason, (failures.get(reason) ?? 0) + count);
  if (failures.size === 0) return;
  console.log(`\nEDITS FAILED:`);
  for (const [reason, count] of [...failures].sort((x, y) => y[1] - x[1]).slice(0, 8))
    console.log(`  ${count} × ${reason}`);
}

function verdicts(result: CatalogueEditsResult, runs: EditRun[]): Verdict[] {
  const perEdit = cpuPerEdit(result.cpu.quiet, result.cpu.busy);
  const shopCosts = (["A", "B"] as const).map((name) => perEdit[name]);
  const idle = quietListing(result);
  const busy = result.phases.find((phase) => phase.rate === targets.busyRate)?.listing;
  const throughputLoss =
    idle && busy && ((idle.requestsPerSecond - busy.requestsPerSecond) / idle.requestsPerSecond) * 100;
  const p99Growth = idle && busy && ((busy.p99Ms - idle.p99Ms) / idle.p99Ms) * 100;
  const delays = result.probes.map((probe) => probe.delayMs ?? Number.POSITIVE_INFINITY);
  const slowest = Math.max(...delays);
  const failedEdits = runs.reduce((sum, run) => sum + run.planned - run.saved, 0);
  return [
    [
      shopCosts.some((cost) => cost === undefined)
        ? undefined
        : shopCosts.every((cost) => cost! < targets.cpuMsPerEdit),
      `CPU per product edit < ${targets.cpuMsPerEdit} ms in each shop process`,
      `A ${oneDecimal(shopCosts[0])} ms, B ${oneDecimal(shopCosts[1])} ms (${savingProcess} ${oneDecimal(perEdit[savingProcess])} ms)`,
    ],
    [
      throughputLoss === undefined || p99Growth === undefined
        ? undefined
        : throughputLoss <= targets.listingChangePercent && p99Growth <= targets.listingChangePercent,
      `listing at ${targets.busyRate} edit/s within ${targets.listingChangePercent}% of none`,
      throughputLoss === undefined || p99Growth === undefined
        ? `not measured (needs phases at 0 and ${targets.busyRate}/s)`
        : `req/s ${change(busy!.requestsPerSecond, idle!.requestsPerSecond)}, p99 ${change(busy!.p99Ms, idle!.p99Ms)}`,
    ],
    [
      delays.length === 0 ? undefined : slowest <= targets.visibilityMs,
      `every kind of edit seen by another process ≤ ${targets.visibilityMs} ms`,
      delays.length === 0
        ? "not measured (--probes 0)"
        : `slowest ${Number.isFinite(slowest) ? `${whole(slowest)} ms` : "never"}`,
    ],
    [
      result.quietChecks.every((check) => check.shown),
      `a process left alone shows an edit ${targets.visibilityMs} ms after it`,
      result.quietChecks.map((check) => `${check.kind} ${check.shown ? "shown" : "NOT shown"}`).join(", "),
    ],
    [failedEdits === 0, "every edit saved", `${whole(failedEdits)} failed`],
  ];
}

/** Prints the run's figures and the verdict on each target; answers whether all were met. */
export function printCatalogueEditsReport(result: CatalogueEditsResult): boolean {
  console.log(
    `\nCatalogue edits: ${whole(result.activeProducts)} active products, ${result.options.secondsPerPhase} s per phase, after a ${result.options.warmupSeconds} s warm-up`,
  );
  printCpu(result);
  printListing(result);
  printProbes(result);
  const runs = [
    result.warmup.edits,
    ...result.phases.map((phase) => phase.edits),
    ...(result.cpu.busy.edits ? [result.cpu.busy.edits] : []),
  ];
  printEditFailures(runs);
  return printVerdicts("Targets (issue 17)", verdicts(result, runs));
}
