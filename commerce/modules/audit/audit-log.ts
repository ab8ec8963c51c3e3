import type { DatabaseOrTransaction } from "#commerce/db/client.ts";
import type { StaffActor } from "../access/index.ts";
import type { AuditRecord } from "./audit-fields.ts";
import { auditEntries } from "./schema.ts";

/** One staff change, as the use case that made it describes it. */
export interface AuditChange {
  /** `subject.verb`, e.g. `order.accept`. */
  action: string;
  subjectKind: string;
  subjectId: string | number;
  before?: AuditRecord;
  after?: AuditRecord;
}

export type AuditEntry = typeof auditEntries.$inferSelect;

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

/** The fields of `after` that differ from `before`, each side holding only those: an audit entry names what changed. */
export function changedFields(before: AuditRecord, after: AuditRecord): { before: AuditRecord; after: AuditRecord } {
  const keys = (Object.keys(after) as (keyof AuditRecord)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
