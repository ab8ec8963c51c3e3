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
  { label: "shell.nav.newProduct", path: "/catalogue/new", permission: "catalogue.manage" },
  { label: "shell.nav.stock", path: "/stock", permission: "catalogue.manage" },
  { label: "productCsv.nav", path: "/catalogue/import", permission: "catalogue.manage" },
  { label: "shell.nav.categories", path: "/catalogue/categories", permission: "catalogue.manage" },
  { label: "shell.nav.vocabularies", path: "/catalogue/vocabularies", permission: "catalogue.manage" },
  { label: "shell.nav.stores", path: "/stores", permission: "stores.manage" },
  { label: "content.title", path: "/content", permission: "content.manage" },
  { label: "shell.nav.customers", path: "/customers", permission: "customers.read" },
  { label: "shell.nav.mail", path: "/mail", permission: "mail.read" },
  { label: "shell.nav.staff", path: "/staff", permission: "staff.manage" },
  { label: "shell.nav.audit", path: "/audit", permission: "audit.read" },
  { label: "shell.nav.settings", path: "/settings", permission: "settings.manage" },
];

/**
 * The menu entry a page belongs to: the one whose path is the longest whole-segment prefix of the
 * page's path (relative to /admin), so a product's editor is under Catalogue but the categories
 * page only under Categories; the start page is the dashboard's alone.
 */
export function currentNavPath(items: readonly AdminNavItem[], pagePath: string): string | undefined {
  const contains = (path: string) =>
    path === "/" ? pagePath === "/" : pagePath === path || pagePath.startsWith(`${path}/`);
  return items
    .map((item) => item.path)
    .filter(contains)
    .sort((a, b) => b.length - a.length)[0];
}
