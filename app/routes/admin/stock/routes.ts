import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The back office's stock pages, inside the admin layout (paths relative to /admin, files relative to app/). */
export function stockRoutes(): RouteConfigEntry[] {
  return [
    route("stock", "routes/admin/stock/stock.tsx"),
    route("stock/import", "routes/admin/stock/import.tsx"),
    route("catalogue/:productId/stock", "routes/admin/stock/product-stock.tsx"),
  ];
}
