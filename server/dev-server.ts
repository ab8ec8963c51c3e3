/**
 * `npm run dev`: the shop's own start-up and Hono app (server/start-shop.ts), with the storefront
 * rendered live through Vite in middleware mode: every page request imports the server build afresh
 * from Vite's module graph, and the browser gets Vite's client and hot updates over this server's port.
 * React Router's own `react-router dev` server is not used: it has no shop behind its load context.
 */
import type { ServerBuild } from "react-router";
import { projectPath } from "#commerce/project-path.ts";
import { startShop } from "./start-shop.ts";

// React's development build (warnings, hot refresh) is chosen when React is first imported.
process.env.NODE_ENV = "development";
const { createRequestHandler } = await import("react-router");
const { createServer: createViteServer, isRunnableDevEnvironment } = await import("vite");

/** React Router's Vite plugin serves the whole server build (routes, entry, manifest) under this id. */
const serverBuildId = "virtual:react-router/server-build";

/** Listeners added since `before`: what creating the Vite server hung on the signal. */
const listenersAddedSince = (before: readonly NodeJS.SignalsListener[]) =>
  process.listeners("SIGTERM").filter((listener) => !before.includes(listener));

await startShop(async ({ server }) => {
  const sigtermListeners = process.listeners("SIGTERM");
  const vite = await createViteServer({
    root: projectPath(),
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });
  // React Router's plugin runs a second Vite server (its child compiler, not in middleware mode) that
  // exits the process on SIGTERM or at the end of stdin, before open requests finish and the database
  // closes; the shop's own shutdown closes Vite instead.
  for (const listener of listenersAddedSince(sigtermListeners)) {
    process.off("SIGTERM", listener);
    process.stdin.off("end", listener);
  }
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment cannot run modules in this process");
  // /builds/latest.json names the build the last page came from, so the shell's build check
  // (app/shell/use-build-updates.ts) reloads only after an edit that hot updates did not reach.
  const served = { id: "", builtAt: Date.now() };
  const loadBuild = async () => {
    const build = (await ssr.runner.import(serverBuildId)) as ServerBuild;
    if (build.assets.version !== served.id) Object.assign(served, { id: build.assets.version, builtAt: Date.now() });
    return build;
  };
  return {
    handleDocument: createRequestHandler(loadBuild, "development"),
    clientDir: projectPath("public"),
    build: served,
    frontMiddleware: vite.middlewares,
    close: () => vite.close(),
  };
});
