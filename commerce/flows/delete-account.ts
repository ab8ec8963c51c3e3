import type { Database } from "../db/client.ts";
import { DomainError } from "../errors.ts";
import { onField, problem } from "../error-codes.ts";
import {
  deleteConfirmationPhrase,
  eraseCustomer,
  lockCustomerForErasure,
  unusablePasswordHash,
} from "../modules/accounts/index.ts";
import { eraseSubscriber } from "../modules/newsletter/index.ts";
import { anonymiseCustomerOrders } from "../modules/orders/index.ts";
import { eraseWishlist } from "../modules/wishlist/index.ts";

/**
 * Deletes an account after SPEC §5's typed confirmation. Personal data is erased (name, email,
 * phone, password, addresses, saved payment methods, wishlist, sessions, newsletter); the
 * customer's orders stay for the merchant's books, anonymised. The email can be used again.
 * Each module erases its own tables, in one transaction.
 */
export async function deleteAccount(db: Database, customerId: number, confirmation: string): Promise<void> {
  if (confirmation.trim() !== deleteConfirmationPhrase)
    throw new DomainError("invalid", problem("delete_not_confirmed"), [
      onField("confirmation", problem("confirmation_mismatch", { phrase: deleteConfirmationPhrase })),
    ]);
  const passwordHash = await unusablePasswordHash();
  await db.transaction(async (tx) => {
    const { email } = await lockCustomerForErasure(tx, customerId);
    await eraseSubscriber(tx, email);
    await anonymiseCustomerOrders(tx, customerId);
    await eraseWishlist(tx, customerId);
    await eraseCustomer(tx, customerId, passwordHash);
  });
}
