import { isUuid } from "../validation.ts";

/** Where an import is: reading the file, writing products, variants, prices, bringing the listings up to date; then its end. */
export type ProductCsvPhase = "checking" | "products" | "variants" | "listings" | "done" | "refused" | "failed";

/** An import's progress: its phase and, within it, how many of how many rows or products are done. */
export interface ProductCsvProgress {
  phase: ProductCsvPhase;
  done: number;
  total: number;
}

/** A finished import's progress is kept this long for a page that asks late. */
const keptForMs = 10 * 60_000;

/**
 * The progress of the imports running in this process, by an id the page chose (a uuid), readable
 * by the member who started it only. In memory, not in the database: a page polls the process
 * that runs its import, which holds for one process and for sticky sessions; behind a balancer
 * that spreads one member's requests, a poll that reaches another process finds nothing and the
 * page waits for the import's own answer (docs/product-csv.md).
 */
export function createProductCsvProgressBoard() {
  const entries = new Map<string, { staffId: number; progress: ProductCsvProgress; updatedAt: number }>();

  function forgetOld(now: number) {
    for (const [id, entry] of entries) if (now - entry.updatedAt > keptForMs) entries.delete(id);
  }

  return {
    /** Records where the import `id` of member `staffId` is; an id that is not a uuid is not kept. */
    report(id: string | undefined, staffId: number, progress: ProductCsvProgress): void {
      if (id === undefined || !isUuid(id)) return;
      const now = Date.now();
      forgetOld(now);
      entries.set(id, { staffId, progress, updatedAt: now });
    },

    /** Where the import `id` is, if this process runs (or ran) it for this member. */
    read(id: string, staffId: number): ProductCsvProgress | undefined {
      const entry = entries.get(id);
      return entry?.staffId === staffId ? entry.progress : undefined;
    },
  };
}

export type ProductCsvProgressBoard = ReturnType<typeof createProductCsvProgressBoard>;
