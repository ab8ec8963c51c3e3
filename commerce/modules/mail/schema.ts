import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every email the shop sends is written here first; the mail provider delivers it. */
export const outgoingMail = pgTable(
  "outgoing_mail",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    /**
     * The bodies as sent; null until the mail is rendered, which happens as it goes out (or, in a
     * shop whose mail never leaves the outbox, each time it is shown) from `templateInput`.
     */
    textBody: text(),
    htmlBody: text(),
    template: text().notNull(),
    locale: text().notNull(),
    /** What the template renders from: its data and the shop's branding when the mail was queued. */
    templateInput: jsonb(),
    /** The order the mail is about, for the order's page in the back office. */
    orderId: uuid(),
    /** Delivery tries so far, and when the next may start (it grows after each failure). */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A sender's claim: until then no other process sends this mail. */
    claimedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [
    index("outgoing_mail_pending_idx").on(t.sentAt, t.createdAt),
    index("outgoing_mail_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`sent_at is null and failed_at is null`),
    index("outgoing_mail_order_idx").on(t.orderId),
    index("outgoing_mail_recipient_idx").on(t.recipient, t.createdAt),
  ],
);
