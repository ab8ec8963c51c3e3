import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { DomainError } from "../errors.ts";
import { onField, problem } from "../error-codes.ts";
import { deleteConfirmationPhrase, hashPassword } from "../modules/accounts/index.ts";
import { addresses, customers, passwordResetTokens, savedPaymentMethods, sessions } from "../modules/accounts/schema.ts";
import { newsletterSubscriptions } from "../modules/newsletter/schema.ts";
import { orders } from "../modules/orders/schema.ts";
import { wishlistItems } from "../modules/wishlist/schema.ts";

/**
 * Deletes an account after SPEC §5's typed confirmation. Personal data is erased (name, email,
 * phone, password, addresses, saved payment methods, wishlist, sessions, newsletter); the
 * customer's orders stay for the merchant's books, anonymised. The email can be used again.
 */
export async function deleteAccount(db: Database, customerId: number, confirmation: string): Promise<void> {
  if (confirmation.trim() !== deleteConfirmationPhrase) throw new DomainError("invalid", problem("delete_not_confirmed"), [onField("confirmation", problem("confirmation_mismatch", { phrase: deleteConfirmationPhrase }))]);
  const unusablePassword = await hashPassword(randomBytes(24).toString("base64url"));
  await db.transaction(async (tx) => {
    const [customer] = await tx.select({ email: customers.email }).from(customers).where(and(eq(customers.id, customerId), isNull(customers.deletedAt))).for("update");
    if (!customer) throw new DomainError("not_found", problem("account_not_found"));
    await tx.update(newsletterSubscriptions).set({ email: sql`'deleted-' || ${newsletterSubscriptions.id}`, unsubscribedAt: new Date() }).where(eq(newsletterSubscriptions.email, customer.email));
    await tx.update(orders).set({ customerId: null, email: "", billingAddress: {}, shippingAddress: null, updatedAt: new Date() }).where(eq(orders.customerId, customerId));
    for (const table of [addresses, savedPaymentMethods, wishlistItems, sessions, passwordResetTokens]) await tx.delete(table).where(eq(table.customerId, customerId));
    const erased = `deleted-${customerId}`;
    await tx
      .update(customers)
      .set({ email: erased, loginName: erased, firstName: "", lastName: "", phone: null, passwordHash: unusablePassword, isActive: false, deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(customers.id, customerId));
  });
}
