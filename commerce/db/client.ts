import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { SQL } from "drizzle-orm";
import { type PgDatabase, type PgQueryResultHKT, PgTransaction, QueryBuilder } from "drizzle-orm/pg-core";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";

/** The Drizzle database every service uses, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;
/** A database or an open transaction on it. */
export type DatabaseOrTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  engine: "pglite" | "postgres";
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, to start other instances from. */
  dump?: () => Promise<Blob>;
}

export type DatabaseLocation =
  | { engine: "postgres"; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory; `loadDataDir` starts from a dump made with
   * PGlite's dumpDataDir() instead of an empty cluster (tests use a migrated template).
   */
  | { engine: "pglite"; dataDir?: string; loadDataDir?: Blob };

const drizzleOptions = { casing: "snake_case" } as const;

/** Builds subqueries outside any database (with the same column naming), for one module to hand another. */
export const queryBuilder = new QueryBuilder(drizzleOptions);

/**
 * Opens PGlite (embedded, the default) or a PostgreSQL pool. PGlite's directory is held by one
 * process at a time: a second open throws DataDirInUseError naming the holder (data-dir-lock.ts).
 */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.engine === "postgres") {
    // JIT compilation costs more than it saves on the shop's short queries.
    const pool = new pg.Pool({ connectionString: location.url, max: location.poolSize ?? 10, options: "-c jit=off" });
    pool.on("error", (error) => console.error("PostgreSQL pool error", error));
    return {
      db: drizzlePostgres({ client: pool, ...drizzleOptions }) as unknown as Database,
      engine: "postgres",
      close: () => pool.end(),
    };
  }
  if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
  // Before PGlite touches the files: a second process on the directory would corrupt it.
  const lock = location.dataDir ? await lockDataDir(location.dataDir) : undefined;
  const client = await PGlite.create(location.dataDir, {
    extensions: { pg_trgm },
    ...(location.loadDataDir ? { loadDataDir: location.loadDataDir } : {}),
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  return {
    db: drizzlePglite({ client, ...drizzleOptions }) as unknown as Database,
    engine: "pglite",
    close: async () => {
      await client.close();
      lock?.release();
    },
    dump: async () => client.dumpDataDir("none"),
  };
}

/** Chooses the engine from configuration: PostgreSQL when a URL is given, otherwise PGlite in `dataDir`. */
export function locateDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DATABASE_POOL_SIZE: number;
}): DatabaseLocation {
  return config.DATABASE_URL
    ? { engine: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { engine: "pglite", dataDir: `${config.DATA_DIR}/db` };
}

/**
 * Runs independent reads side by side on the pool (each round trip waits behind whatever else the
 * process is doing, so waiting once for all beats waiting for each), or one after another inside
 * a transaction, whose one connection takes one query at a time.
 */
export async function readSideBySide<T extends readonly unknown[]>(
  db: DatabaseOrTransaction,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/** Runs raw SQL and gives its rows; both drivers answer with `{ rows }`. */
export async function selectRows<T>(db: DatabaseOrTransaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
