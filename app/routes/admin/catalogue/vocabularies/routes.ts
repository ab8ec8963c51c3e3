import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The page of brands, flags, colours and sizes (path relative to /admin, file relative to app/). */
export function vocabularyRoutes(): RouteConfigEntry[] {
  return [route("catalogue/vocabularies", "routes/admin/catalogue/vocabularies/vocabularies.tsx")];
}
