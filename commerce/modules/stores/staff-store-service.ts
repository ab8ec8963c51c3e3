import { and, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { parseStaffInput } from "#commerce/validation.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import { changedFields, recordAudit } from "../audit/index.ts";
import { stores, storeOpeningExceptions } from "./schema.ts";
import {
  removeStoreExceptionInput,
  type RemoveStoreExceptionInput,
  setStoreExceptionInput,
  type SetStoreExceptionInput,
  storeFormInput,
  type StoreFormInput,
  updateStoreInput,
  type UpdateStoreInput,
} from "./staff-store-inputs.ts";
import { listStaffStores, type StaffStoreListEntry } from "./staff-store-reads.ts";
import {
  readStaffStoreRow,
  refuseCodeClash,
  storeAuditRecord,
  storeRowOf,
  type StaffStore,
  writeStoreTexts,
} from "./staff-store-rows.ts";

/**
 * The back office's stores (every call needs `stores.manage`: owners and managers). Stores are not
 * deleted: orders keep their pickup store's id and stores hold stock, so a store that closes for
 * good has its texts emptied, which takes it out of every store finder and pickup choice while its
 * orders and stock keep their history. Each change is audited in its own transaction; the
 * storefront reads stores from the database on every request, so it shows changes at once.
 */
export interface StaffStoresService {
  /** Every store, named in the member's language where it can be, open now or not at `now`. */
  listStores(actor: StaffActor, locale: ShopLocale, now?: Date): Promise<StaffStoreListEntry[]>;
  /** One store as the editor opens it, with its dated exceptions; not_found when there is none. */
  getStore(actor: StaffActor, storeId: number): Promise<StaffStore>;
  /** Adds a store from the editor's form. */
  createStore(actor: StaffActor, input: StoreFormInput): Promise<{ storeId: number }>;
  /** Saves the editor's form over a store; an unchanged form writes nothing. */
  updateStore(actor: StaffActor, input: UpdateStoreInput): Promise<void>;
  /** Sets a store's hours (or closed) for one date, replacing any it had for that date. */
  setStoreException(actor: StaffActor, input: SetStoreExceptionInput): Promise<void>;
  /** Takes a store's dated exception away: that date keeps the week's hours again. */
  removeStoreException(actor: StaffActor, input: RemoveStoreExceptionInput): Promise<void>;
}

/** The back office's store edits on one database. */
export function createStaffStoresService(db: Database): StaffStoresService {
  return {
    async listStores(actor, locale, now = new Date()) {
      requirePermission(actor, "stores.manage");
      return listStaffStores(db, locale, now);
    },

    async getStore(actor, storeId) {
      requirePermission(actor, "stores.manage");
      return readStaffStoreRow(db, storeId);
    },

    async createStore(actor, input) {
      requirePermission(actor, "stores.manage");
      const form = parseStaffInput(storeFormInput, input, "form");
      return db.transaction(async (tx) => {
        await refuseCodeClash(tx, form.code);
        const [row] = await tx.insert(stores).values(storeRowOf(form)).returning({ id: stores.id });
        const storeId = row!.id;
        await writeStoreTexts(tx, storeId, form.texts);
        await recordAudit(tx, actor, {
          action: "store.create",
          subjectKind: "store",
          subjectId: storeId,
          after: storeAuditRecord(form),
        });
        return { storeId };
      });
    },

    async updateStore(actor, input) {
      requirePermission(actor, "stores.manage");
      const { storeId, ...form } = parseStaffInput(updateStoreInput, input, "form");
      await db.transaction(async (tx) => {
        const before = await readStaffStoreRow(tx, storeId, { lock: true });
        const change = changedFields(storeAuditRecord(before), storeAuditRecord(form));
        if (Object.keys(change.after).length === 0) return;
        if (form.code !== before.code) await refuseCodeClash(tx, form.code, storeId);
        await tx.update(stores).set(storeRowOf(form)).where(eq(stores.id, storeId));
        await writeStoreTexts(tx, storeId, form.texts);
        await recordAudit(tx, actor, { action: "store.update", subjectKind: "store", subjectId: storeId, ...change });
      });
    },

    async setStoreException(actor, input) {
      requirePermission(actor, "stores.manage");
      const { storeId, day, hours, note } = parseStaffInput(setStoreExceptionInput, input, "form");
      await db.transaction(async (tx) => {
        const store = await readStaffStoreRow(tx, storeId, { lock: true });
        const previous = store.exceptions.find((exception) => exception.day === day);
        const values = { opens: hours?.opens ?? null, closes: hours?.closes ?? null, note };
        await tx
          .insert(storeOpeningExceptions)
          .values({ storeId, day, ...values })
          .onConflictDoUpdate({ target: [storeOpeningExceptions.storeId, storeOpeningExceptions.day], set: values });
        await recordAudit(tx, actor, {
          action: "store.exception_set",
          subjectKind: "store",
          subjectId: storeId,
          ...(previous ? { before: { day, openingHours: previous.hours, note: previous.note } } : {}),
          after: { day, openingHours: hours, note },
        });
      });
    },

    async removeStoreException(actor, input) {
      requirePermission(actor, "stores.manage");
      const { storeId, day } = parseStaffInput(removeStoreExceptionInput, input, "form");
      await db.transaction(async (tx) => {
        const store = await readStaffStoreRow(tx, storeId, { lock: true });
        const previous = store.exceptions.find((exception) => exception.day === day);
        // Removing a date that has no exception (a second click, another tab) leaves nothing to record.
        if (!previous) return;
        await tx
          .delete(storeOpeningExceptions)
          .where(and(eq(storeOpeningExceptions.storeId, storeId), eq(storeOpeningExceptions.day, day)));
        await recordAudit(tx, actor, {
          action: "store.exception_remove",
          subjectKind: "store",
          subjectId: storeId,
          before: { day, openingHours: previous.hours, note: previous.note },
        });
      });
    },
  };
}
