// A customer's billing and shipping addresses. Every read and write checks the address is theirs.
import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { invalidInput, isUuid } from "#commerce/validation.ts";
import { addressInput, type AddressInput } from "../basket/index.ts";
import { addresses } from "./schema.ts";

export type AddressType = "billing" | "shipping";
export type SavedAddress = typeof addresses.$inferSelect;

/** What checkout is prefilled with from a saved address. */
export type DefaultAddress = Pick<
  SavedAddress,
  "firstName" | "lastName" | "company" | "streetAddress" | "zipCode" | "city" | "country" | "phone"
>;

const addressNotFound = () => new DomainError("not_found", problem("address_not_found"));

/** SPEC §8: 'address not updated'. */
function parseAddress(input: AddressInput) {
  const parsed = addressInput.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidInput(problem("address_not_updated"), parsed.error);
}

/** Makes one address the default of its type, and no other. */
function makeDefault(db: Database, customerId: number, type: AddressType, id: string): Promise<void> {
  return db.transaction(async (tx) => {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.customerId, customerId), eq(addresses.type, type)));
    await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  });
}

/** A customer's addresses, by type, each type's default first, then oldest first. */
export function listAddresses(db: Database, customerId: number): Promise<SavedAddress[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.type), desc(addresses.isDefault), asc(addresses.createdAt));
}

/** The default address of one type (the newest when none is marked), to prefill checkout. */
export async function findDefaultAddress(
  db: Database,
  customerId: number,
  type: AddressType,
): Promise<DefaultAddress | undefined> {
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
}

/** One address; someone else's is not found. */
export async function getAddress(db: Database, customerId: number, id: string): Promise<SavedAddress> {
  if (!isUuid(id)) throw addressNotFound();
  const [address] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  if (!address) throw addressNotFound();
  return address;
}

/** Adds an address; the first of its type becomes the default. */
export async function addAddress(
  db: Database,
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
  if (isDefault || existing === 0) await makeDefault(db, customerId, type, created!.id);
  return getAddress(db, customerId, created!.id);
}

/** Replaces one of the customer's addresses, and makes it the default of its type when asked. */
export async function updateAddress(
  db: Database,
  customerId: number,
  id: string,
  input: AddressInput,
  isDefault = false,
): Promise<SavedAddress> {
  const current = await getAddress(db, customerId, id);
  const address = parseAddress(input);
  await db
    .update(addresses)
    .set({ ...address, company: address.company ?? null, phone: address.phone ?? null })
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  if (isDefault) await makeDefault(db, customerId, current.type, id);
  return getAddress(db, customerId, id);
}

/** Deletes an address; when it was the default, the next of its type takes over. */
export async function deleteAddress(db: Database, customerId: number, id: string): Promise<void> {
  const current = await getAddress(db, customerId, id);
  await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  if (!current.isDefault) return;
  const [next] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.type, current.type)))
    .orderBy(asc(addresses.createdAt))
    .limit(1);
  if (next) await makeDefault(db, customerId, current.type, next.id);
}
