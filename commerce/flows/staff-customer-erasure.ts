import type { Database } from "../db/client.ts";
import { findCustomerProfile, unusablePasswordHash } from "../modules/accounts/index.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { eraseAccount } from "./delete-account.ts";

/**
 * Erases a customer for staff (`customers.manage`; a right-to-erasure request): exactly the
 * erasure of the shopper's own account deletion (flows/delete-account.ts), without the typed
 * phrase a shopper gives. The audit entry names the customer by id only: it must not keep what
 * was erased.
 */
export async function eraseCustomerForStaff(db: Database, actor: StaffActor, customerId: number): Promise<void> {
  requirePermission(actor, "customers.manage");
  const passwordHash = await unusablePasswordHash();
  await db.transaction(async (tx) => {
    const { status } = await findCustomerProfile(tx, customerId);
    await eraseAccount(tx, customerId, passwordHash);
    await recordAudit(tx, actor, {
      action: "customer.erase",
      subjectKind: "customer",
      subjectId: customerId,
      before: { status },
      after: { status: "deleted" },
    });
  });
}
