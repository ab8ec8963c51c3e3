import { useEffect, useSyncExternalStore } from "react";
import type { StoreJson } from "#api/store-shapes.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { subscribeToStorage } from "./local-storage.ts";
import { useShop } from "./use-shop.ts";

/**
 * SPEC §3/§9: the stores, keyed per locale, live in local storage with a fetchedStores flag (here:
 * when each locale's list was fetched, so opening hours older than a day are fetched again).
 */
const storesKey = "stores";
const fetchedKey = "fetchedStores";
const changeEvent = "butik:stores";
const freshForMs = 24 * 60 * 60 * 1000;

type StoresByLocale = Partial<Record<ShopLocale, StoreJson[]>>;
type FetchedAt = Partial<Record<ShopLocale, number>>;

/** Stored JSON, or undefined when missing or damaged. */
function parseStored<T>(text: string | null): T | undefined {
  try {
    return JSON.parse(text ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
}

const readJson = <T>(key: string) => parseStored<T>(window.localStorage.getItem(key));

const subscribe = subscribeToStorage(changeEvent);

async function fetchStores(locale: ShopLocale, currencyId: number): Promise<void> {
  const query = new URLSearchParams({ cultureCode: locale, currencyId: String(currencyId) });
  const response = await fetch(`/api/stores/get-all-stores?${query}`);
  if (!response.ok) return;
  const stores = (await response.json()) as StoreJson[];
  window.localStorage.setItem(storesKey, JSON.stringify({ ...readJson<StoresByLocale>(storesKey), [locale]: stores }));
  window.localStorage.setItem(fetchedKey, JSON.stringify({ ...readJson<FetchedAt>(fetchedKey), [locale]: Date.now() }));
  window.dispatchEvent(new Event(changeEvent));
}

/** The current locale's stores from local storage, fetched once a day; undefined until known. */
export function useStores(): StoreJson[] | undefined {
  const { locale, currency } = useShop();
  const stored = useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(storesKey),
    () => null,
  );
  useEffect(() => {
    const fetchedAt = readJson<FetchedAt>(fetchedKey)?.[locale];
    if (fetchedAt === undefined || Date.now() - fetchedAt > freshForMs) void fetchStores(locale, currency.id);
  }, [locale, currency.id]);
  return parseStored<StoresByLocale>(stored)?.[locale];
}
