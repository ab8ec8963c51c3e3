import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";
import { hashPassword } from "./password.ts";
import { addresses, customers, passwordResetTokens, savedPaymentMethods, sessions } from "./schema.ts";

/** A password no one knows, for an erased account (hashed before any transaction: hashing is slow). */
export const unusablePasswordHash = () => hashPassword(randomBytes(24).toString("base64url"));

/**
 * Locks a customer that is not deleted yet, inside the caller's transaction, and answers their
 * email (what the other modules' data is keyed by); a deleted or unknown one is not found.
 */
export async function lockCustomerForErasure(
  tx: DatabaseOrTransaction,
  customerId: number,
): Promise<{ email: string }> {
  const [customer] = await tx
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)))
    .for("update");
  if (!customer) throw new DomainError("not_found", problem("account_not_found"));
  return customer;
}

/**
 * Erases the account's personal data inside the caller's transaction: addresses, saved payment
 * methods, sessions and reset tokens go; the customer row stays (orders point at it), nameless,
 * with an unusable password, so its email can be used again.
 */
export async function eraseCustomer(
  tx: DatabaseOrTransaction,
  customerId: number,
  passwordHash: string,
): Promise<void> {
  for (const table of [addresses, savedPaymentMethods, sessions, passwordResetTokens])
    await tx.delete(table).where(eq(table.customerId, customerId));
  const erased = `deleted-${customerId}`;
  await tx
    .update(customers)
    .set({
      email: erased,
      loginName: erased,
      firstName: "",
      lastName: "",
      phone: null,
      passwordHash,
      isActive: false,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customerId));
}
