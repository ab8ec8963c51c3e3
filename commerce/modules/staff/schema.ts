import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { staffRoles } from "../access/index.ts";

/** What a staff member may do follows from their role alone (roles.ts). */
export const staffRole = pgEnum("staff_role", staffRoles);

/** The people who run the shop. Not customers: their own table, sessions and cookie. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-cased; the login name. */
    email: text().notNull(),
    name: text().notNull(),
    role: staffRole().notNull(),
    /** Empty until the member follows their invite and chooses a password. */
    passwordHash: text(),
    /** The TOTP shared secret (base32), once two-factor sign-in is set up. */
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last TOTP time step accepted, so one code cannot sign in twice. */
    totpLastStep: integer(),
    /** The back office's language for this member (sv-SE or en-GB). */
    locale: text().notNull().default("sv-SE"),
    deactivatedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_members_email_idx").on(t.email)],
);

/** A back-office session; only the SHA-256 of the cookie token is stored. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the second factor was given; a session that still needs one reaches nothing else. */
    verifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

export const staffTokenPurpose = pgEnum("staff_token_purpose", ["invite", "password_reset"]);

/** Single-use invite and password-reset links; only the SHA-256 of the mailed token is stored. */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    tokenHash: text().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    purpose: staffTokenPurpose().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_tokens_staff_idx").on(t.staffId)],
);
