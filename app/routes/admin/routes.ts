import { layout, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { catalogueRoutes } from "./catalogue/routes.ts";
import { contentPreviewRoute, contentRoutes } from "./content/routes.ts";
import { customersRoutes } from "./customers/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { mailRoutes } from "./mail/routes.ts";
import { ordersRoutes } from "./orders/routes.ts";
import { stockRoutes } from "./stock/routes.ts";
import { storesRoutes } from "./stores/routes.ts";

/**
 * The back office, one URL space under /admin for both languages (ADR 0016). The admin root gives
 * every page its language and error page; sign-in pages sit beside the layout, every other page
 * inside it, behind requireStaff. Each area's pages come from its own routes.ts.
 */
export function adminRoutes(): RouteConfigEntry[] {
  return [
    route("admin", "routes/admin/admin-root.tsx", { id: "admin" }, [
      route("login", "routes/admin/login.tsx"),
      route("login/two-factor", "routes/admin/two-factor.tsx"),
      route("logout", "routes/admin/logout.ts"),
      route("invite", "routes/admin/invite.tsx"),
      route("password-reset", "routes/admin/password-reset.tsx"),
      route("password-reset/new", "routes/admin/password-reset-new.tsx"),
      // Outside the admin layout: the storefront's blocks alone, framed by the editor.
      contentPreviewRoute(),
      layout("routes/admin/layout.tsx", { id: "admin-layout" }, [
        ...dashboardRoutes(),
        ...ordersRoutes(),
        ...catalogueRoutes(),
        ...stockRoutes(),
        ...storesRoutes(),
        ...contentRoutes(),
        ...customersRoutes(),
        ...mailRoutes(),
        route("staff", "routes/admin/staff/staff.tsx"),
        route("account", "routes/admin/account/account.tsx"),
        route("audit", "routes/admin/audit/audit.tsx"),
        route("settings", "routes/admin/settings/settings.tsx"),
        route("account/language", "routes/admin/account/language.ts"),
        route("*", "routes/admin/not-found.tsx"),
      ]),
    ]),
  ];
}
