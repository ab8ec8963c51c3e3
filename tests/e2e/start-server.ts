import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { shopDatabase, startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the shop the journeys run against: the built server on a fresh embedded database. */
    shopOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "butik-e2e-"));
  const database = await shopDatabase();
  const server = await startServer(dataDir, database.env);
  console.log(`e2e shop at ${server.origin} (first start answered in ${server.firstPageMs} ms)`);
  project.provide("shopOrigin", server.origin);
  return async () => {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
