import type { Database } from "#commerce/db/client.ts";
import { requirePermission, type StaffActor } from "../staff/roles.ts";
import { type AuditEntry, type AuditFilter, listAuditEntries } from "./audit-log.ts";

/** The audit log as the back office reads it. */
export interface AuditService {
  /** Entries matching the filter, newest first; owners only (`audit.read`). */
  listEntries(actor: StaffActor, filter: AuditFilter): Promise<AuditEntry[]>;
}

/** The audit service on one database. */
export function createAuditService(db: Database): AuditService {
  return {
    async listEntries(actor, filter) {
      requirePermission(actor, "audit.read");
      return listAuditEntries(db, filter);
    },
  };
}
