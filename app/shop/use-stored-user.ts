import { useEffect } from "react";
import { useShopperStatus } from "./use-shopper-status.ts";
import { forgetLocalWishlist } from "./use-wishlist.ts";

/** SPEC §3/§9: the user object (with its Id) is kept in local storage while someone is logged in. */
const storageKey = "user";

/**
 * Keeps local storage's user in step with the session: set on login, removed on logout or expiry.
 * A stored user with no session means someone logged out in this browser (or their session ended):
 * the wishlist kept here for them is forgotten with it, so the next person at a shared computer
 * sees none of it. A guest's wishlist, kept with no user stored, stays. Nothing happens until the
 * shopper's status has arrived (it loads after the page).
 */
export function useStoredUser(): void {
  const customerId = useShopperStatus()?.customerId;
  useEffect(() => {
    if (customerId === undefined) return;
    if (customerId !== null) {
      window.localStorage.setItem(storageKey, JSON.stringify({ Id: customerId }));
      return;
    }
    if (window.localStorage.getItem(storageKey) === null) return;
    window.localStorage.removeItem(storageKey);
    forgetLocalWishlist();
  }, [customerId]);
}
