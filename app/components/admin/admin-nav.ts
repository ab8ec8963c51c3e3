import type { AdminMessageKey } from "#app/i18n/admin/index.ts";
import type { Permission } from "#commerce/modules/access/browser.ts";

/** One place in the back office's menu, shown only to roles with its permission (the page checks it again). */
export interface AdminNavItem {
  label: AdminMessageKey;
  /** Relative to /admin (see adminHref). */
  path: string;
  permission: Permission;
}

/** The back office's menu, in order. */
export const adminNavItems: readonly AdminNavItem[] = [
  { label: "shell.nav.dashboard", path: "/", permission: "orders.read" },
  { label: "shell.nav.orders", path: "/orders", permission: "orders.read" },
  { label: "shell.nav.catalogue", path: "/catalogue", permission: "catalogue.manage" },
  { label: "shell.nav.customers", path: "/customers", permission: "customers.read" },
  { label: "shell.nav.mail", path: "/mail", permission: "mail.read" },
  { label: "shell.nav.staff", path: "/staff", permission: "staff.manage" },
  { label: "shell.nav.audit", path: "/audit", permission: "audit.read" },
  { label: "shell.nav.settings", path: "/settings", permission: "settings.manage" },
];
