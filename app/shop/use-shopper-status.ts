import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { ShopperStatus } from "../routes/shopper-status.ts";

/** The one fetcher every part of the shell reads the shopper's status from. */
const fetcherKey = "shopper-status";
/** The resource route answering it (app/routes.ts). */
export const shopperStatusPath = "/shopper-status";

/**
 * Loads the shopper's status (bag count, login) once the page has hydrated. React Router
 * revalidates a loaded fetcher after every action (add to bag, login, logout, a bag change), so
 * the header follows those without more code. Call once, in the shell.
 */
export function useLoadShopperStatus(): void {
  const fetcher = useFetcher<ShopperStatus>({ key: fetcherKey });
  const { load } = fetcher;
  const loaded = fetcher.data !== undefined || fetcher.state !== "idle";
  useEffect(() => {
    if (!loaded) void load(shopperStatusPath);
  }, [loaded, load]);
}

/** The shopper's bag count and login, or undefined until they have arrived (the page itself carries neither). */
export function useShopperStatus(): ShopperStatus | undefined {
  return useFetcher<ShopperStatus>({ key: fetcherKey }).data;
}
