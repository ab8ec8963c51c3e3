import { useCallback, useEffect, useSyncExternalStore } from "react";
import { parseWishlistIds, toggleWishlistId } from "./wishlist-ids.ts";
import { subscribeToStorage } from "./local-storage.ts";
import { useShopperStatus } from "./use-shopper-status.ts";

/** SPEC §3/§9: the wishlist's ids live in local storage under this key, comma-separated. */
const storageKey = "wishlistItems";
const changeEvent = "butik:wishlist";
/** Marks, per customer and tab, that the lists were merged at login. */
const mergedKeyPrefix = "butik:wishlist-merged:";

const subscribe = subscribeToStorage(changeEvent);

const readStored = () => window.localStorage.getItem(storageKey) ?? "";

function writeIds(ids: readonly number[]): void {
  window.localStorage.setItem(storageKey, ids.join(","));
  window.dispatchEvent(new Event(changeEvent));
}

async function postJson(path: string, body: unknown): Promise<string | null> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.ok && response.status !== 204 ? ((await response.json()) as string) : null;
}

/**
 * The wishlist: kept in local storage for everyone, and on the server for a logged-in customer
 * (updated on every toggle, deleted when it becomes empty).
 */
export function useWishlist() {
  // Until the shopper's status arrives (just after the page), a toggle is kept locally only.
  const customerId = useShopperStatus()?.customerId ?? null;
  const stored = useSyncExternalStore(subscribe, readStored, () => "");
  const ids = parseWishlistIds(stored);
  const toggle = useCallback(
    async (productId: number) => {
      const next = toggleWishlistId(parseWishlistIds(readStored()), productId);
      writeIds(next);
      if (customerId === null) return;
      if (next.length === 0) await postJson("/api/wishlist/delete-wishlist", { userId: customerId });
      else await postJson("/api/wishlist/update-wishlist", { ids: next, userId: customerId });
    },
    [customerId],
  );
  return { ids, toggle };
}

/**
 * SPEC §4 on login: the local and saved lists merge (union, numbers, no duplicates), are saved on
 * the server and kept locally. Runs once per customer and browser tab.
 */
export function useWishlistMergeOnLogin(): void {
  const customerId = useShopperStatus()?.customerId ?? null;
  useEffect(() => {
    if (customerId === null) return;
    const doneKey = `${mergedKeyPrefix}${customerId}`;
    if (window.sessionStorage.getItem(doneKey)) return;
    void postJson("/api/wishlist/merge-wishlist", { ids: parseWishlistIds(readStored()) }).then((merged) => {
      if (merged === null) return;
      writeIds(parseWishlistIds(merged));
      window.sessionStorage.setItem(doneKey, "1");
    });
  }, [customerId]);
}

/**
 * Forgets the list this browser keeps, for whoever uses it next; a customer's list stays on the
 * server. The merge marks go too, so their next login here merges (and brings the list back) again.
 */
export function forgetLocalWishlist(): void {
  window.localStorage.removeItem(storageKey);
  for (const key of Object.keys(window.sessionStorage))
    if (key.startsWith(mergedKeyPrefix)) window.sessionStorage.removeItem(key);
  window.dispatchEvent(new Event(changeEvent));
}
