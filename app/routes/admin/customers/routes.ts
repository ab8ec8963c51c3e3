import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The back office's customers pages, inside the admin layout (paths relative to /admin, files relative to app/). */
export function customersRoutes(): RouteConfigEntry[] {
  return [
    route("customers", "routes/admin/customers/list.tsx"),
    route("customers/newsletter.csv", "routes/admin/customers/newsletter-csv.ts"),
    route("customers/:customerId", "routes/admin/customers/detail.tsx"),
    route("customers/:customerId/export", "routes/admin/customers/export.ts"),
  ];
}
