import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, selectRows } from "#commerce/db/client.ts";
import { holdDataDir, runTypeScript } from "#tests/fixtures/data-dir-holder.ts";

const dataRoot = mkdtempSync(join(tmpdir(), "butik-in-use-"));
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }));

// The lock is the embedded database's: the PostgreSQL project would only run the same again.
describe.skipIf(process.env.TEST_DATABASE_ENGINE === "postgres")(
  "the command-line scripts on an embedded database another process has open",
  () => {
    it(
      "npm run seed and npm run content -- import say so, name the holder, and change nothing",
      { timeout: 180_000 },
      async () => {
        const dataDir = join(dataRoot, "db");
        const shop = await holdDataDir(dataDir);

        const seed = runTypeScript("scripts/seed.ts", [], { DATA_DIR: dataRoot });
        const contentImport = runTypeScript("scripts/content.ts", ["import", join(dataRoot, "no-stories")], {
          DATA_DIR: dataRoot,
        });
        for (const refused of [seed, contentImport]) {
          expect(await refused.exited).toBe(1);
          expect(refused.output()).toContain(`The database in ${dataDir} is in use by process ${shop.child.pid}`);
          expect(refused.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
        }
        expect(seed.output()).not.toContain("Seeding");

        expect(await shop.close()).toBe(0);
        const handle = await openDatabase({ engine: "pglite", dataDir });
        const [products] = await selectRows<{ count: number }>(
          handle.db,
          sql`select count(*)::int as count from products`,
        );
        expect(products!.count).toBe(0);
        await handle.close();
      },
    );
  },
);
