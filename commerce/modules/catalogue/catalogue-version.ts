import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "../../db/client.ts";

/** The catalogue's change counter; caches of catalogue data compare against it. */
export async function readCatalogueVersion(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await selectRows<{ version: number }>(db, sql`select version from catalogue_state where id = 1`);
  return row?.version ?? 0;
}

/** Raises the counter, telling every process its cached catalogue data is stale. */
export async function bumpCatalogueVersion(db: DatabaseOrTransaction): Promise<void> {
  await db.execute(sql`
    insert into catalogue_state (id, version, changed_at) values (1, 1, now())
    on conflict (id) do update set version = catalogue_state.version + 1, changed_at = now()`);
}

/** How long a process trusts its cached catalogue data before asking whether it changed. */
const checkEveryMs = 1000;

export type VersionWatch = ReturnType<typeof createVersionWatch>;

/**
 * Tracks the catalogue version for one process (create one and share it), asking the database at most once a second:
 * `current()` is the version cached data must carry to be served.
 */
export function createVersionWatch(db: DatabaseOrTransaction) {
  let known: number | undefined;
  let checkedAt = 0;
  let pending: Promise<number> | undefined;
  return {
    async current(): Promise<number> {
      if (known !== undefined && Date.now() - checkedAt <= checkEveryMs) return known;
      pending ??= readCatalogueVersion(db).then((version) => {
        known = version;
        checkedAt = Date.now();
        return version;
      }).finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** Forgets the known version, after this process changed the catalogue itself. */
    forget(): void {
      known = undefined;
    },
  };
}
