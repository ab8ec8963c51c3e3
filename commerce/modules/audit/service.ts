import type { Database } from "#commerce/db/client.ts";
import { requirePermission, type StaffActor } from "../access/index.ts";
import { type AuditPage, type AuditPageQuery, listAuditPage } from "./audit-list.ts";

/** The audit log as the back office reads it. */
export interface AuditService {
  /** A page of the entries matching the filter, newest first, with the cursors either side; owners only (`audit.read`). */
  listEntries(actor: StaffActor, query: AuditPageQuery): Promise<AuditPage>;
}

/** The audit service on one database. */
export function createAuditService(db: Database): AuditService {
  return {
    async listEntries(actor, query) {
      requirePermission(actor, "audit.read");
      return listAuditPage(db, query);
    },
  };
}
