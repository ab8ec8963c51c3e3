import type { Database } from "#commerce/db/client.ts";
import type { CatalogueDelta, CatalogueFeed, ProductChangeKind } from "../catalogue/index.ts";
import { buildFacetIndex } from "./build-facet-index.ts";
import { applyChangedProducts, readChangedProducts } from "./facet-index-changes.ts";
import type { FacetIndex } from "./facet-index.ts";
import { loadFacetIndexSnapshot, saveFacetIndexSnapshot } from "./facet-index-snapshot.ts";

export interface FacetIndexKeeperOptions {
  /**
   * Hears each time this process's facet index is made whole: loaded from the snapshot and caught up
   * through the feed (at start), or fully built (at start without a usable snapshot, after a bulk
   * change, when too far behind).
   */
  onBuilt?: (built: { from: "snapshot" | "build"; products: number; version: number; durationMs: number }) => void;
  /** Hears of a snapshot that could not be loaded or saved; the index is built, or the next snapshot saved, instead. */
  warn?: (message: string, details?: object) => void;
}

/** A delta naming more products than this share of the index rebuilds it instead. */
const largestDeltaShare = 0.1;

/**
 * Once the index has moved this many versions past the snapshot this process last saved or loaded,
 * it saves another: a starting process must find one the feed (10,000 changes) still reaches.
 */
const snapshotEveryVersions = 5000;

/**
 * Keeps this process's facet index: the first one from the last snapshot (caught up through the
 * change feed) or a full build, then in step with the feed. A change this process makes is applied
 * by the request making it; other processes' changes are applied in the background within about a
 * second of being recorded, so a listing never waits for a catch-up.
 */
export interface FacetIndexKeeper {
  /** The current index; the first callers wait for the first one, later ones start a catch-up with the feed but do not wait for it. */
  current(): Promise<FacetIndex>;
  /** Makes the first index now, so the first shopper does not wait for it. */
  warmUp(): Promise<void>;
  /** Whether the first index is there. */
  isBuilt(): boolean;
  /** A full build, for this process, now (after a bulk change it made). */
  rebuild(): Promise<void>;
  /** Applies a change this process just recorded (as `version`) to its own products at once. */
  applyOwnChange(productIds: readonly number[], kind: ProductChangeKind, version: number): Promise<void>;
  /**
   * Stops following the feed and saving snapshots (a process shutting down, or a test's process
   * that is done); resolves once a build or snapshot save under way has ended.
   */
  stop(): Promise<void>;
}

/** This process's facet index keeper; its state (the index, the builds and catch-ups under way) lives in this closure. */
export function createFacetIndexKeeper(
  db: Database,
  catalogueFeed: CatalogueFeed,
  options: FacetIndexKeeperOptions = {},
): FacetIndexKeeper {
  let current: FacetIndex | undefined;
  let starting: Promise<FacetIndex> | undefined;
  let building: Promise<FacetIndex> | undefined;
  let catchingUp: Promise<void> | undefined;
  let snapshotVersion: number | undefined;
  let savingSnapshot: Promise<void> | undefined;
  let stopped = false;
  let unfollow: (() => void) | undefined;
  // Versions of changes this process made and applied itself: catch-ups need not read them again.
  const appliedHere = new Set<number>();
  // The newest feed version heard of, and whether the feed tells this keeper of each new one.
  let newestHeard = 0;
  let following = false;

  const announce = (from: "snapshot" | "build", index: FacetIndex, startedAt: number) =>
    options.onBuilt?.({
      from,
      products: index.positionOf.size,
      version: index.version,
      durationMs: Math.round(performance.now() - startedAt),
    });

  /** Saves the index as the snapshot in the background: a failure is logged, and nobody waits for it. */
  function saveSnapshot(index: FacetIndex): void {
    if (savingSnapshot || stopped) return;
    snapshotVersion = index.version;
    // After the requests waiting for this index have been answered: serializing holds the thread.
    savingSnapshot = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => (stopped ? undefined : saveFacetIndexSnapshot(db, index)))
      .catch((error: unknown) => options.warn?.("facet index snapshot not saved", { err: error }))
      .finally(() => {
        savingSnapshot = undefined;
      });
  }

  const rebuild = (): Promise<FacetIndex> => {
    if (building) return building;
    const startedAt = performance.now();
    building = buildFacetIndex(db)
      .then((index) => {
        current = index;
        // Read while changes went on: the feed's catch-up must bring every one of them again.
        appliedHere.clear();
        announce("build", index, startedAt);
        saveSnapshot(index);
        return index;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  };

  const rebuildInBackground = () =>
    void rebuild().catch((error: unknown) => options.warn?.("facet index not rebuilt", { err: error }));

  /** What changed since the index's version, when applying it beats a rebuild (the feed reaches back that far, no bulk change, not too many products). */
  function deltaFor(index: FacetIndex): CatalogueDelta | undefined {
    const delta = catalogueFeed.changesSince(index.version, appliedHere);
    return delta && !delta.kinds.has("all") && delta.products.size <= index.capacity * largestDeltaShare
      ? delta
      : undefined;
  }

  /** Brings the index up to date through the feed; a process too far behind rebuilds in the background, serving the older index meanwhile. */
  async function catchUp(index: FacetIndex): Promise<void> {
    const delta = deltaFor(index);
    if (!delta) return rebuildInBackground();
    const changed = delta.products.size > 0 ? await readChangedProducts(db, delta) : undefined;
    if (current !== index || index.version >= delta.upTo) return;
    if (changed && !applyChangedProducts(index, changed)) return rebuildInBackground();
    index.version = delta.upTo;
    for (const version of appliedHere) if (version <= index.version) appliedHere.delete(version);
    if (index.version - (snapshotVersion ?? index.version) > snapshotEveryVersions) saveSnapshot(index);
  }

  /**
   * Starts bringing the index up to the feed's `version`, unless a catch-up or a full build is under
   * way; nobody waits for it. A newer version heard of meanwhile gets a catch-up of its own after.
   */
  function startCatchUp(index: FacetIndex, version: number): void {
    newestHeard = Math.max(newestHeard, version);
    if (building || catchingUp || index.version === version) return;
    const from = index.version;
    catchingUp = catchUp(index)
      .catch((error: unknown) => options.warn?.("facet index did not catch up", { err: error }))
      .finally(() => {
        catchingUp = undefined;
        // Only after progress, so a failing catch-up is tried again at the next version or request, not in a loop.
        if (current === index && index.version > from && newestHeard > index.version) startCatchUp(index, newestHeard);
      });
  }

  /**
   * From the first index on, catches up as soon as the feed learns of another process's change,
   * asked for or not: a process nobody asked anything for a while must not answer its next
   * listing from before changes made long ago.
   */
  function followFeed(): void {
    if (following || stopped) return;
    following = true;
    unfollow = catalogueFeed.follow((version) => {
      if (current) startCatchUp(current, version);
    });
  }

  /** The snapshot's index caught up through the feed; undefined when there is none, or the feed no longer reaches it. */
  async function restoreSnapshot(): Promise<FacetIndex | undefined> {
    const index = await loadFacetIndexSnapshot(db);
    if (!index || !(await catalogueFeed.holdChangesSince(index.version))) return undefined;
    const loadedVersion = index.version;
    const delta = deltaFor(index);
    if (!delta || !applyChangedProducts(index, await readChangedProducts(db, delta))) return undefined;
    index.version = Math.max(index.version, delta.upTo);
    snapshotVersion = loadedVersion;
    return index;
  }

  /** The first index: the snapshot's when it can be caught up, else a full build. Nobody sees it before it is whole. */
  async function startIndex(): Promise<FacetIndex> {
    const startedAt = performance.now();
    const restored = await restoreSnapshot().catch((error: unknown) => {
      options.warn?.("facet index snapshot not loaded", { err: error });
      return undefined;
    });
    if (!restored) return rebuild();
    // A full build asked for meanwhile (a bulk change) is at least as new.
    current ??= restored;
    announce("snapshot", restored, startedAt);
    return current;
  }

  const firstIndex = (): Promise<FacetIndex> =>
    (starting ??= startIndex()
      .then((index) => {
        followFeed();
        return index;
      })
      .finally(() => {
        starting = undefined;
      }));

  return {
    async current() {
      if (!current) return firstIndex();
      startCatchUp(current, await catalogueFeed.current());
      return current;
    },

    async warmUp() {
      await firstIndex();
    },

    async stop() {
      stopped = true;
      unfollow?.();
      await Promise.allSettled([starting, building, catchingUp]);
      await savingSnapshot;
    },

    isBuilt() {
      return current !== undefined;
    },

    async rebuild() {
      await rebuild();
    },

    // At once, so the shopper who made the change sees it in the next answer. The index's version
    // stays: catching up brings other processes' changes recorded before it, and passes over this one.
    async applyOwnChange(productIds, kind, version) {
      const index = current;
      if (!index || productIds.length === 0) return;
      const delta: CatalogueDelta = {
        upTo: index.version,
        kinds: new Set([kind]),
        products: new Map(productIds.map((id) => [id, new Set([kind])])),
      };
      const changed = await readChangedProducts(db, delta);
      if (current !== index) return;
      if (applyChangedProducts(index, changed)) appliedHere.add(version);
      else rebuildInBackground();
    },
  };
}
