import type { BlockName } from "#commerce/modules/content/index.ts";
import { reachableChunks, readClientChunkGraph, type ClientChunkGraph } from "#app/shell/client-chunks.server.ts";
import { blockFileOf } from "./registry.ts";

/** The production build's chunk graph once read (undefined: there is none); null until then. */
let graph: ClientChunkGraph | undefined | null = null;

/**
 * The browser chunks the given blocks' components load (each block's own and those it imports), for
 * the page to preload with the route's modules: the browser then has them by the time it hydrates,
 * instead of asking for them only once hydration reaches the blocks. Vite's development server
 * serves each block's module at its own path; without Vite (Node scripts) there are none.
 */
export function blockScriptsOf(names: Iterable<BlockName>): string[] {
  if (import.meta.env?.DEV) return [...names].map((name) => `/app/blocks/${blockFileOf(name)}`);
  if (!import.meta.env?.PROD) return [];
  if (graph === null) graph = readClientChunkGraph();
  const built = graph;
  if (!built) return [];
  const own = [...names].flatMap((name) => built.dynamicEntries[`app/blocks/${blockFileOf(name)}`] ?? []);
  return [...reachableChunks(built, own)];
}
