import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { projectPath } from "../project-path.ts";
import { type Database, type DatabaseOrTransaction, selectRows } from "./client.ts";

const migrationsFolder = projectPath("drizzle");

/** Every process that changes the schema or seeds takes this lock first, so concurrent starts are safe. */
export async function takeSchemaLock(tx: DatabaseOrTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('butik:schema'))`);
}

/**
 * Applies the committed migrations that have not run yet, in one transaction under an advisory lock:
 * when two processes start at once on one PostgreSQL, the second waits and then finds nothing to do.
 */
export async function migrateDatabase(db: Database): Promise<{ applied: number }> {
  const migrations = readMigrationFiles({ migrationsFolder });
  return db.transaction(async (tx) => {
    await takeSchemaLock(tx);
    await tx.execute(sql`create table if not exists butik_migrations (
      hash text primary key,
      created_at bigint not null,
      applied_at timestamptz not null default now()
    )`);
    const done = await selectRows<{ hash: string }>(tx, sql`select hash from butik_migrations`);
    const appliedHashes = new Set(done.map((row) => row.hash));
    let applied = 0;
    for (const migration of migrations) {
      if (appliedHashes.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into butik_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      applied += 1;
    }
    return { applied };
  });
}
