export { createAuditService, type AuditService } from "./service.ts";
export { recordAudit, type AuditChange, type AuditEntry, type AuditFilter } from "./audit-log.ts";
