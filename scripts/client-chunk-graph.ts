/**
 * What the storefront's browser build is made of (issue 18): a Vite plugin that writes the client
 * build's chunk graph to `build/client-chunks.json` beside the client (not served; the server reads
 * it to preload a story's blocks, see app/shell/client-chunks.server.ts), and the readers the
 * client-bundle journey (tests/e2e/client-bundle.test.ts) uses to tell which chunks a page of a
 * route loads and which modules are in them.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { Plugin } from "vite";
import {
  clientChunkGraphFile,
  reachableChunks,
  readClientChunkGraph,
  type ClientChunkGraph,
} from "#app/shell/client-chunks.server.ts";

export { reachableChunks, type ClientChunkGraph };

/** The modules of the given chunks. */
export function modulesOf(graph: ClientChunkGraph, chunks: Iterable<string>): Set<string> {
  return new Set([...chunks].flatMap((chunk) => graph.chunks[chunk]?.modules ?? []));
}

/** Writes the client build's chunk graph to `<build>/client-chunks.json` (the client goes to `<build>/client`). */
export function clientChunkGraph(): Plugin {
  let graph: ClientChunkGraph | undefined;
  return {
    name: "butik:client-chunk-graph",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const root = this.environment.config.root;
      const name = (id: string) => {
        const path = relative(root, id.replace(/\?.*$/, "")).replaceAll("\\", "/");
        return path.startsWith("..") ? id : path;
      };
      const base = this.environment.config.base;
      const asset = (fileName: string) => `${base}${fileName}`;
      graph = { chunks: {}, dynamicEntries: {}, importers: {}, dynamicImporters: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(([id]) => id);
        if (output.isDynamicEntry && output.facadeModuleId)
          graph.dynamicEntries[name(output.facadeModuleId)] = asset(output.fileName);
        graph.chunks[asset(output.fileName)] = {
          modules: modules.map(name),
          imports: output.imports.map(asset),
          dynamicImports: output.dynamicImports.map(asset),
        };
      }
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info?.importers.length) graph.importers[name(id)] = info.importers.map(name);
        if (info?.dynamicImporters.length) graph.dynamicImporters[name(id)] = info.dynamicImporters.map(name);
      }
    },
    writeBundle(options) {
      if (!graph || !options.dir) return;
      writeFileSync(join(dirname(options.dir), clientChunkGraphFile), JSON.stringify(graph));
    },
  };
}

/** React Router's browser manifest: the entry and each route's module with its static imports. */
export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
}

export interface ClientBuild {
  /** build/client, where `/assets/…` files are. */
  clientDir: string;
  manifest: RouteManifest;
  graph: ClientChunkGraph;
}

/** Reads a finished build (`npm run build`): React Router's manifest and the chunk graph written beside it. */
export function readClientBuild(buildDir: string): ClientBuild {
  const clientDir = join(buildDir, "client");
  const manifestFile = readdirSync(join(clientDir, "assets")).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!manifestFile) throw new Error(`no React Router manifest in ${clientDir}/assets: run npm run build`);
  const source = readFileSync(join(clientDir, "assets", manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as RouteManifest;
  const graph = readClientChunkGraph(buildDir);
  if (!graph) throw new Error(`no ${clientChunkGraphFile} in ${buildDir}: run npm run build`);
  // A graph from an older build names chunks this one does not have.
  const missing = [manifest.entry.module, ...Object.values(manifest.routes).map((route) => route.module)].filter(
    (chunk) => !graph.chunks[chunk],
  );
  if (missing.length > 0)
    throw new Error(`${clientChunkGraphFile} is not from this build (no ${missing[0]}): run npm run build`);
  return { clientDir, manifest, graph };
}

/** The route and its parents up to the root, root first. */
function routeChain(manifest: RouteManifest, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`no route ${id} in the manifest`);
    chain.unshift(id);
  }
  return chain;
}

/**
 * The chunks a page of `routeId` loads before it runs (the entry, and each route from the root
 * down with its static imports); with `dynamic`, also every chunk it could load later (a lazy
 * block of any kind, a catalogue of any locale): the most any page of the route may load.
 */
export function routeChunks(build: ClientBuild, routeId: string, dynamic = false): Set<string> {
  const { manifest, graph } = build;
  const start = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeChain(manifest, routeId)) {
    const route = manifest.routes[id]!;
    start.push(route.module, ...(route.imports ?? []));
  }
  return reachableChunks(graph, start, dynamic);
}

/**
 * How a module got into the bundle: a chain of importers from it up to a route module or the entry,
 * through `import()` too, by way of the modules in `within` (a page's) where it can.
 */
export function importChain(graph: ClientChunkGraph, module: string, within?: ReadonlySet<string>): string[] {
  const importersOf = (id: string) => {
    const importers = [...(graph.importers[id] ?? []), ...(graph.dynamicImporters[id] ?? [])];
    return within ? [...importers.filter((importer) => within.has(importer)), ...importers] : importers;
  };
  const chain = [module];
  const seen = new Set(chain);
  for (let current = module; ;) {
    const next = importersOf(current).find((importer) => !seen.has(importer));
    if (!next) return chain;
    chain.push(next);
    seen.add(next);
    current = next;
  }
}
