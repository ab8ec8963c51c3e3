import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPath } from "#commerce/project-path.ts";
import { withBrowser } from "./browser.ts";
import { type RunningServer, startServer } from "./server-process.ts";

/** What `npm run dev` runs: our own entry under Node, never `react-router dev`. */
const devCommand = (JSON.parse(readFileSync(projectPath("package.json"), "utf8")) as { scripts: { dev: string } })
  .scripts.dev;

/** The en-GB home page's route module: touched (same content, new mtime) to set off a hot update. */
const homeRoute = projectPath("app", "routes", "content-page.tsx");

/** Vite answers within seconds; a busy machine may take several. */
const waitLong = { timeout: 20_000, interval: 100 };

const dataDir = mkdtempSync(join(tmpdir(), "butik-dev-"));
let dev: RunningServer;

beforeAll(async () => {
  const [node, ...nodeArgs] = devCommand.split(" ");
  expect(node).toBe("node");
  dev = await startServer(dataDir, {}, nodeArgs);
  console.log(`dev server answered its first page after ${dev.firstPageMs} ms`);
});

afterAll(async () => {
  // The shop's own shutdown, Vite's included: no signal handler of Vite's cuts it short.
  const exitCode = await dev?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  expect(dev?.output()).toContain('"msg":"stopped"');
  expect(exitCode).toBe(0);
});

const browser = withBrowser();

describe("npm run dev", () => {
  it("serves the shop's pages through Vite, with the engine behind them and the strict CSP", async () => {
    const home = await fetch(`${dev.origin}/`);
    expect(home.status).toBe(200);
    const homeHtml = await home.text();
    expect(homeHtml).toContain('<html lang="sv-SE"');
    expect(homeHtml).toContain("virtual:react-router/inject-hmr-runtime");
    expect(home.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic';/);

    const english = await fetch(`${dev.origin}/en-GB`);
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('<html lang="en-GB"');

    const listing = await fetch(
      `${dev.origin}/api/search-and-filter/product/list-product?categoryUniqueName=women&pageSize=3`,
    );
    expect(listing.status).toBe(200);
    const { Items, ItemCount } = (await listing.json()) as { Items: { UniqueName: string }[]; ItemCount: number };
    expect(Items).toHaveLength(3);
    expect(ItemCount).toBeGreaterThan(3);
  });

  it("hydrates in Chromium, navigates on the client, and hot-updates a touched route", async () => {
    const context = await browser.newContext("en-GB");
    const page = await context.newPage();
    const hmrMessages: string[] = [];
    page.on("websocket", (socket) => socket.on("framereceived", ({ payload }) => hmrMessages.push(String(payload))));

    await page.goto(`${dev.origin}/en-GB`, { waitUntil: "networkidle" });
    await expect.poll(() => hmrMessages.some((message) => message.includes('"type":"connected"')), waitLong).toBe(true);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);

    // A document load would lose this mark; a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    const link = page.locator('main a[href^="/en-GB/"], header a[href^="/en-GB/"]').first();
    const target = await link.getAttribute("href");
    await link.click();
    await page.waitForURL(`${dev.origin}${target}`);
    expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(true);
    // Checked before the hot updates below, which abort and repeat the page's data requests.
    expect(context.failedRequests).toEqual([]);

    const { atime, mtime } = statSync(homeRoute);
    try {
      utimesSync(homeRoute, atime, new Date());
      await expect
        .poll(
          () =>
            hmrMessages.some(
              (message) => message.includes('"type":"update"') && message.includes("/app/routes/content-page.tsx"),
            ),
          waitLong,
        )
        .toBe(true);
      // The server side drops its modules too: the next page imports the server build afresh.
      await expect
        .poll(() => stripVTControlCharacters(dev.output()), waitLong)
        .toContain("(ssr) page reload app/routes/content-page.tsx");
    } finally {
      utimesSync(homeRoute, atime, mtime);
    }
    expect((await fetch(`${dev.origin}/en-GB`)).status).toBe(200);

    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
