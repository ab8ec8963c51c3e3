/**
 * Butik's Node entry point: serves the built storefront (`npm run build`) with the shop's start-up
 * (server/start-shop.ts): migrations, the demo shop seeded into an empty database, draining on SIGTERM.
 */
import { statSync } from "node:fs";
import type { ServerBuild } from "react-router";
import { projectPath } from "./commerce/project-path.ts";

// React loads its development build (several times slower at rendering) unless NODE_ENV says
// production, and decides when it is first imported: so decide here, before anything imports it.
// The shop's own modules import React too (the mail templates), so they load only after this.
process.env.NODE_ENV ??= "production";
const [{ createRequestHandler }, { startShop }] = await Promise.all([
  import("react-router"),
  import("./server/start-shop.ts"),
]);

await startShop(async ({ log }) => {
  const buildDir = `${projectPath("build")}/`;
  const build = (await import(`${buildDir}server/index.js`).catch(() => {
    log.fatal("No storefront build found in ./build: run `npm run build` first");
    process.exit(1);
  })) as ServerBuild;
  return {
    handleDocument: createRequestHandler(build, "production"),
    clientDir: `${buildDir}client`,
    build: { id: build.assets.version, builtAt: statSync(`${buildDir}server/index.js`).mtimeMs },
    keepsPages: true,
  };
});
