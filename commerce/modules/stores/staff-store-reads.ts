import { asc } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { isOpenAt } from "./opening-hours.ts";
import { stores, storeTranslations } from "./schema.ts";
import { readUpcomingExceptions, scheduleOf } from "./store-directory.ts";

/** One row of the back office's store list. */
export interface StaffStoreListEntry {
  id: number;
  code: string;
  /** In the member's language, else in the other one; null for a store with no texts (listed nowhere). */
  name: string | null;
  city: string;
  phone: string;
  /** The languages whose store finder lists it. */
  locales: ShopLocale[];
  /** By its week and today's dated exception, in Stockholm time. */
  openNow: boolean;
}

/** Every store, in the storefront's order, named in `locale` where it can be, open now or not at `now`. */
export async function listStaffStores(db: Database, locale: ShopLocale, now: Date): Promise<StaffStoreListEntry[]> {
  const [rows, translations, exceptions] = await Promise.all([
    db.select().from(stores).orderBy(asc(stores.sortOrder), asc(stores.id)),
    db
      .select({ storeId: storeTranslations.storeId, locale: storeTranslations.locale, name: storeTranslations.name })
      .from(storeTranslations),
    readUpcomingExceptions(db, now),
  ]);
  return rows.map((store) => {
    const texts = translations.filter((translation) => translation.storeId === store.id);
    const named = texts.find((text) => text.locale === locale) ?? texts[0];
    return {
      id: store.id,
      code: store.code,
      name: named?.name ?? null,
      city: store.city,
      phone: store.phone,
      locales: texts.map((text) => text.locale as ShopLocale),
      openNow: isOpenAt(scheduleOf(store, exceptions.get(store.id) ?? []), now),
    };
  });
}
