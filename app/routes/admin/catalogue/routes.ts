import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { vocabularyRoutes } from "./vocabularies/routes.ts";

/** The back office's catalogue pages, inside the admin layout (paths relative to /admin, files relative to app/). */
export function catalogueRoutes(): RouteConfigEntry[] {
  return [
    route("catalogue", "routes/admin/catalogue/list.tsx"),
    route("catalogue/categories", "routes/admin/catalogue/categories/categories.tsx"),
    route("catalogue/new", "routes/admin/catalogue/product/new.tsx"),
    route("catalogue/export", "routes/admin/catalogue/csv/export.ts"),
    route("catalogue/import", "routes/admin/catalogue/csv/import.tsx"),
    route("catalogue/import/progress/:progressId", "routes/admin/catalogue/csv/progress.ts"),
    route("catalogue/:productId", "routes/admin/catalogue/product/edit.tsx"),
    route("catalogue/:productId/pictures", "routes/admin/catalogue/pictures/pictures.tsx"),
    route("catalogue/:productId/variants", "routes/admin/catalogue/variants/variants.tsx"),
    ...vocabularyRoutes(),
  ];
}
