import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The back office's catalogue pages, inside the admin layout (paths relative to /admin, files relative to app/). */
export function catalogueRoutes(): RouteConfigEntry[] {
  return [route("catalogue", "routes/admin/catalogue/list.tsx")];
}
