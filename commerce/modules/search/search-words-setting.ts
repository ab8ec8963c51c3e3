import type { Database } from "#commerce/db/client.ts";
import { readSetting, type SettingValue } from "../settings/index.ts";

export type SearchWordsSetting = SettingValue<"searchWords">;

/**
 * The merchant's search words (words to ignore, synonyms), read at most once per `freshForMs` in a
 * process: every search needs them, and a change shows in every process within that time.
 */
export function createSearchWordsReader(db: Database, freshForMs = 1000): () => Promise<SearchWordsSetting> {
  let kept: { until: number; value: Promise<SearchWordsSetting> } | undefined;
  return () => {
    if (!kept || kept.until <= Date.now()) {
      const value = readSetting(db, "searchWords");
      kept = { until: Date.now() + freshForMs, value };
      // A failed read is asked again by the next search.
      value.catch(() => (kept = undefined));
    }
    return kept.value;
  };
}
