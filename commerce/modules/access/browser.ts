/** What client code may use of access: the roles and what each may do, nothing that reaches the database. */
export { hasPermission, rolePermissions, type Permission, type StaffActor, type StaffRole } from "./roles.ts";
