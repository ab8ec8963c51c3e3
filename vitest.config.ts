import { defineConfig } from "vitest/config";

const integrationFiles = "{commerce,app,api,server,scripts}/**/*.test.{ts,tsx}";
const embeddedDatabaseFiles = "{commerce/db,scripts}/**/*.test.{ts,tsx}";
/**
 * The files run on PGlite. With PostgreSQL at hand (TEST_DATABASE_URL, as in CI), every file runs
 * on it, and PGlite keeps only the files about the embedded database itself (its data directory,
 * migrations, statements, the scripts that open it): the end-to-end journeys run the whole app on
 * PGlite, and without PostgreSQL the whole suite runs on PGlite (ADR 0024, addendum).
 */
const pgliteFiles = process.env.TEST_DATABASE_URL ? embeddedDatabaseFiles : integrationFiles;

/**
 * React Router's Vite plugin regenerates `.react-router/types` (route type annotations, used only
 * by `tsc`) whenever a dev server starts, removing the directory first. Test files that start the
 * storefront's dev server in two workers at once race on that directory, and the loser's rejected
 * write surfaces as an unhandled error although no test depends on those files. Only those errors
 * are let through silently; `npm run typecheck` regenerates the types before it checks.
 */
function isRouteTypegenRace(error: object): boolean {
  return "path" in error && typeof error.path === "string" && error.path.includes("/.react-router/types/");
}

/**
 * An integration project on one database engine. Its files share their workers' module cache
 * (`isolate: false`): importing the engine and the storefront once per worker rather than once per
 * file halves the suite. Each file still opens its own database. A file that mocks a module
 * (`vi.mock`) needs a module cache of its own, so such files are named `*.isolated.test.ts` and
 * run apart, isolated.
 */
function integrationProjects(
  name: string,
  files: string,
  env: Record<string, string> = {},
  globalSetup: string[] = [],
) {
  const common = { env, globalSetup, testTimeout: 30_000, hookTimeout: 60_000 };
  const isolatedFiles = files.replace(".test.", ".isolated.test.");
  return [
    { test: { ...common, name, include: [files], exclude: [isolatedFiles], isolate: false } },
    { test: { ...common, name: `${name}-isolated`, include: [isolatedFiles] } },
  ];
}

/**
 * Projects: `integration` runs unit and integration tests on a fresh PGlite per file (only the
 * engine's when PostgreSQL is at hand); `integration-postgres` runs them all on PostgreSQL when
 * TEST_DATABASE_URL is set;
 * `e2e` drives Debian's Chromium against the built server.
 */
export default defineConfig({
  test: {
    onUnhandledError: (error) => !isRouteTypegenRace(error),
    // Vitest runs one file at a time on a 2-core machine (cores − 1); the integration files mostly
    // wait on PostgreSQL or a loopback server, so two at a time nearly halve the suite.
    maxWorkers: 2,
    projects: [
      ...integrationProjects("integration", pgliteFiles, {}, ["tests/fixtures/pglite-template.ts"]),
      ...(process.env.TEST_DATABASE_URL
        ? integrationProjects("integration-postgres", integrationFiles, { TEST_DATABASE_ENGINE: "postgres" })
        : []),
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/start-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page re-renders a moment after its URL changes; on a loaded CI machine that moment
          // has exceeded expect.poll's default second, so a poll waits as long as a locator does.
          expect: { poll: { timeout: 30_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
