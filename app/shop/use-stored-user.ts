import { useEffect } from "react";
import { useShop } from "./use-shop.ts";

/** SPEC §3/§9: the user object (with its Id) is kept in local storage while someone is logged in. */
const storageKey = "user";

/** Keeps local storage's user in step with the session: set on login, removed on logout or expiry. */
export function useStoredUser(): void {
  const { customerId } = useShop();
  useEffect(() => {
    if (customerId === null) window.localStorage.removeItem(storageKey);
    else window.localStorage.setItem(storageKey, JSON.stringify({ Id: customerId }));
  }, [customerId]);
}
