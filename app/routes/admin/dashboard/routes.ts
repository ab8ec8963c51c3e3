import { index, type RouteConfigEntry } from "@react-router/dev/routes";

/** The back office's dashboard pages, inside the admin layout (paths relative to /admin, files relative to app/). */
export function dashboardRoutes(): RouteConfigEntry[] {
  return [index("routes/admin/dashboard/dashboard.tsx")];
}
