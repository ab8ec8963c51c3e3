import { readFileSync } from "node:fs";
import { join } from "node:path";
import { projectPath } from "#commerce/project-path.ts";

/**
 * The client build's chunk graph, which the build writes to build/client-chunks.json beside the
 * client (scripts/client-chunk-graph.ts, a Vite plugin): what each browser chunk holds and imports.
 * The server reads it to preload the chunks a page will load lazily (a story's blocks); the JS
 * budget and its test read it to tell what a page loads.
 */
export interface ClientChunkGraph {
  chunks: Record<string, ClientChunk>;
  /** The chunk of each module that is imported with `import()` (a block's component): its own. */
  dynamicEntries: Record<string, string>;
  /** For each module of the client build, the modules that import it statically: how it got there. */
  importers: Record<string, string[]>;
  /** For each module imported with `import()`, the modules that do. */
  dynamicImporters: Record<string, string[]>;
}

/** One JavaScript chunk of the client build: its modules (those left with code) and what it imports. */
export interface ClientChunk {
  /** Project-relative source paths, `node_modules/<package>/…` for dependencies. */
  modules: string[];
  /** Chunks it imports statically (their URLs, `/assets/…`). */
  imports: string[];
  /** Chunks it may import later (`import()`): a lazy block, the catalogues. */
  dynamicImports: string[];
}

export const clientChunkGraphFile = "client-chunks.json";

/** The graph of the build in `buildDir` (the project's build/ unless told); undefined when there is none. */
export function readClientChunkGraph(buildDir = projectPath("build")): ClientChunkGraph | undefined {
  try {
    return JSON.parse(readFileSync(join(buildDir, clientChunkGraphFile), "utf8")) as ClientChunkGraph;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Every chunk reachable from `start` through static imports, and with `dynamic` through `import()` too. */
export function reachableChunks(graph: ClientChunkGraph, start: Iterable<string>, dynamic = false): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    const node = graph.chunks[chunk];
    if (!node) return;
    for (const next of node.imports) visit(next);
    if (dynamic) for (const next of node.dynamicImports) visit(next);
  };
  for (const chunk of start) visit(chunk);
  return seen;
}
