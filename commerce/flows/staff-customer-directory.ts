import { type Database, readSideBySide } from "../db/client.ts";
import type { ShopLocale } from "../locale.ts";
import {
  findCustomerProfile,
  listAddresses,
  listCustomers,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerProfile,
  type SavedAddress,
} from "../modules/accounts/index.ts";
import { findNewsletterConsent, type NewsletterConsent } from "../modules/newsletter/index.ts";
import { summariseCustomerOrders, type CustomerOrderSummary } from "../modules/orders/index.ts";
import { requirePermission, type StaffActor } from "../modules/access/index.ts";
import { listWishlistProducts, type WishlistProduct } from "../modules/wishlist/index.ts";

/** How many of a customer's orders their detail lists. */
export const customerDetailOrderCount = 10;

/** One customer as the back office shows them: profile, addresses, orders in brief, wishlist and newsletter consent. */
export interface CustomerDetail {
  profile: CustomerProfile;
  addresses: SavedAddress[];
  orders: CustomerOrderSummary;
  /** Product names in the staff member's locale. */
  wishlist: WishlistProduct[];
  /** Null when the customer's address never subscribed. */
  newsletter: NewsletterConsent | null;
}

/** Customers matching the query, paged, with the total (`customers.read`). */
export async function listCustomersForStaff(
  db: Database,
  actor: StaffActor,
  query: CustomerListQuery,
): Promise<CustomerPage> {
  requirePermission(actor, "customers.read");
  return listCustomers(db, query);
}

/** One customer's detail (`customers.read`); each module answers for its own part. */
export async function getCustomerDetail(
  db: Database,
  actor: StaffActor,
  customerId: number,
  locale: ShopLocale,
): Promise<CustomerDetail> {
  requirePermission(actor, "customers.read");
  const profile = await findCustomerProfile(db, customerId);
  const [addresses, orders, wishlist, newsletter] = await readSideBySide<
    [SavedAddress[], CustomerOrderSummary, WishlistProduct[], NewsletterConsent | undefined]
  >(db, [
    () => listAddresses(db, customerId),
    () => summariseCustomerOrders(db, customerId, customerDetailOrderCount),
    () => listWishlistProducts(db, customerId, locale),
    () => findNewsletterConsent(db, profile.email),
  ]);
  return { profile, addresses, orders, wishlist, newsletter: newsletter ?? null };
}
