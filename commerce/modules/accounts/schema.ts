import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** SPEC §3 Customer. `code` is the fresh unique id set at account creation. */
export const customers = pgTable(
  "customers",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: uuid().notNull().unique().defaultRandom(),
    email: text().notNull(),
    loginName: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    passwordHash: text().notNull(),
    isActive: boolean().notNull().default(true),
    locale: text().notNull().default("sv-SE"),
    acceptedTermsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when the account is deleted; personal data is erased at that moment. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("customers_login_name_idx").on(t.loginName),
    index("customers_email_idx").on(t.email),
    // The back office's customer search: any part of the email or name (customer-directory.ts).
    index("customers_search_idx").using(
      "gin",
      sql`(${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    // The back office's customer list, newest or oldest first, paged.
    index("customers_created_idx").on(t.createdAt, t.id),
  ],
);

/** A login session; only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_customer_idx").on(t.customerId)],
);

export const addressType = pgEnum("address_type", ["billing", "shipping"]);

export const addresses = pgTable(
  "addresses",
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    type: addressType().notNull(),
    isDefault: boolean().notNull().default(false),
    firstName: text().notNull(),
    lastName: text().notNull(),
    company: text(),
    streetAddress: text().notNull(),
    zipCode: text().notNull(),
    city: text().notNull(),
    country: text().notNull(),
    phone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("addresses_customer_idx").on(t.customerId, t.type)],
);

/** Single-use password reset; only the SHA-256 of the emailed token is stored. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_customer_idx").on(t.customerId)],
);

/** A payment method a customer saved with the payment provider; only the provider's reference is kept. */
export const savedPaymentMethods = pgTable(
  "saved_payment_methods",
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    providerReference: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expiryMonth: integer().notNull(),
    expiryYear: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_payment_methods_customer_idx").on(t.customerId)],
);

/** Fixed-window counters shared by every server process (login, sign-up, password reset). */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text().primaryKey(),
  windowStartsAt: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull().default(0),
});
