import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The back office's mail pages, inside the admin layout (paths relative to /admin, files relative to app/). */
export function mailRoutes(): RouteConfigEntry[] {
  return [route("mail", "routes/admin/mail/list.tsx"), route("mail/:mailId", "routes/admin/mail/detail.tsx")];
}
