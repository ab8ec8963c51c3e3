import { desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { onField, problem } from "#commerce/error-codes.ts";
import type { ShopLocale } from "#commerce/locale.ts";
import { stores, storeTranslations } from "./schema.ts";

/** Where a pickup order is collected: the store's name and address as they were when it was ordered. */
export interface PickupStoreSnapshot {
  id: number;
  name: string;
  streetAddress: string;
  zipCode: string;
  city: string;
  country: string;
}

/**
 * Reads a store's name (in the locale, else any it has) and address inside the caller's
 * transaction, for an order to keep: a store renamed or moved later must not change where an
 * earlier order said to collect it.
 */
export async function readPickupStore(
  tx: DatabaseOrTransaction,
  storeId: number,
  locale: ShopLocale,
): Promise<PickupStoreSnapshot> {
  const [store] = await tx
    .select({
      id: stores.id,
      name: storeTranslations.name,
      streetAddress: stores.streetAddress,
      zipCode: stores.zipCode,
      city: stores.city,
      country: stores.country,
    })
    .from(stores)
    .innerJoin(storeTranslations, eq(storeTranslations.storeId, stores.id))
    .where(eq(stores.id, storeId))
    .orderBy(desc(sql`${storeTranslations.locale} = ${locale}`))
    .limit(1);
  if (!store)
    throw new DomainError("invalid", problem("pickup_store_required"), [onField("pickupStoreId", problem("required"))]);
  return store;
}
