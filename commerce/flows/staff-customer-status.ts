import type { Database } from "../db/client.ts";
import { activateCustomer, deactivate, findCustomerProfile } from "../modules/accounts/index.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";

/**
 * Deactivates a customer for staff (`customers.manage`): the accounts module's own deactivation,
 * so every session of theirs ends and they cannot log in until activated; audited in the same
 * transaction.
 */
export async function deactivateCustomer(db: Database, actor: StaffActor, customerId: number): Promise<void> {
  requirePermission(actor, "customers.manage");
  await db.transaction(async (tx) => {
    const { status } = await findCustomerProfile(tx, customerId);
    await deactivate(tx, customerId);
    await recordAudit(tx, actor, {
      action: "customer.deactivate",
      subjectKind: "customer",
      subjectId: customerId,
      before: { status },
      after: { status: "deactivated" },
    });
  });
}

/**
 * Activates a deactivated customer for staff (`customers.manage`): no credentials or shopper's
 * confirmation, as staff act on the customer's request; audited in the same transaction.
 */
export async function activateCustomerForStaff(db: Database, actor: StaffActor, customerId: number): Promise<void> {
  requirePermission(actor, "customers.manage");
  await db.transaction(async (tx) => {
    const { status } = await findCustomerProfile(tx, customerId);
    await activateCustomer(tx, customerId);
    await recordAudit(tx, actor, {
      action: "customer.activate",
      subjectKind: "customer",
      subjectId: customerId,
      before: { status },
      after: { status: "active" },
    });
  });
}
