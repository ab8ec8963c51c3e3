import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { invalidInput, isUuid } from "#commerce/validation.ts";
import { addressInput, type AddressInput } from "../basket/index.ts";
import { addresses } from "./schema.ts";

export type AddressType = "billing" | "shipping";
export type SavedAddress = typeof addresses.$inferSelect;

const addressNotFound = () => new DomainError("not_found", problem("address_not_found"));
/** SPEC §8: 'address not updated'. */

function parseAddress(input: AddressInput) {
  const parsed = addressInput.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidInput(problem("address_not_updated"), parsed.error);
}

/** A customer's billing and shipping addresses. Every read and write checks the address is theirs. */
export function createAddressBook(db: Database) {
  /** Makes one address the default of its type, and no other. */
  const makeDefault = (customerId: number, type: AddressType, id: string) =>
    db.transaction(async (tx) => {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.customerId, customerId), eq(addresses.type, type)));
      await tx
        .update(addresses)
        .set({ isDefault: true })
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
    });

  const findOwn = async (customerId: number, id: string): Promise<SavedAddress> => {
    if (!isUuid(id)) throw addressNotFound();
    const [address] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
    if (!address) throw addressNotFound();
    return address;
  };

  return {
    listAddresses(customerId: number): Promise<SavedAddress[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(asc(addresses.type), desc(addresses.isDefault), asc(addresses.createdAt));
    },

    /** The default address of one type (the newest when none is marked), to prefill checkout. */
    async findDefaultAddress(customerId: number, type: AddressType) {
      const [address] = await db
        .select({
          firstName: addresses.firstName,
          lastName: addresses.lastName,
          company: addresses.company,
          streetAddress: addresses.streetAddress,
          zipCode: addresses.zipCode,
          city: addresses.city,
          country: addresses.country,
          phone: addresses.phone,
        })
        .from(addresses)
        .where(and(eq(addresses.customerId, customerId), eq(addresses.type, type)))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt))
        .limit(1);
      return address;
    },

    /** One address; someone else's is not found. */
    getAddress: findOwn,

    /** Adds an address; the first of its type becomes the default. */
    async addAddress(
      customerId: number,
      type: AddressType,
      input: AddressInput,
      isDefault = false,
    ): Promise<SavedAddress> {
      const address = parseAddress(input);
      const existing = await db.$count(addresses, and(eq(addresses.customerId, customerId), eq(addresses.type, type)));
      const [created] = await db
        .insert(addresses)
        .values({ customerId, type, ...address, company: address.company ?? null, phone: address.phone ?? null })
        .returning();
      if (isDefault || existing === 0) await makeDefault(customerId, type, created!.id);
      return findOwn(customerId, created!.id);
    },

    async updateAddress(customerId: number, id: string, input: AddressInput, isDefault = false): Promise<SavedAddress> {
      const current = await findOwn(customerId, id);
      const address = parseAddress(input);
      await db
        .update(addresses)
        .set({ ...address, company: address.company ?? null, phone: address.phone ?? null })
        .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
      if (isDefault) await makeDefault(customerId, current.type, id);
      return findOwn(customerId, id);
    },

    /** Deletes an address; when it was the default, the next of its type takes over. */
    async deleteAddress(customerId: number, id: string): Promise<void> {
      const current = await findOwn(customerId, id);
      await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
      if (!current.isDefault) return;
      const [next] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.customerId, customerId), eq(addresses.type, current.type)))
        .orderBy(asc(addresses.createdAt))
        .limit(1);
      if (next) await makeDefault(customerId, current.type, next.id);
    },
  };
}
