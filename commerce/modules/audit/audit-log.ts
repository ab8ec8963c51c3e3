import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "#commerce/db/client.ts";
import type { StaffActor } from "../staff/roles.ts";
import { auditEntries } from "./schema.ts";

/** One staff change, as the use case that made it describes it. */
export interface AuditChange {
  /** `subject.verb`, e.g. `order.accept`. */
  action: string;
  subjectKind: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
}

export type AuditEntry = typeof auditEntries.$inferSelect;

/** Which entries to list, newest first; `beforeId` pages on from the last entry seen. */
export interface AuditFilter {
  staffId?: number;
  subjectKind?: string;
  subjectId?: string;
  action?: string;
  from?: Date;
  to?: Date;
  beforeId?: number;
  limit?: number;
}

/** Writes the change to the audit log inside the caller's transaction, so it lands exactly when the change does. */
export async function recordAudit(tx: DatabaseOrTransaction, actor: StaffActor, change: AuditChange): Promise<void> {
  await tx.insert(auditEntries).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action: change.action,
    subjectKind: change.subjectKind,
    subjectId: String(change.subjectId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** Entries matching the filter, newest first, at most `limit` (50 unless told, 200 at most). */
export async function listAuditEntries(db: Database, filter: AuditFilter): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (filter.staffId !== undefined) conditions.push(eq(auditEntries.staffId, filter.staffId));
  if (filter.subjectKind) conditions.push(eq(auditEntries.subjectKind, filter.subjectKind));
  if (filter.subjectId) conditions.push(eq(auditEntries.subjectId, filter.subjectId));
  if (filter.action) conditions.push(eq(auditEntries.action, filter.action));
  if (filter.from) conditions.push(gte(auditEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lt(auditEntries.createdAt, filter.to));
  if (filter.beforeId !== undefined) conditions.push(lt(auditEntries.id, filter.beforeId));
  return db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.id))
    .limit(Math.min(filter.limit ?? 50, 200));
}
