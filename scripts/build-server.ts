/**
 * Bundles the Node server (server.ts and everything it imports from this repository) into
 * build/server.js, leaving packages to node_modules. `npm start` runs the bundle with plain Node:
 * loading TypeScript through tsx at start cost about two seconds (every module passing through its
 * loader), the bundle loads in a fraction of that. Split at dynamic imports: server.ts sets
 * NODE_ENV before it imports the shop, and the packages the shop imports (React among them) must be
 * imported by the shop's chunk then, not hoisted into the entry ahead of that line.
 */
import { build } from "esbuild";
import { projectPath } from "#commerce/project-path.ts";

await build({
  entryPoints: [projectPath("server.ts")],
  outdir: projectPath("build"),
  entryNames: "[name]",
  chunkNames: "server-chunks/[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
