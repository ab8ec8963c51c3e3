import { eq, sql } from "drizzle-orm";
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "#tests/fixtures/test-database.ts";
import { reusableQuery, reusableSql } from "./reusable-statements.ts";

// A table of the test's own, so no module's table is written here.
const probes = pgTable("reusable_statement_probes", { key: text().primaryKey(), value: jsonb().notNull() });

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table reusable_statement_probes (key text primary key, value jsonb not null)`);
});
afterAll(() => database.destroy());

const settingByRawSql = reusableSql<{ value: unknown }>(
  "test_setting_raw",
  sql`select value from reusable_statement_probes where key = ${sql.placeholder("key")}`,
);
const settingByQuery = reusableQuery((db) =>
  db
    .select({ value: probes.value })
    .from(probes)
    .where(eq(probes.key, sql.placeholder("key")))
    .prepare("test_setting_query"),
);

class RolledBack extends Error {}

/** Writes a setting in a transaction, hands the transaction to `inside`, and rolls it back. */
async function inRolledBackTransaction(key: string, inside: Parameters<typeof database.db.transaction>[0]) {
  await database.db
    .transaction(async (tx) => {
      await tx.insert(probes).values({ key, value: { written: key } });
      await inside(tx);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}

describe("statements built once", () => {
  it("run on the pool and inside a transaction, on that transaction's connection", async () => {
    const seenInside: unknown[] = [];
    await inRolledBackTransaction("test.one", async (tx) => {
      seenInside.push(await settingByRawSql(tx, { key: "test.one" }));
      seenInside.push(await settingByQuery(tx).execute({ key: "test.one" }));
    });
    expect(seenInside).toEqual([[{ value: { written: "test.one" } }], [{ value: { written: "test.one" } }]]);
    // Rolled back: the pool's connections never saw it.
    expect(await settingByRawSql(database.db, { key: "test.one" })).toEqual([]);
    expect(await settingByQuery(database.db).execute({ key: "test.one" })).toEqual([]);
  });

  it("keep each transaction to its own connection, one after another and side by side", async () => {
    const seen: Record<string, unknown> = {};
    const readBoth = async (tx: Parameters<Parameters<typeof database.db.transaction>[0]>[0], key: string) => {
      seen[key] = {
        own: await settingByQuery(tx).execute({ key }),
        other: await settingByRawSql(tx, { key: key === "test.a" ? "test.b" : "test.a" }),
      };
    };
    if (database.engine === "postgres")
      await Promise.all([
        inRolledBackTransaction("test.a", (tx) => readBoth(tx, "test.a")),
        inRolledBackTransaction("test.b", (tx) => readBoth(tx, "test.b")),
      ]);
    else {
      // PGlite has one connection: its transactions take turns.
      await inRolledBackTransaction("test.a", (tx) => readBoth(tx, "test.a"));
      await inRolledBackTransaction("test.b", (tx) => readBoth(tx, "test.b"));
    }
    expect(seen).toEqual({
      "test.a": { own: [{ value: { written: "test.a" } }], other: [] },
      "test.b": { own: [{ value: { written: "test.b" } }], other: [] },
    });
  });
});
