/**
 * `npm run bench -- --js`: issue 18's JavaScript budget. Opens each audited page (home, a category,
 * a product, an article, the store finder, the bag; in both locales) in Debian's Chromium against
 * the production build (`npm run build` first) on a fresh embedded database, waits until the page
 * has hydrated and the network is idle (so the blocks a story loads lazily count), and adds up the
 * JavaScript files it loaded: as files, gzipped (level 9, as the build precompresses them) and as
 * sent (brotli here). Prints the targets (product page ≤ 110 kB gzipped, content pages ≤ 100 kB)
 * and answers whether they were met.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import type { ShopLocale } from "#commerce/locale.ts";
import { startServer } from "#tests/e2e/server-process.ts";
import { chromiumFlags, chromiumPath } from "../chromium.ts";
import { findShopPages } from "../lighthouse/shop-pages.ts";
import { printVerdicts, row, type Verdict } from "./report-table.ts";

/** Issue 18's budgets, gzipped kB, by page name; the other pages are measured with no target. */
const budgets: Record<string, number> = { product: 110, home: 100, article: 100 };

/** The JavaScript one page loaded, in bytes. */
export interface PageScripts {
  files: number;
  bytes: number;
  gzipBytes: number;
  /** As the server sent it (Content-Encoding as negotiated), headers left out. */
  sentBytes: number;
}

/** Loads `url` in a fresh context and adds up the shop's own JavaScript files it fetched. */
export async function measurePageScripts(browser: Browser, url: string, locale: ShopLocale): Promise<PageScripts> {
  const context = await browser.newContext({ locale });
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const scripts = new Map<string, Promise<{ bytes: number; gzipBytes: number; sentBytes: number }>>();
    page.on("response", (response) => {
      const scriptUrl = new URL(response.url());
      if (scriptUrl.origin !== origin || !/\.m?js$/.test(scriptUrl.pathname) || scripts.has(scriptUrl.pathname)) return;
      scripts.set(
        scriptUrl.pathname,
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          bytes: body.byteLength,
          gzipBytes: gzipSync(body, { level: 9 }).byteLength,
          sentBytes: sizes.responseBodySize,
        })),
      );
    });
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    const files = await Promise.all([...scripts].map(async ([path, sizes]) => ({ path, ...(await sizes) })));
    const sum = (pick: (file: (typeof files)[number]) => number) =>
      files.reduce((total, file) => total + pick(file), 0);
    return {
      files: files.length,
      bytes: sum((file) => file.bytes),
      gzipBytes: sum((file) => file.gzipBytes),
      sentBytes: sum((file) => file.sentBytes),
    };
  } finally {
    await context.close();
  }
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

/** Measures every audited page in both locales, prints the table and the targets; answers whether all were met. */
export async function runJsBudget({ origin: given }: { origin?: string } = {}): Promise<boolean> {
  const dataDir = given ? undefined : mkdtempSync(join(tmpdir(), "butik-js-budget-"));
  const server = dataDir ? await startServer(dataDir) : undefined;
  const origin = given ?? server!.origin;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    console.log(`JavaScript each page loads on ${origin} (Chromium, until the network is idle)...`);
    const widths = [22, 6, 8, 10, 10];
    console.log(`\n${row(["page", "files", "kB", "gzip kB", "sent kB"], widths)}`);
    const verdicts: Verdict[] = [];
    for (const locale of ["sv-SE", "en-GB"] as const) {
      for (const page of await findShopPages(origin, locale)) {
        const scripts = await measurePageScripts(browser, `${origin}${page.path}`, locale);
        const name = `${page.name} (${locale})`;
        console.log(
          row([name, scripts.files, kB(scripts.bytes), kB(scripts.gzipBytes), kB(scripts.sentBytes)], widths),
        );
        const budget = budgets[page.name];
        if (budget !== undefined)
          verdicts.push([
            scripts.gzipBytes / 1024 <= budget,
            `${name}: JavaScript ≤ ${budget} kB gzipped`,
            `${kB(scripts.gzipBytes)} kB`,
          ]);
      }
    }
    console.log("(kB: the files as built; gzip: level 9, as precompressed; sent: as the server sent them to Chromium)");
    return printVerdicts("Targets (issue 18, JavaScript a page loads)", verdicts);
  } finally {
    await browser.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
