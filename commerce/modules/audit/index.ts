export { createAuditService, type AuditService } from "./service.ts";
export { changedFields, recordAudit, type AuditChange, type AuditEntry } from "./audit-log.ts";
export { auditFields, type AuditField, type AuditRecord } from "./audit-fields.ts";
export type { AuditFilter, AuditPage, AuditPageQuery } from "./audit-list.ts";
