import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The back office's store pages, inside the admin layout (paths relative to /admin, files relative to app/). */
export function storesRoutes(): RouteConfigEntry[] {
  return [
    route("stores", "routes/admin/stores/list.tsx"),
    route("stores/new", "routes/admin/stores/new.tsx"),
    route("stores/:storeId", "routes/admin/stores/edit.tsx"),
  ];
}
