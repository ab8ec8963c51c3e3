import { defineConfig } from "vitest/config";

const integrationFiles = ["{commerce,app,api,server,scripts}/**/*.test.{ts,tsx}"];

/**
 * Projects: `integration` runs unit and integration tests on a fresh PGlite per file;
 * `integration-postgres` runs the same files on PostgreSQL when TEST_DATABASE_URL is set;
 * `e2e` drives Debian's Chromium against the built server.
 */
export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (cores − 1); the integration files mostly
    // wait on PostgreSQL or a loopback server, so two at a time nearly halve the suite.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "integration",
          include: integrationFiles,
          globalSetup: ["tests/fixtures/pglite-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "integration-postgres",
                include: integrationFiles,
                env: { TEST_DATABASE_ENGINE: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/start-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
