/**
 * `npm run lighthouse`: Lighthouse (default mobile settings) on issue 18's pages of the demo shop,
 * served by the production build (`npm run build` first) on a fresh embedded database, with
 * Debian's Chromium. Each page is audited `--runs` times (3); the run with the median performance
 * score is reported. Prints the targets (performance ≥ 95; accessibility, best practices and SEO
 * 100) and exits 1 if one is missed.
 *
 *   npm run lighthouse [-- --runs 3 --origin http://127.0.0.1:3000]
 *     --origin audits a shop already running there instead of starting one.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startServer } from "#tests/e2e/server-process.ts";
import { openAuditor, type PageAudit } from "./lighthouse/audit-page.ts";
import { printLighthouseReport } from "./lighthouse/report.ts";
import { findShopPages } from "./lighthouse/shop-pages.ts";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" }, origin: { type: "string" } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
  console.error(`--runs takes a whole number from 1 to 15, got "${values.runs}"`);
  process.exit(2);
}

const dataDir = values.origin ? undefined : mkdtempSync(join(tmpdir(), "butik-lighthouse-"));
const server = dataDir ? await startServer(dataDir) : undefined;
const origin = values.origin ?? server!.origin;
const locale = "sv-SE";
const auditor = await openAuditor(locale);
try {
  const pages = await findShopPages(origin, locale);
  console.log(`Lighthouse (mobile, ${locale}) on ${origin}, ${runs} runs a page, the median run reported...`);
  const audits: { name: string; path: string; runs: PageAudit[] }[] = [];
  for (const page of pages) {
    const pageRuns: PageAudit[] = [];
    // One audit first, not counted: the server's first render of a page fills its caches.
    await auditor.audit(`${origin}${page.path}`);
    for (let run = 0; run < runs; run += 1) pageRuns.push(await auditor.audit(`${origin}${page.path}`));
    audits.push({ ...page, runs: pageRuns });
    console.log(`  ${page.name} done`);
  }
  process.exitCode = printLighthouseReport(audits) ? 0 : 1;
} finally {
  await auditor.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
