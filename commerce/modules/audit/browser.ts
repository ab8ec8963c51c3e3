/** What client code may use of the audit log: the fields an entry may name, nothing that reaches the database. */
export { auditFields, type AuditField } from "./audit-fields.ts";
