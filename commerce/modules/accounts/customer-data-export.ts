import { asc, eq } from "drizzle-orm";
import { type DatabaseOrTransaction, readSideBySide } from "#commerce/db/client.ts";
import { findCustomerProfile, type CustomerProfile } from "./customer-directory.ts";
import { addresses, savedPaymentMethods } from "./schema.ts";

/** A saved payment method as a data export gives it: what the provider knows it by, and what identifies the card to its owner. */
export interface ExportedPaymentMethod {
  providerReference: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The account's part of a customer's personal data (a GDPR access request). */
export interface AccountDataExport {
  profile: CustomerProfile;
  addresses: Omit<typeof addresses.$inferSelect, "customerId">[];
  paymentMethods: ExportedPaymentMethod[];
}

/** Everything the account holds about one customer: profile, addresses and saved payment methods; unknown is not found. */
export async function exportAccountData(db: DatabaseOrTransaction, customerId: number): Promise<AccountDataExport> {
  const [profile, addressRows, paymentMethods] = await readSideBySide<
    [CustomerProfile, AccountDataExport["addresses"], ExportedPaymentMethod[]]
  >(db, [
    () => findCustomerProfile(db, customerId),
    () =>
      db
        .select({
          id: addresses.id,
          type: addresses.type,
          isDefault: addresses.isDefault,
          firstName: addresses.firstName,
          lastName: addresses.lastName,
          company: addresses.company,
          streetAddress: addresses.streetAddress,
          zipCode: addresses.zipCode,
          city: addresses.city,
          country: addresses.country,
          phone: addresses.phone,
          createdAt: addresses.createdAt,
        })
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id)),
    () =>
      db
        .select({
          providerReference: savedPaymentMethods.providerReference,
          brand: savedPaymentMethods.brand,
          last4: savedPaymentMethods.last4,
          expiryMonth: savedPaymentMethods.expiryMonth,
          expiryYear: savedPaymentMethods.expiryYear,
        })
        .from(savedPaymentMethods)
        .where(eq(savedPaymentMethods.customerId, customerId))
        .orderBy(asc(savedPaymentMethods.createdAt), asc(savedPaymentMethods.id)),
  ]);
  return { profile, addresses: addressRows, paymentMethods };
}
