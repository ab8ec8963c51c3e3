import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { selectRows } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedDemoShopIfEmpty } from "./seed/seed-shop.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ migrated: false });
});
afterAll(() => database.destroy());

describe("migrations at start", () => {
  it("apply once even when two starts race, under the advisory lock", async () => {
    const committed = readMigrationFiles({ migrationsFolder: "drizzle" }).length;
    const results = await Promise.all([migrateDatabase(database.db), migrateDatabase(database.db)]);
    expect(results.map((result) => result.applied).sort()).toEqual([0, committed]);
    const tables = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_tables where schemaname = current_schema()`,
    );
    expect(tables[0]!.count).toBeGreaterThan(40);
  });

  it("find nothing to do on a later start", async () => {
    expect(await migrateDatabase(database.db)).toEqual({ applied: 0 });
  });

  it("seed the demo shop exactly once when two starts race on an empty database", async () => {
    const seeded = await Promise.all([seedDemoShopIfEmpty(database.db), seedDemoShopIfEmpty(database.db)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [currencies] = await selectRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from currencies`,
    );
    expect(currencies!.count).toBe(3);
  });
});
