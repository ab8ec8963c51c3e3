import type { Database } from "../db/client.ts";
import type { ShopLocale } from "../locale.ts";
import type { CustomerListQuery, CustomerPage } from "../modules/accounts/index.ts";
import type { StaffActor } from "../modules/access/index.ts";
import { type CustomerDataExport, exportCustomerData } from "./staff-customer-data-export.ts";
import { type CustomerDetail, getCustomerDetail, listCustomersForStaff } from "./staff-customer-directory.ts";
import { eraseCustomerForStaff } from "./staff-customer-erasure.ts";
import { exportNewsletterSubscribers } from "./staff-customer-newsletter.ts";
import { activateCustomerForStaff, deactivateCustomer } from "./staff-customer-status.ts";

/** The back office's customers: each use case checks the staff member's permission first and audits what it changes. */
export interface StaffCustomersService {
  /** Customers by email, name or code and status, newest or oldest first, paged with the total (`customers.read`). */
  listCustomers(actor: StaffActor, query: CustomerListQuery): Promise<CustomerPage>;
  /** Profile, addresses, orders in brief, wishlist (names in `locale`) and newsletter consent (`customers.read`). */
  getCustomer(actor: StaffActor, customerId: number, locale: ShopLocale): Promise<CustomerDetail>;
  /** No login until activated again; every session ends (`customers.manage`). */
  deactivateCustomer(actor: StaffActor, customerId: number): Promise<void>;
  /** Lets a deactivated customer log in again (`customers.manage`). */
  activateCustomer(actor: StaffActor, customerId: number): Promise<void>;
  /** Everything the shop holds about the customer, for an access request; the copy is audited (`customers.read`). */
  exportCustomerData(actor: StaffActor, customerId: number, locale: ShopLocale): Promise<CustomerDataExport>;
  /** The same erasure as the shopper's account deletion (`customers.manage`). */
  eraseCustomer(actor: StaffActor, customerId: number): Promise<void>;
  /** Everyone subscribed to the newsletter now, as CSV (`customers.read`). */
  exportNewsletterSubscribers(actor: StaffActor): Promise<string>;
}

/** The back office's customers on one database. */
export function createStaffCustomersService(db: Database): StaffCustomersService {
  return {
    listCustomers: (actor, query) => listCustomersForStaff(db, actor, query),
    getCustomer: (actor, customerId, locale) => getCustomerDetail(db, actor, customerId, locale),
    deactivateCustomer: (actor, customerId) => deactivateCustomer(db, actor, customerId),
    activateCustomer: (actor, customerId) => activateCustomerForStaff(db, actor, customerId),
    exportCustomerData: (actor, customerId, locale) => exportCustomerData(db, actor, customerId, locale),
    eraseCustomer: (actor, customerId) => eraseCustomerForStaff(db, actor, customerId),
    exportNewsletterSubscribers: (actor) => exportNewsletterSubscribers(db, actor),
  };
}
