import { openBenchCatalogue } from "./bench-catalogue.ts";
import { printCatalogueEditsReport } from "./catalogue-edits-report.ts";
import { type CpuStretch, measureCpuStretch, savingProcess } from "./edit-cpu.ts";
import { type EditRun, paceEdits } from "./edit-loop.ts";
import { checkAfterQuiet, type EditProbe, probeEdit, type QuietCheck } from "./edit-probe.ts";
import { type LoadFigures, startLoad } from "./listing-load.ts";
import { readListingUrls, unscopedListingPath } from "./listing-urls.ts";
import { type ShopProcess, startShopProcess } from "./shop-process.ts";
import { type EditableProduct, editKinds, productEditKinds } from "./edit-kinds.ts";
import { type StaffEditProcess, startStaffEditProcess } from "./staff-edit-client.ts";

export interface CatalogueEditsOptions {
  /** PostgreSQL: both server processes and the bench's back office share it. */
  databaseUrl: string;
  /** Edits a second, one phase each. */
  rates: number[];
  secondsPerPhase: number;
  warmupSeconds: number;
  connections: number;
  /** Rounds of visibility probes, each one edit of every kind. */
  probes: number;
}

/** One phase: the listing under load on process A while the back office edits at `rate` a second. */
export interface EditPhase {
  rate: number;
  listing: LoadFigures;
  edits: EditRun;
}

/** Everything the catalogue-edits run measured, for the report. */
export interface CatalogueEditsResult {
  options: CatalogueEditsOptions;
  activeProducts: number;
  listingUrl: string;
  /** Stretches without edits before and after the one with them. */
  cpu: { quiet: CpuStretch[]; busy: CpuStretch };
  warmup: EditPhase;
  phases: EditPhase[];
  probes: EditProbe[];
  probeListing: LoadFigures;
  quietChecks: QuietCheck[];
}

/** The edit rate of the CPU stretch: one change a second, as the target is put. */
const cpuEditRate = 1;
/** How long a probe waits for process B to show an edit before giving up. */
const probeTimeoutMs = 10_000;
/** How long process B is left alone after an edit before the quiet check asks it: the target's second. */
const quietMs = 1000;
/** Kinds the quiet check tries: a product card's text (caches) and a filter count (the facet index). */
const quietKinds = ["name", "flag"] as const;

/**
 * Issue 17's "the storefront follows at once": two server processes on one PostgreSQL database,
 * and the back office in a third (the engine signed in as the demo owner), so both servers learn of
 * every edit through the catalogue change feed. Measures the CPU an edit costs
 * each process, listing throughput on A with and without edits, and how soon B shows each kind of
 * edit. Returns whether every figure met its target.
 */
export async function runCatalogueEdits(options: CatalogueEditsOptions): Promise<boolean> {
  const catalogue = await openBenchCatalogue(options.databaseUrl);
  const started: ShopProcess[] = [];
  let staff: StaffEditProcess | undefined;
  try {
    staff = await startStaffEditProcess(options.databaseUrl, await catalogue.listLeafCategoryIds());
    const bench = staff;
    const a = await startShopProcess({ DATABASE_URL: options.databaseUrl }, unscopedListingPath);
    started.push(a);
    const b = await startShopProcess({ DATABASE_URL: options.databaseUrl }, unscopedListingPath);
    started.push(b);
    const requireBothRunning = () => {
      for (const [name, shop] of [
        ["A", a],
        ["B", b],
      ] as const)
        if (!shop.isRunning())
          throw new Error(`server process ${name} ended during the run (see above), so its figures would be void`);
    };

    const probed = options.probes * editKinds.length + quietKinds.length;
    const edited =
      cpuEditRate * options.secondsPerPhase +
      options.warmupSeconds +
      options.rates.reduce((sum, rate) => sum + Math.ceil(rate * options.secondsPerPhase), 0);
    const products = await catalogue.pickEditableProducts(probed + edited);
    if (products.length < probed + 1)
      throw new Error(
        `only ${products.length} products are published, priced and in stock; the probes need ${probed + 1}`,
      );
    // Probes watch their product's category, so each gets one no earlier edit moved.
    const probeProducts = products.slice(0, probed);
    const editProducts = products.slice(probed);
    let edits = 0;
    const editOnce = async () => {
      const index = edits++;
      const product = editProducts[index % editProducts.length]!;
      const plan = await bench.plan(productEditKinds[index % productEditKinds.length]!, product);
      const savedAt = performance.now();
      await plan.apply();
      return performance.now() - savedAt;
    };

    const listingUrl = (await readListingUrls(a.origin)).listProduct;
    const runPhase = async (rate: number, seconds: number): Promise<EditPhase> => {
      const load = startLoad(listingUrl, options.connections);
      const run = await paceEdits(rate, seconds, editOnce);
      const listing = await load.stop();
      requireBothRunning();
      return { rate, listing, edits: run };
    };
    console.log(
      `Warming up for ${options.warmupSeconds} s (listing load on A and 1 edit/s), then ${options.rates.length} listing phases of ${options.secondsPerPhase} s, CPU per edit (3 × ${options.secondsPerPhase} s) and ${options.probes} rounds of probes...`,
    );
    const warmup = await runPhase(1, options.warmupSeconds);

    const phases: EditPhase[] = [];
    for (const rate of options.rates) {
      phases.push(await runPhase(rate, options.secondsPerPhase));
      console.log(`  phase at ${rate} edits/s done`);
    }

    const subjects = [
      { name: "A", pid: a.pid, origin: a.origin },
      { name: "B", pid: b.pid, origin: b.origin },
      { name: savingProcess, pid: bench.pid },
    ];
    const quietBefore = await measureCpuStretch(subjects, options.secondsPerPhase, 0, editOnce);
    const busy = await measureCpuStretch(subjects, options.secondsPerPhase, cpuEditRate, editOnce);
    const quietAfter = await measureCpuStretch(subjects, options.secondsPerPhase, 0, editOnce);
    requireBothRunning();
    console.log("  CPU per edit measured");

    let nextProbeProduct = 0;
    const probeProduct = (): EditableProduct => probeProducts[nextProbeProduct++]!;
    const probeLoad = startLoad(listingUrl, options.connections);
    const probes: EditProbe[] = [];
    for (let round = 0; round < options.probes; round += 1)
      for (const kind of editKinds)
        probes.push(await probeEdit(await bench.plan(kind, probeProduct()), b.origin, probeTimeoutMs));
    const probeListing = await probeLoad.stop();
    const quietChecks: QuietCheck[] = [];
    for (const kind of quietKinds)
      quietChecks.push(await checkAfterQuiet(await bench.plan(kind, probeProduct()), b.origin, quietMs));
    requireBothRunning();

    return printCatalogueEditsReport({
      options,
      activeProducts: await catalogue.countActiveProducts(),
      listingUrl,
      cpu: { quiet: [quietBefore, quietAfter], busy },
      warmup,
      phases,
      probes,
      probeListing,
      quietChecks,
    });
  } finally {
    for (const shop of started) await shop.stop();
    await staff?.close();
    await catalogue.close();
  }
}
