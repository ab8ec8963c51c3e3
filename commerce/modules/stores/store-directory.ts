import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import type { OpeningException, OpeningSchedule } from "./opening-hours.ts";
import { stores, storeOpeningExceptions, storeTranslations, warehouses } from "./schema.ts";
import { shopDayAt } from "./shop-days.ts";

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

/** A day's hours as the database keeps them (times with seconds), or null for closed. */
export const hoursOf = (opens: string | null, closes: string | null) =>
  opens && closes ? { opens: opens.slice(0, 5), closes: closes.slice(0, 5) } : null;

/** A store row's week, with the dated exceptions given. */
export const scheduleOf = (
  store: typeof stores.$inferSelect,
  exceptions: readonly OpeningException[],
): OpeningSchedule => ({
  weekdays: hoursOf(store.weekdayOpens, store.weekdayCloses),
  saturday: hoursOf(store.saturdayOpens, store.saturdayCloses),
  sunday: hoursOf(store.sundayOpens, store.sundayCloses),
  exceptions,
});

/**
 * How far ahead a store list carries its dated exceptions: a page or a stored copy of the list may
 * say "open now" for days after it was read, and holidays are planned at most a few weeks out.
 */
const exceptionDaysAhead = 31;

/** Every store's dated exceptions from the Stockholm day of `now` on, for `exceptionDaysAhead` days. */
export async function readUpcomingExceptions(db: Database, now: Date): Promise<Map<number, OpeningException[]>> {
  const today = shopDayAt(now);
  const rows = await db
    .select()
    .from(storeOpeningExceptions)
    .where(
      and(
        gte(storeOpeningExceptions.day, sql`${today}`),
        lt(storeOpeningExceptions.day, sql`${today} + ${exceptionDaysAhead}::int`),
      ),
    )
    .orderBy(asc(storeOpeningExceptions.day));
  const byStore = new Map<number, OpeningException[]>();
  for (const row of rows) {
    const exceptions = byStore.get(row.storeId) ?? [];
    exceptions.push({ day: row.day, hours: hoursOf(row.opens, row.closes) });
    byStore.set(row.storeId, exceptions);
  }
  return byStore;
}

/**
 * The stores of a locale (SPEC §3: stores are kept per locale), with their opening hours and the
 * dated exceptions of the coming weeks. Read from the database on every call (no cache), so a
 * change in the back office shows at once in every process.
 */
export async function listStores(db: Database, locale: ShopLocale, now = new Date()): Promise<Store[]> {
  const exceptions = await readUpcomingExceptions(db, now);
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
    openingHours: scheduleOf(store, exceptions.get(store.id) ?? []),
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
