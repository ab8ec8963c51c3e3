export {
  hasPermission,
  requirePermission,
  rolePermissions,
  staffRoles,
  type Permission,
  type StaffActor,
  type StaffRole,
} from "./roles.ts";
