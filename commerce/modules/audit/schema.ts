import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { staffMembers } from "../staff/schema.ts";

/** Every change a staff member makes: who, when, what, and the subject before and after. */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer().references(() => staffMembers.id, { onDelete: "set null" }),
    /** Kept as it was, so the entry still says who after the member is gone. */
    staffEmail: text().notNull(),
    /** What was done, as `subject.verb` (`order.accept`, `customer.deactivate`). */
    action: text().notNull(),
    subjectKind: text().notNull(),
    subjectId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_entries_created_idx").on(t.createdAt),
    index("audit_entries_subject_idx").on(t.subjectKind, t.subjectId, t.createdAt),
    index("audit_entries_staff_idx").on(t.staffId, t.createdAt),
  ],
);
