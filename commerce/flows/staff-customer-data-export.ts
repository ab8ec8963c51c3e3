import { type Database, readSideBySide } from "../db/client.ts";
import type { ShopLocale } from "../locale.ts";
import { exportAccountData, type AccountDataExport } from "../modules/accounts/index.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { findNewsletterConsent, type NewsletterConsent } from "../modules/newsletter/index.ts";
import { exportCustomerOrders, type ExportedOrder } from "../modules/orders/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { listWishlistProducts, type WishlistProduct } from "../modules/wishlist/index.ts";

/**
 * Everything the shop holds about one customer (a GDPR access request), as one JSON document:
 * profile, addresses, orders with their lines, wishlist, newsletter consent and saved payment
 * methods (only the provider's reference, brand, last four digits and expiry).
 */
export interface CustomerDataExport extends AccountDataExport {
  exportedAt: Date;
  orders: ExportedOrder[];
  wishlist: WishlistProduct[];
  /** Null when the customer's address never subscribed. */
  newsletter: NewsletterConsent | null;
}

/**
 * One customer's personal data for staff answering an access request (`customers.read`). Each
 * module gives its own part, read in one transaction with the audit entry that says who took a
 * copy (the entry holds no personal data).
 */
export async function exportCustomerData(
  db: Database,
  actor: StaffActor,
  customerId: number,
  locale: ShopLocale,
): Promise<CustomerDataExport> {
  requirePermission(actor, "customers.read");
  return db.transaction(async (tx) => {
    const account = await exportAccountData(tx, customerId);
    const [orders, wishlist, newsletter] = await readSideBySide<
      [ExportedOrder[], WishlistProduct[], NewsletterConsent | undefined]
    >(tx, [
      () => exportCustomerOrders(tx, customerId),
      () => listWishlistProducts(tx, customerId, locale),
      () => findNewsletterConsent(tx, account.profile.email),
    ]);
    await recordAudit(tx, actor, { action: "customer.export", subjectKind: "customer", subjectId: customerId });
    return { exportedAt: new Date(), ...account, orders, wishlist, newsletter: newsletter ?? null };
  });
}
