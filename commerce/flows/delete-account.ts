import type { Database, DatabaseOrTransaction } from "../db/client.ts";
import { DomainError } from "../errors.ts";
import { onField, problem } from "../error-codes.ts";
import {
  deleteConfirmationPhrase,
  eraseCustomer,
  lockCustomerForErasure,
  unusablePasswordHash,
} from "../modules/accounts/index.ts";
import { eraseMailTo } from "../modules/mail/index.ts";
import { eraseSubscriber } from "../modules/newsletter/index.ts";
import { anonymiseCustomerOrders } from "../modules/orders/index.ts";
import { eraseWishlist } from "../modules/wishlist/index.ts";

/**
 * Deletes an account after SPEC §5's typed confirmation. Personal data is erased (name, email,
 * phone, password, addresses, saved payment methods, wishlist, sessions, newsletter, mail); the
 * customer's orders stay for the merchant's books, anonymised. The email can be used again.
 * Each module erases its own tables, in one transaction.
 */
export async function deleteAccount(db: Database, customerId: number, confirmation: string): Promise<void> {
  if (confirmation.trim() !== deleteConfirmationPhrase)
    throw new DomainError("invalid", problem("delete_not_confirmed"), [
      onField("confirmation", problem("confirmation_mismatch", { phrase: deleteConfirmationPhrase })),
    ]);
  const passwordHash = await unusablePasswordHash();
  await db.transaction((tx) => eraseAccount(tx, customerId, passwordHash));
}

/**
 * The erasure itself, inside the caller's transaction: the shopper's deletion above and the back
 * office's (flows/staff-customer-erasure.ts) are this one list of steps. `passwordHash` is
 * unusablePasswordHash(), made before the transaction.
 */
export async function eraseAccount(tx: DatabaseOrTransaction, customerId: number, passwordHash: string): Promise<void> {
  const { email } = await lockCustomerForErasure(tx, customerId);
  await eraseSubscriber(tx, email);
  await eraseMailTo(tx, email);
  await anonymiseCustomerOrders(tx, customerId);
  await eraseWishlist(tx, customerId);
  await eraseCustomer(tx, customerId, passwordHash);
}
