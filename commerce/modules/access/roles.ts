import { DomainError } from "#commerce/errors.ts";
import { problem } from "#commerce/error-codes.ts";

/** The roles of the back office (staff_members.role is an enum of these). */
export const staffRoles = ["owner", "manager", "support", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The staff member a back-office use case acts for; every such use case takes one. */
export interface StaffActor {
  id: number;
  email: string;
  role: StaffRole;
}

/** What a staff member can be allowed to do; each back-office use case asks for one of these. */
const permissions = [
  "orders.read",
  "orders.note",
  "orders.refund",
  "orders.manage",
  "customers.read",
  "customers.manage",
  "catalogue.manage",
  "stores.manage",
  "content.manage",
  "mail.read",
  "mail.send",
  "audit.read",
  "staff.manage",
  "settings.manage",
] as const;
export type Permission = (typeof permissions)[number];

/** What only an owner may do: read the audit log, manage staff and change the shop's settings. */
const ownersOnly: readonly Permission[] = ["audit.read", "staff.manage", "settings.manage"];

/**
 * The roles of the back office, in one place: an owner may do everything; a manager runs orders,
 * customers, catalogue, stores and content; support reads orders and customers, writes notes and refunds
 * (never more than the order's total, which the refund flow enforces); an editor edits content.
 */
export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: permissions,
  manager: permissions.filter((permission) => !ownersOnly.includes(permission)),
  support: ["orders.read", "orders.note", "orders.refund", "customers.read"],
  editor: ["content.manage"],
};

/** Whether the actor's role allows the permission (the back office hides what it does not). */
export function hasPermission(actor: StaffActor, permission: Permission): boolean {
  return rolePermissions[actor.role].includes(permission);
}

/** Refuses with `forbidden` unless the actor's role allows the permission; the engine calls it first in every staff use case. */
export function requirePermission(actor: StaffActor, permission: Permission): void {
  if (!hasPermission(actor, permission)) throw new DomainError("forbidden", problem("staff_forbidden", { permission }));
}
