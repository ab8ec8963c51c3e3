import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { problem } from "#commerce/error-codes.ts";
import { DomainError, invalidField } from "#commerce/errors.ts";
import { shopLocales, type ShopLocale } from "#commerce/locale.ts";
import type { AuditRecord } from "../audit/index.ts";
import type { OpeningHours } from "./opening-hours.ts";
import { stores, storeOpeningExceptions, storeTranslations } from "./schema.ts";
import type { StoreForm, StoreFormInput } from "./staff-store-inputs.ts";
import { hoursOf } from "./store-directory.ts";

/** A store's text in one language, or null where it has none (and is not listed in that locale). */
export type StaffStoreText = { name: string; description: string } | null;

/** A dated exception as the editor lists it: its day, hours (null: closed) and the note for staff. */
export interface StaffStoreException {
  day: string;
  hours: OpeningHours | null;
  note: string;
}

/** A store as the editor opens it: every field of its form, and its dated exceptions by day. */
export interface StaffStore {
  id: number;
  code: string;
  texts: Record<ShopLocale, StaffStoreText>;
  streetAddress: string;
  zipCode: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  phone: string;
  fax: string | null;
  email: string;
  sortOrder: number;
  hours: StoreForm["hours"];
  exceptions: StaffStoreException[];
}

const closedDay = { opens: "", closes: "" };

/** The store as its edit form carries it (numbers and times as text; a missing text or a closed day as empty fields). */
export function storeAsForm(store: StaffStore): StoreFormInput {
  return {
    code: store.code,
    texts: Object.fromEntries(
      shopLocales.map((locale) => [locale, store.texts[locale] ?? { name: "", description: "" }]),
    ) as StoreFormInput["texts"],
    streetAddress: store.streetAddress,
    zipCode: store.zipCode,
    city: store.city,
    country: store.country,
    latitude: String(store.latitude),
    longitude: String(store.longitude),
    phone: store.phone,
    fax: store.fax ?? "",
    email: store.email,
    sortOrder: String(store.sortOrder),
    hours: {
      weekdays: store.hours.weekdays ?? closedDay,
      saturday: store.hours.saturday ?? closedDay,
      sunday: store.hours.sunday ?? closedDay,
    },
  };
}

/** The store table's columns a form sets. */
export const storeRowOf = (form: StoreForm) => ({
  code: form.code,
  streetAddress: form.streetAddress,
  zipCode: form.zipCode,
  city: form.city,
  country: form.country,
  latitude: form.latitude,
  longitude: form.longitude,
  phone: form.phone,
  fax: form.fax,
  email: form.email,
  sortOrder: form.sortOrder,
  weekdayOpens: form.hours.weekdays?.opens ?? null,
  weekdayCloses: form.hours.weekdays?.closes ?? null,
  saturdayOpens: form.hours.saturday?.opens ?? null,
  saturdayCloses: form.hours.saturday?.closes ?? null,
  sundayOpens: form.hours.sunday?.opens ?? null,
  sundayCloses: form.hours.sunday?.closes ?? null,
});

/** What an audit entry keeps of a store: everything its form sets, grouped as the log shows it. */
export const storeAuditRecord = (form: Omit<StoreForm, "texts"> & { texts: StaffStore["texts"] }) =>
  ({
    code: form.code,
    texts: form.texts,
    address: { streetAddress: form.streetAddress, zipCode: form.zipCode, city: form.city, country: form.country },
    coordinates: { latitude: form.latitude, longitude: form.longitude },
    phone: form.phone,
    fax: form.fax,
    email: form.email,
    sortOrder: form.sortOrder,
    openingHours: form.hours,
  }) satisfies AuditRecord;

/**
 * Refuses a code another store has (codes name stores in stock files, so they stay unique whatever
 * their case). Two saves giving the same code at once are taken in turn under a lock, so the second
 * sees the first's store and is refused here rather than by the unique index as a server error.
 */
export async function refuseCodeClash(tx: DatabaseOrTransaction, code: string, except?: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('butik.store_codes'))`);
  const [clash] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.code, code), except === undefined ? undefined : ne(stores.id, except)))
    .limit(1);
  if (clash) throw invalidField("code", problem("store_code_taken", { code }));
}

/** Writes a store's texts: a language with text gets it, one without loses any it had. */
export async function writeStoreTexts(
  tx: DatabaseOrTransaction,
  storeId: number,
  texts: Record<ShopLocale, StaffStoreText>,
): Promise<void> {
  for (const locale of shopLocales) {
    const text = texts[locale];
    if (text)
      await tx
        .insert(storeTranslations)
        .values({ storeId, locale, ...text })
        .onConflictDoUpdate({ target: [storeTranslations.storeId, storeTranslations.locale], set: text });
    else
      await tx
        .delete(storeTranslations)
        .where(and(eq(storeTranslations.storeId, storeId), eq(storeTranslations.locale, locale)));
  }
}

/** Reads one store with its texts and exceptions, locking its row when `lock` (an edit reads what it changes under the lock); not_found when there is none. */
export async function readStaffStoreRow(
  tx: DatabaseOrTransaction,
  storeId: number,
  { lock = false } = {},
): Promise<StaffStore> {
  const query = tx.select().from(stores).where(eq(stores.id, storeId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new DomainError("not_found", problem("store_not_found"));
  const translations = await tx.select().from(storeTranslations).where(eq(storeTranslations.storeId, storeId));
  const exceptions = await tx
    .select()
    .from(storeOpeningExceptions)
    .where(eq(storeOpeningExceptions.storeId, storeId))
    .orderBy(asc(storeOpeningExceptions.day));
  const textIn = (locale: ShopLocale): StaffStoreText => {
    const translation = translations.find((candidate) => candidate.locale === locale);
    return translation ? { name: translation.name, description: translation.description } : null;
  };
  return {
    id: row.id,
    code: row.code,
    texts: { "sv-SE": textIn("sv-SE"), "en-GB": textIn("en-GB") },
    streetAddress: row.streetAddress,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    fax: row.fax,
    email: row.email,
    sortOrder: row.sortOrder,
    hours: {
      weekdays: hoursOf(row.weekdayOpens, row.weekdayCloses),
      saturday: hoursOf(row.saturdayOpens, row.saturdayCloses),
      sunday: hoursOf(row.sundayOpens, row.sundayCloses),
    },
    exceptions: exceptions.map((exception) => ({
      day: exception.day,
      hours: hoursOf(exception.opens, exception.closes),
      note: exception.note,
    })),
  };
}
