/** SPEC §9: after a failed chunk or stylesheet load, a path is reloaded at most once in this window. */
export const reloadGuardMs = 10_000;
const storageKey = "butik:reloaded";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Whether to reload `path` now; records the reload when it says yes. Kept in session storage,
 * because the reload itself wipes memory; a path that fails again within 10 seconds is left alone
 * (an error page beats an endless reload loop).
 */
export function claimReload(path: string, storage: KeyValueStorage, now = Date.now()): boolean {
  let reloaded: Record<string, number> = {};
  try {
    reloaded = JSON.parse(storage.getItem(storageKey) ?? "{}") as Record<string, number>;
  } catch {
    // A damaged record counts as no record.
  }
  const last = reloaded[path];
  if (last !== undefined && now - last < reloadGuardMs) return false;
  const recent = Object.fromEntries(Object.entries(reloaded).filter(([, at]) => now - at < reloadGuardMs));
  storage.setItem(storageKey, JSON.stringify({ ...recent, [path]: now }));
  return true;
}
