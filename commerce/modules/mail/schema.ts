import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Every email the shop sends is written here first; the mail provider delivers it. */
export const outgoingMail = pgTable(
  "outgoing_mail",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    template: text().notNull(),
    locale: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [index("outgoing_mail_pending_idx").on(t.sentAt, t.createdAt)],
);
