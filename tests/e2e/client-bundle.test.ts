import { describe, expect, it } from "vitest";
import { projectPath } from "#commerce/project-path.ts";
import type { BlockName } from "#commerce/modules/content/index.ts";
import { blockFileOf } from "#app/blocks/registry.ts";
import {
  importChain,
  modulesOf,
  reachableChunks,
  readClientBuild,
  routeChunks,
} from "../../scripts/client-chunk-graph.ts";
import { withBrowser } from "./browser.ts";

/**
 * Issue 18's JavaScript budget, read off the build the journeys run against (`npm run build` writes
 * React Router's manifest and, beside the client, its chunk graph): what a storefront page can load.
 */
const build = readClientBuild(projectPath("build"));
const { manifest, graph } = build;
const session = withBrowser();

/** Every route of the storefront: all but the back office's (the admin route and those below it). */
const storefrontRoutes = Object.keys(manifest.routes).filter((id) => {
  for (let route = manifest.routes[id]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined)
    if (route.id === "admin") return false;
  return true;
});

/**
 * The storefront's modules matching `pattern` (with `dynamic`, also in chunks a page may load
 * later), each as the chain of the shop's own imports that brought it in, and the routes it is on.
 */
function modulesMatching(pattern: RegExp, dynamic: boolean): string[] {
  const found = new Map<string, Set<string>>();
  for (const routeId of storefrontRoutes) {
    const modules = modulesOf(graph, routeChunks(build, routeId, dynamic));
    for (const module of modules) {
      if (!pattern.test(module)) continue;
      // A package's own modules are left out of the chain: it starts at the shop's file that imports it.
      const chain = importChain(graph, module, modules).filter((importer) => !importer.includes("node_modules/"));
      const how = chain.length > 0 ? `${pattern.source.replaceAll("\\/", "/")}… <- ${chain.join(" <- ")}` : module;
      found.set(how, (found.get(how) ?? new Set()).add(routeId));
    }
  }
  return [...found].map(([how, routes]) => `${how} (routes: ${[...routes].join(", ")})`);
}

const blockModule = /^app\/blocks\/[^/]+\.tsx$/;

describe("the storefront's JavaScript (issue 18), in the build", () => {
  it("has routes to check", () => {
    expect(storefrontRoutes).toEqual(expect.arrayContaining(["root", "home-sv", "product-en", "content-page-sv"]));
  });

  it("keeps zod out of every storefront page, whatever blocks it shows: blocks are validated on the server", () => {
    expect(modulesMatching(/node_modules\/zod\//, true)).toEqual([]);
  });

  it("bundles no message catalogue with a storefront page: it fetches its locale's messages file", () => {
    expect(modulesMatching(/^app\/i18n\/messages\/[\w-]+\.ts$/, false)).toEqual([]);
  });

  it("imports no block component statically from the registry: each is a chunk a page loads when it shows one", () => {
    const registryImports = Object.entries(graph.importers)
      .filter(([module, importers]) => blockModule.test(module) && importers.includes("app/blocks/registry.ts"))
      .map(([module]) => module);
    expect(registryImports).toEqual([]);
    // Most are chunks of their own (one that the shell also imports, as the header does a menu link, is not).
    expect(Object.keys(graph.dynamicEntries).filter((module) => blockModule.test(module)).length).toBeGreaterThan(30);
  });
});

describe("the JavaScript a storefront page loads, in Chromium", () => {
  it("loads the code of the blocks the page shows and of no other, preloaded at low priority with the page", async () => {
    const context = await session.newContext("sv-SE");
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on("response", (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith(".js")) loaded.add(pathname);
    });
    const response = await page.goto("/", { waitUntil: "networkidle" });
    // The kinds of block the page's stories (header, page, footer) hold, as the server sent them.
    const shown = await page.evaluate(() => {
      const names = new Set<string>();
      const visit = (value: unknown): void => {
        if (typeof value !== "object" || value === null) return;
        if ("blockNames" in value && Array.isArray(value.blockNames))
          for (const name of value.blockNames) names.add(String(name));
        Object.values(value).forEach(visit);
      };
      visit(
        (window as unknown as { __reactRouterDataRouter: { state: { loaderData: object } } }).__reactRouterDataRouter
          .state.loaderData,
      );
      return [...names] as BlockName[];
    });
    expect(shown).toEqual(expect.arrayContaining(["Page", "MenuLink"]));
    // As the server sent them: fetched after the stylesheet, the font and the first pictures (ADR 0031).
    const preloadLinks = (await response!.text()).match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloadLinks.filter((link) => !link.includes('fetchpriority="low"'))).toEqual([]);
    const preloaded = preloadLinks.map((link) => /href="([^"]+)"/.exec(link)![1]!);
    // What the shown blocks' chunks import, and what the route's modules import anyway, may come too.
    const shownChunks = shown.flatMap((name) => graph.dynamicEntries[`app/blocks/${blockFileOf(name)}`] ?? []);
    expect(shownChunks.length).toBeGreaterThan(0);
    expect(preloaded).toEqual(expect.arrayContaining(shownChunks));
    const allowed = modulesOf(graph, [...reachableChunks(graph, shownChunks), ...routeChunks(build, "home-sv")]);
    const loadedBlocks = [...modulesOf(graph, loaded)].filter((module) => blockModule.test(module));
    expect(loadedBlocks.filter((module) => !allowed.has(module))).toEqual([]);
    expect(loadedBlocks.length).toBeLessThan(37);
    expect(context.consoleErrors).toEqual([]);
    await context.close();
  });
});
