import { is, SQL, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, selectRows } from "#commerce/db/client.ts";

/**
 * What a change touched. `stock`, `price` and `product` (anything else about a product: texts,
 * facets, category, being added or removed) concern the change's products only; `category`,
 * `vocabulary` (attributes, values, brands, flags) and `currency` concern every reader of that
 * kind; `all` (a seed or bulk import) concerns everything.
 */
export type CatalogueChangeKind = "stock" | "price" | "product" | "category" | "vocabulary" | "currency" | "all";

/** The kinds that concern only the products a change names. */
export type ProductChangeKind = Extract<CatalogueChangeKind, "stock" | "price" | "product">;

export interface CatalogueChange {
  kinds: readonly CatalogueChangeKind[];
  productIds?: readonly number[];
}

/** Changes merged over a range of versions. */
export interface CatalogueDelta {
  /** The version the delta brings a reader to. */
  upTo: number;
  kinds: ReadonlySet<CatalogueChangeKind>;
  /** Per product, the kinds that touched it. */
  products: ReadonlyMap<number, ReadonlySet<ProductChangeKind>>;
}

/** Feed rows kept in the database: a process further behind than this rebuilds what it holds. */
const keptChanges = 10_000;

/** The catalogue's change counter; caches of catalogue data compare against it. */
export async function readCatalogueVersion(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await selectRows<{ version: number }>(db, sql`select version from catalogue_state where id = 1`);
  return row?.version ?? 0;
}

/**
 * Raises the counter and logs what changed, in one statement: a process that sees the new version
 * finds its change in the feed. Concurrent changes queue on the counter's row, so versions commit
 * in order and the feed has no gaps.
 */
export async function recordCatalogueChange(db: DatabaseOrTransaction, change: CatalogueChange): Promise<number> {
  const [row] = await selectRows<{ version: number }>(
    db,
    sql`with ${catalogueChangeSteps(change)} select version from raised`,
  );
  return row!.version;
}

/**
 * The common table expressions that record a change (`raised`, `logged`, `pruned`), for a statement
 * that makes the change itself and records it in the same round trip: `with <its own steps>,
 * ${catalogueChangeSteps(change)} select ...`. The product ids may be SQL (an int[] placeholder of
 * a statement built once).
 */
export function catalogueChangeSteps(
  change: Omit<CatalogueChange, "productIds"> & { productIds?: CatalogueChange["productIds"] | SQL },
): SQL {
  const productIds = is(change.productIds, SQL) ? change.productIds : sql.param([...(change.productIds ?? [])]);
  return sql`
    raised as (
      insert into catalogue_state (id, version, changed_at) values (1, 1, now())
      on conflict (id) do update set version = catalogue_state.version + 1, changed_at = now()
      returning version
    ),
    logged as (
      insert into catalogue_changes (version, kinds, product_ids)
      select version, ${sql.param([...change.kinds])}::text[], ${productIds}::int[] from raised
    ),
    pruned as (
      delete from catalogue_changes where version <= (select version from raised) - ${keptChanges}
    )`;
}

/**
 * How long a process trusts its known version before asking whether it changed: one indexed read
 * of one row, and short enough that a change reaches another process's listing (check, read the
 * change, apply it) well within the second it is allowed.
 */
const checkEveryMs = 400;

/** Changes kept in memory per process; readers further behind rebuild. */
const rememberedChanges = 2000;

export type CatalogueFeed = ReturnType<typeof createCatalogueFeed>;

/**
 * Follows the catalogue's change feed for one process (create one and share it): `current()` is
 * the newest version this process knows (asking the database in the background at most every
 * 400 ms, so no reader ever waits for it after the first), and `changesSince(version)` says what
 * moved since a reader's version. A change this process made is announced to its readers at once
 * (`changedHere`), so its own shoppers see it in their next answer. Once something `follow`s the
 * feed, it asks every 400 ms whether or not a reader does, so a process nobody asked anything for
 * a while still answers its next request with what other processes changed meanwhile.
 */
export function createCatalogueFeed(db: DatabaseOrTransaction) {
  let known: number | undefined;
  let checkedAt = 0;
  let pending: Promise<number> | undefined;
  // Changes (floor, known], contiguous, newest last.
  let floor = 0;
  let remembered: { version: number; kinds: CatalogueChangeKind[]; productIds: number[] }[] = [];
  const listeners: ((change: CatalogueChange) => void)[] = [];
  const followers: ((version: number) => void)[] = [];
  let followTimer: ReturnType<typeof setInterval> | undefined;

  async function catchUp(): Promise<number> {
    const version = await readCatalogueVersion(db);
    if (known === undefined || version > known) {
      // At first sight, only what the database still holds can be known.
      const tail = contiguousTail(await readChanges(db, known ?? Math.max(0, version - rememberedChanges)));
      const reachesVersion = (tail.at(-1)?.version ?? -1) >= version;
      if (reachesVersion && known !== undefined && tail[0]!.version === known + 1) remembered.push(...tail);
      else if (reachesVersion && known === undefined) [remembered, floor] = [tail, tail[0]!.version - 1];
      // Pruned before this process read it: everything up to now counts as unknown.
      else [remembered, floor] = [[], Math.max(version, tail.at(-1)?.version ?? 0)];
      known = remembered.at(-1)?.version ?? floor;
      if (remembered.length > rememberedChanges) {
        remembered = remembered.slice(-rememberedChanges);
        floor = remembered[0]!.version - 1;
      }
      for (const follower of followers) follower(known);
    }
    checkedAt = Date.now();
    return known;
  }

  /** Asks the database for the newest version and the changes up to it. */
  function refresh(): Promise<number> {
    pending ??= catchUp().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  /** Asks every 400 ms while something follows the feed; unref'd, so it never keeps the process alive. */
  function keepAsking(): void {
    if (followTimer || followers.length === 0) return;
    followTimer = setInterval(() => {
      refresh().catch(() => {
        // The database is gone (the process is stopping) or failing: the next reader starts asking again.
        clearInterval(followTimer);
        followTimer = undefined;
      });
    }, checkEveryMs);
    followTimer.unref();
  }

  return {
    /** The newest version known; only the first call waits for the database. */
    async current(): Promise<number> {
      if (known === undefined) return refresh();
      keepAsking();
      if (Date.now() - checkedAt > checkEveryMs) void refresh().catch(() => undefined);
      return known;
    },

    refresh,

    /**
     * Hears of every newer version this process learns of, from now on asked for every 400 ms
     * even while no reader asks (the facet index catches up then, not at a shopper's request).
     * Answers how to stop hearing; with no follower left, the feed stops asking.
     */
    follow(follower: (version: number) => void): () => void {
      followers.push(follower);
      keepAsking();
      return () => {
        const at = followers.indexOf(follower);
        if (at >= 0) followers.splice(at, 1);
        if (followers.length > 0) return;
        clearInterval(followTimer);
        followTimer = undefined;
      };
    },

    /** Hears of every change this process records, as it records it (caches drop what it touched). */
    onChangedHere(listener: (change: CatalogueChange) => void): void {
      listeners.push(listener);
    },

    /** Tells this process's readers of a change it just recorded; other processes learn of it through the feed. */
    changedHere(change: CatalogueChange): void {
      for (const listener of listeners) listener(change);
    },

    /**
     * Makes the feed hold every change after `version`, reading from the database those memory no
     * longer holds, so a reader starting from an older copy (a facet index snapshot) can catch up
     * through `changesSince`. False when the database no longer holds them all (the reader rebuilds).
     * The next new version trims memory back to its usual size: catch up right after.
     */
    async holdChangesSince(version: number): Promise<boolean> {
      await refresh();
      const heldFrom = floor;
      if (version >= heldFrom) return true;
      const older = await readChanges(db, version, heldFrom);
      // Versions are unique, so as many rows as versions in the range means none is missing.
      if (older.length !== heldFrom - version || floor !== heldFrom) return false;
      remembered = [...older, ...remembered];
      floor = version;
      return true;
    },

    /**
     * What changed after `version` up to the current version, leaving out the versions in `skip`
     * (changes a reader applied already); undefined when that is no longer known (rebuild).
     */
    changesSince(version: number, skip?: ReadonlySet<number>): CatalogueDelta | undefined {
      if (version < floor) return undefined;
      const kinds = new Set<CatalogueChangeKind>();
      const products = new Map<number, Set<ProductChangeKind>>();
      for (const change of remembered) {
        if (change.version <= version || skip?.has(change.version)) continue;
        for (const kind of change.kinds) kinds.add(kind);
        for (const productId of change.productIds) {
          const touched = products.get(productId) ?? new Set<ProductChangeKind>();
          for (const kind of change.kinds) if (isProductKind(kind)) touched.add(kind);
          products.set(productId, touched);
        }
      }
      return { upTo: known ?? version, kinds, products };
    },
  };
}

function isProductKind(kind: CatalogueChangeKind): kind is ProductChangeKind {
  return kind === "stock" || kind === "price" || kind === "product";
}

async function readChanges(db: DatabaseOrTransaction, afterVersion: number, upTo?: number) {
  return selectRows<{ version: number; kinds: CatalogueChangeKind[]; productIds: number[] }>(
    db,
    sql`select version, kinds, product_ids as "productIds" from catalogue_changes
        where version > ${afterVersion} ${upTo === undefined ? sql`` : sql`and version <= ${upTo}`} order by version`,
  );
}

/** The last run of rows with no version missing. */
function contiguousTail<T extends { version: number }>(rows: T[]): T[] {
  let start = rows.length - 1;
  while (start > 0 && rows[start - 1]!.version === rows[start]!.version - 1) start -= 1;
  return rows.slice(Math.max(start, 0));
}
