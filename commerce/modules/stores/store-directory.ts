import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { OpeningSchedule } from "./opening-hours.ts";
import { stores, storeTranslations, warehouses } from "./schema.ts";

export interface Store {
  id: number;
  code: string;
  name: string;
  description: string;
  streetAddress: string;
  zipCode: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  phone: string;
  fax: string | null;
  email: string;
  openingHours: OpeningSchedule;
}

const hoursOf = (opens: string | null, closes: string | null) =>
  opens && closes ? { opens: opens.slice(0, 5), closes: closes.slice(0, 5) } : null;

/** The stores of a locale (SPEC §3: stores are kept per locale), with their opening hours. */
export async function listStores(db: Database, locale: ShopLocale): Promise<Store[]> {
  const rows = await db
    .select({ store: stores, name: storeTranslations.name, description: storeTranslations.description })
    .from(stores)
    .innerJoin(storeTranslations, and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale)))
    .orderBy(asc(stores.sortOrder), asc(stores.id));
  return rows.map(({ store, name, description }) => ({
    id: store.id,
    code: store.code,
    name,
    description,
    streetAddress: store.streetAddress,
    zipCode: store.zipCode,
    city: store.city,
    country: store.country,
    latitude: store.latitude,
    longitude: store.longitude,
    phone: store.phone,
    fax: store.fax,
    email: store.email,
    openingHours: {
      weekdays: hoursOf(store.weekdayOpens, store.weekdayCloses),
      saturday: hoursOf(store.saturdayOpens, store.saturdayCloses),
      sunday: hoursOf(store.sundayOpens, store.sundayCloses),
    },
  }));
}

/** Every warehouse (SPEC §7 get-all-warehouses). */
export function listWarehouses(db: Database): Promise<{ id: number; code: string; name: string; city: string }[]> {
  return db
    .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, city: warehouses.city })
    .from(warehouses)
    .orderBy(asc(warehouses.id));
}

/** The stores of a locale, in their sort order, with name and town (for choosing a pickup store). */
export function listStoreNames(
  db: Database,
  locale: ShopLocale,
): Promise<{ id: number; name: string; city: string }[]> {
  return db
    .select({ id: stores.id, name: storeTranslations.name, city: stores.city })
    .from(stores)
    .innerJoin(storeTranslations, and(eq(storeTranslations.storeId, stores.id), eq(storeTranslations.locale, locale)))
    .orderBy(asc(stores.sortOrder), asc(stores.id));
}
