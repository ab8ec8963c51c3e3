import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The back office's orders pages, inside the admin layout (paths relative to /admin, files relative to app/). */
export function ordersRoutes(): RouteConfigEntry[] {
  return [
    route("orders", "routes/admin/orders/list.tsx"),
    route("orders/export.csv", "routes/admin/orders/export-csv.ts"),
    route("orders/:orderId", "routes/admin/orders/detail.tsx"),
  ];
}
